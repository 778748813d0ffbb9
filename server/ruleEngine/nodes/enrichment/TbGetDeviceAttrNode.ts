import { defineRuleNode, tb } from '../../node/RuleNodeDefinition';
import { transformMsg } from '../../msg/TbMsg';
import { attributesConfigOf, DEFAULT_ATTRIBUTES_CONFIG, fetchAttributes, type AttributesConfig } from './attributesFetch';
import { deviceSearchOf, findFirstRelatedDevice, type DeviceRelationsQueryConfig } from './relatedEntity';
import { ATTRIBUTES_DETAILS } from './TbGetAttributesNode';

export interface DeviceAttrConfig extends AttributesConfig {
  deviceRelationsQuery: DeviceRelationsQueryConfig;
}

/**
 * Catalogue §4 ENRICHMENT "related device attributes": as "originator attributes", read
 * from the first device of the listed types the relation search reaches. No such device
 * fails the message.
 */
export const TbGetDeviceAttrNode = defineRuleNode<DeviceAttrConfig>({
  clazz: tb('metadata.TbGetDeviceAttrNode'),
  type: 'ENRICHMENT',
  name: 'related device attributes',
  description: 'Add Originators Related Device Attributes and Latest Telemetry value into Message Metadata',
  details: ATTRIBUTES_DETAILS,
  relationTypes: ['Success', 'Failure'],
  defaultConfiguration: {
    ...DEFAULT_ATTRIBUTES_CONFIG,
    deviceRelationsQuery: { direction: 'FROM', maxLevel: 1, relationType: 'Contains', deviceTypes: ['default'], fetchLastLevelOnly: false },
  },
  configDirective: 'tbEnrichmentNodeDeviceAttributesConfig',
  init(_ctx, configuration) {
    const config = attributesConfigOf(configuration);
    const query = deviceSearchOf(configuration.deviceRelationsQuery);
    return {
      async onMsg(ctx, msg) {
        try {
          const device = await findFirstRelatedDevice(ctx.services.stores, ctx.tenantId, msg.originator, query);
          if (!device) {
            ctx.tellFailure(msg, 'Related device not found');
            return;
          }
          const { values, missing } = await fetchAttributes(ctx.services.telemetry, device.id, config, msg);
          const out = transformMsg(msg, { metadata: { ...msg.metadata, ...values } });
          if (missing) ctx.tellFailure(out, missing);
          else ctx.tellSuccess(out);
        } catch (error) {
          ctx.tellFailure(msg, error);
        }
      },
    };
  },
});
