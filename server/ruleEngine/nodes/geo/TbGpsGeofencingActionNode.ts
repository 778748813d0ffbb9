import { defineRuleNode, FAILURE, SUCCESS, tb } from '../../node/RuleNodeDefinition';
import { numberOf } from '../enrichment/configChecks';
import { SerialByKey } from '../enrichment/serialByKey';
import { timeUnitOf, toMillis } from '../enrichment/timeUnits';
import { GEOFENCING_ACTION_DEFAULTS, type GeofencingActionConfig } from '../../../../rule-node-ui/catalogue/geofencing';
import { geofenceOf } from './geofence';

export type { GeofencingActionConfig } from '../../../../rule-node-ui/catalogue/geofencing';

/** An originator's presence, as ThingsBoard keeps it (there in a server attribute named after the node). */
export interface GeofencingState {
  inside: boolean;
  /** When the originator last entered or left; 0 before its first message. */
  stateSwitchTime: number;
  /** Whether Inside/Outside was already told for the current stay. */
  stayed: boolean;
}

const ENTERED = 'Entered';
const LEFT = 'Left';
const INSIDE = 'Inside';
const OUTSIDE = 'Outside';

/**
 * Catalogue §4 ACTION "gps geofencing events": Entered or Left when an originator's
 * position crosses the perimeter (and on its first message), Inside or Outside once when
 * it stayed longer than the minimum duration, Success otherwise. The presence of each
 * originator is kept per node in the rule node state store, so it survives restarts.
 */
export const TbGpsGeofencingActionNode = defineRuleNode<GeofencingActionConfig>({
  clazz: tb('geo.TbGpsGeofencingActionNode'),
  type: 'ACTION',
  name: 'gps geofencing events',
  description: 'Produces incoming messages using GPS based geofencing',
  details: 'Extracts latitude and longitude parameters from incoming message and returns different events based on configuration parameters',
  relationTypes: [SUCCESS, ENTERED, LEFT, INSIDE, OUTSIDE, FAILURE],
  defaultConfiguration: GEOFENCING_ACTION_DEFAULTS,
  configDirective: 'tbActionNodeGpsGeofencingConfig',
  init(ctx, config) {
    const geofence = geofenceOf(config);
    const minInsideMs = toMillis(numberOf(config.minInsideDuration, 'minInsideDuration', { min: 0 }), timeUnitOf(config.minInsideDurationTimeUnit, 'minInsideDurationTimeUnit'));
    const minOutsideMs = toMillis(numberOf(config.minOutsideDuration, 'minOutsideDuration', { min: 0 }), timeUnitOf(config.minOutsideDurationTimeUnit, 'minOutsideDurationTimeUnit'));
    const nodeId = ctx.self.id;
    const states = new Map<string, GeofencingState>();
    const serial = new SerialByKey();

    return {
      async onMsg(ctx, msg) {
        let inside: boolean;
        try {
          inside = geofence(msg);
        } catch (error) {
          ctx.tellFailure(msg, error);
          return;
        }
        const now = Date.now();
        const store = ctx.services.stores.ruleNodeStates;
        const entity = msg.originator;
        await serial.run(entity.id, async () => {
          const state = states.get(entity.id) ?? (await store.find<GeofencingState>(nodeId, entity.id)) ?? { inside: false, stateSwitchTime: 0, stayed: false };
          let next: GeofencingState | undefined;
          let relation = SUCCESS;
          if (state.stateSwitchTime === 0 || state.inside !== inside) {
            next = { inside, stateSwitchTime: now, stayed: false };
            relation = inside ? ENTERED : LEFT;
          } else if (!state.stayed && now - state.stateSwitchTime > (state.inside ? minInsideMs : minOutsideMs)) {
            next = { ...state, stayed: true };
            relation = state.inside ? INSIDE : OUTSIDE;
          }
          if (next) {
            await store.save(ctx.tenantId, nodeId, entity, next);
            states.set(entity.id, next);
          } else {
            states.set(entity.id, state);
          }
          ctx.tellNext(msg, relation);
        });
      },
    };
  },
});
