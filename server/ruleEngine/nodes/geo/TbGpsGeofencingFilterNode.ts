import { defineRuleNode, FAILURE, FALSE, tb, TRUE } from '../../node/RuleNodeDefinition';
import { GEOFENCING_DEFAULTS, geofenceOf, type GeofencingConfig } from './geofence';

/**
 * Catalogue §4 FILTER "gps geofencing filter": True when the message's coordinates lie
 * inside the perimeter (a circle, or polygons), False otherwise; missing coordinates or
 * perimeter fail the message.
 */
export const TbGpsGeofencingFilterNode = defineRuleNode<GeofencingConfig>({
  clazz: tb('geo.TbGpsGeofencingFilterNode'),
  type: 'FILTER',
  name: 'gps geofencing filter',
  description: 'Filter incoming messages by GPS based geofencing',
  details:
    'Extracts latitude and longitude parameters from incoming message and returns \'True\' if they are inside configured perimeters, \'False\' otherwise.',
  relationTypes: [TRUE, FALSE, FAILURE],
  defaultConfiguration: GEOFENCING_DEFAULTS,
  configDirective: 'tbFilterNodeGpsGeofencingConfig',
  init(_ctx, config) {
    const geofence = geofenceOf(config);
    return {
      onMsg(ctx, msg) {
        let inside: boolean;
        try {
          inside = geofence(msg);
        } catch (error) {
          ctx.tellFailure(msg, error);
          return;
        }
        ctx.tellNext(msg, inside ? TRUE : FALSE);
      },
    };
  },
});
