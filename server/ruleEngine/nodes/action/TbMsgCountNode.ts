import { entityId } from '../../../store/ids';
import { defineRuleNode, FAILURE, SUCCESS, tb } from '../../node/RuleNodeDefinition';
import { intSetting, requiredString } from './configChecks';

export interface MsgCountConfig {
  interval: number;
  telemetryPrefix: string;
}

/** ThingsBoard names the key after the rule-engine service (`<prefix>_<serviceId>`); Tessera runs one. */
export const SERVICE_ID = 'tessera';

/**
 * Catalogue §4 ACTION "message count": inputs are counted and acknowledged; every
 * `interval` seconds a tenant-originated POST_TELEMETRY_REQUEST `{<prefix>_tessera: n}`
 * (metadata `delta`: ms since the previous report) leaves on Success as a new message,
 * as ThingsBoard's enqueueForTellNext does, and the count starts again.
 */
export const TbMsgCountNode = defineRuleNode<MsgCountConfig>({
  clazz: tb('action.TbMsgCountNode'),
  type: 'ACTION',
  name: 'message count',
  description: 'Count incoming messages',
  details: 'Count incoming messages for specified interval and produces POST_TELEMETRY_REQUEST msg with messages count',
  relationTypes: [SUCCESS, FAILURE],
  defaultConfiguration: { interval: 1, telemetryPrefix: 'messageCount' },
  configDirective: 'tbActionNodeMsgCountConfig',
  icon: 'functions',
  init(ctx, config) {
    const intervalMs = intSetting(config.interval, 'interval', 1) * 1000;
    const key = `${requiredString(config.telemetryPrefix, 'telemetryPrefix', 'Telemetry prefix should be specified!')}_${SERVICE_ID}`;
    let count = 0;
    let last = Date.now();
    ctx.every(intervalMs, () => {
      const now = Date.now();
      const report = ctx.newMsg({
        type: 'POST_TELEMETRY_REQUEST',
        originator: entityId('TENANT', ctx.tenantId),
        data: JSON.stringify({ [key]: count }),
        metadata: { delta: String(now - last) },
      });
      count = 0;
      last = now;
      ctx.tellSuccess(report);
    });
    return {
      onMsg(ctx, msg) {
        count++;
        ctx.ack(msg);
      },
    };
  },
});
