import { ATTRIBUTE_SCOPES, type AttributeScope, type KvEntry } from '../../../store/TelemetryStore';
import { entriesOfObject, toExactJson } from '../../../telemetry/kvTyping';
import type { TbMsg } from '../../msg/TbMsg';
import { defineRuleNode, FAILURE, SUCCESS, tb } from '../../node/RuleNodeDefinition';
import { boolSetting, oneOf } from './configChecks';

export interface AttributesConfig {
  scope: AttributeScope;
  /** null reads as true (catalogue). */
  notifyDevice: boolean | null;
}

/**
 * Whether ThingsBoard would push the change to the device: the configuration says so,
 * or the message does not say no (metadata notifyDevice absent or "true"). Device
 * posts carry notifyDevice "false", so a device is not told about its own attributes.
 */
export function shouldNotifyDevice(configured: boolean, msg: TbMsg): boolean {
  const flag = msg.metadata.notifyDevice;
  return configured || flag === undefined || flag === '' || flag.toLowerCase() === 'true';
}

/**
 * Catalogue §4 ACTION "save attributes": a flat JSON object saved in the configured
 * scope; the save is awaited before Success.
 * A shared-attribute change reaches the device's sessions unless notifyDevice says no
 * (the telemetry bus carries the flag to DeviceTransport).
 */
export const TbMsgAttributesNode = defineRuleNode<AttributesConfig>({
  clazz: tb('telemetry.TbMsgAttributesNode'),
  type: 'ACTION',
  name: 'save attributes',
  description: 'Saves attributes data',
  details: "Saves entity attributes based on configurable scope parameter. Expects messages with 'POST_ATTRIBUTES_REQUEST' message type",
  relationTypes: [SUCCESS, FAILURE],
  defaultConfiguration: { scope: 'SERVER_SCOPE', notifyDevice: false },
  configDirective: 'tbActionNodeAttributesConfig',
  icon: 'file_upload',
  init(_ctx, config) {
    const scope = oneOf(config.scope, 'scope', ATTRIBUTE_SCOPES);
    const notifyConfigured = boolSetting(config.notifyDevice, 'notifyDevice', true);
    return {
      async onMsg(ctx, msg) {
        if (msg.type !== 'POST_ATTRIBUTES_REQUEST') return ctx.tellFailure(msg, `Unsupported msg type: ${msg.type}`);
        let entries: KvEntry[];
        try {
          entries = entriesOfObject(toExactJson(msg.data), true);
        } catch (error) {
          return ctx.tellFailure(msg, error);
        }
        try {
          await ctx.services.telemetry.saveAttributes(ctx.tenantId, msg.originator, scope, entries, { notifyDevice: shouldNotifyDevice(notifyConfigured, msg) });
        } catch (error) {
          return ctx.tellFailure(msg, error);
        }
        ctx.tellSuccess(msg);
      },
    };
  },
});
