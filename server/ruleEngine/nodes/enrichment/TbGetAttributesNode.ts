import { defineRuleNode, tb } from '../../node/RuleNodeDefinition';
import { transformMsg } from '../../msg/TbMsg';
import { attributesConfigOf, DEFAULT_ATTRIBUTES_CONFIG, fetchAttributes, type AttributesConfig } from './attributesFetch';

export const ATTRIBUTES_DETAILS =
  'If Attributes enrichment configured, <b>CLIENT/SHARED/SERVER</b> attributes are added into Message metadata with specific prefix: <i>cs/shared/ss</i>. Latest telemetry value added into metadata without prefix. To access those attributes in other nodes this template can be used <code>metadata.cs_temperature</code> or <code>metadata.shared_limit</code> ';

/**
 * Catalogue §4 ENRICHMENT "originator attributes": the originator's attributes and latest
 * time series into metadata. Keys that are missing fail the message (with what was found
 * added) unless tellFailureIfAbsent is off.
 */
export const TbGetAttributesNode = defineRuleNode<AttributesConfig>({
  clazz: tb('metadata.TbGetAttributesNode'),
  type: 'ENRICHMENT',
  name: 'originator attributes',
  description: 'Add Message Originator Attributes or Latest Telemetry into Message Metadata',
  details: ATTRIBUTES_DETAILS,
  relationTypes: ['Success', 'Failure'],
  defaultConfiguration: DEFAULT_ATTRIBUTES_CONFIG,
  configDirective: 'tbEnrichmentNodeOriginatorAttributesConfig',
  init(_ctx, configuration) {
    const config = attributesConfigOf(configuration);
    return {
      async onMsg(ctx, msg) {
        try {
          const { values, missing } = await fetchAttributes(ctx.services.telemetry, msg.originator, config, msg);
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
