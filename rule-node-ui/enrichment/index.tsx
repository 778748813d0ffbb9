import { defineRuleNodeEditor, definePlugin, type PluginManifest, type RuleNodeEditorDefinition } from '@tessera/sdk';
import manifest from './manifest.json';
import { translatedValidator } from '../shared';
import {
  ATTRIBUTES_DEFAULTS, DEVICE_ATTRIBUTES_DEFAULTS, DeviceAttributesEditor, OriginatorAttributesEditor, validateAttributes, validateDeviceAttributes,
} from './AttributesEditors';
import { CALCULATE_DELTA_DEFAULTS, CalculateDeltaEditor, validateCalculateDelta } from './CalculateDeltaEditor';
import { ENTITY_DETAILS_DEFAULTS, EntityDetailsEditor, validateEntityDetails } from './EntityDetailsEditor';
import {
  ATTR_MAPPING_DEFAULTS, MappedAttributesEditor, RELATED_ATTRIBUTES_DEFAULTS, RelatedAttributesEditor, validateAttrMapping, validateRelatedAttributes,
} from './MappedAttributesEditors';
import { ORIGINATOR_FIELDS_DEFAULTS, OriginatorFieldsEditor, validateOriginatorFields } from './OriginatorFieldsEditor';
import { TELEMETRY_DEFAULTS, validateTelemetry } from './telemetry';
import { TelemetryEditor } from './TelemetryEditor';

const META = 'org.thingsboard.rule.engine.metadata.';

/** The ENRICHMENT editors by class (catalogue §4 ENRICHMENT, 10 nodes). */
export const ENRICHMENT_EDITORS: RuleNodeEditorDefinition<any>[] = [
  defineRuleNodeEditor({ clazz: `${META}TbGetAttributesNode`, component: OriginatorAttributesEditor, validate: translatedValidator(validateAttributes, ATTRIBUTES_DEFAULTS), defaultConfiguration: ATTRIBUTES_DEFAULTS }),
  defineRuleNodeEditor({ clazz: `${META}TbGetDeviceAttrNode`, component: DeviceAttributesEditor, validate: translatedValidator(validateDeviceAttributes, DEVICE_ATTRIBUTES_DEFAULTS), defaultConfiguration: DEVICE_ATTRIBUTES_DEFAULTS }),
  defineRuleNodeEditor({ clazz: `${META}TbGetCustomerAttributeNode`, component: MappedAttributesEditor, validate: translatedValidator(validateAttrMapping, ATTR_MAPPING_DEFAULTS), defaultConfiguration: ATTR_MAPPING_DEFAULTS }),
  defineRuleNodeEditor({ clazz: `${META}TbGetTenantAttributeNode`, component: MappedAttributesEditor, validate: translatedValidator(validateAttrMapping, ATTR_MAPPING_DEFAULTS), defaultConfiguration: ATTR_MAPPING_DEFAULTS }),
  defineRuleNodeEditor({
    clazz: `${META}TbGetRelatedAttributeNode`, component: RelatedAttributesEditor,
    validate: translatedValidator(validateRelatedAttributes, RELATED_ATTRIBUTES_DEFAULTS), defaultConfiguration: RELATED_ATTRIBUTES_DEFAULTS,
  }),
  defineRuleNodeEditor({
    clazz: `${META}TbGetOriginatorFieldsNode`, component: OriginatorFieldsEditor,
    validate: translatedValidator(validateOriginatorFields, ORIGINATOR_FIELDS_DEFAULTS), defaultConfiguration: ORIGINATOR_FIELDS_DEFAULTS,
  }),
  defineRuleNodeEditor({ clazz: `${META}TbGetCustomerDetailsNode`, component: EntityDetailsEditor, validate: translatedValidator(validateEntityDetails, ENTITY_DETAILS_DEFAULTS), defaultConfiguration: ENTITY_DETAILS_DEFAULTS }),
  defineRuleNodeEditor({ clazz: `${META}TbGetTenantDetailsNode`, component: EntityDetailsEditor, validate: translatedValidator(validateEntityDetails, ENTITY_DETAILS_DEFAULTS), defaultConfiguration: ENTITY_DETAILS_DEFAULTS }),
  defineRuleNodeEditor({ clazz: `${META}TbGetTelemetryNode`, component: TelemetryEditor, validate: translatedValidator(validateTelemetry, TELEMETRY_DEFAULTS), defaultConfiguration: TELEMETRY_DEFAULTS }),
  defineRuleNodeEditor({ clazz: `${META}CalculateDeltaNode`, component: CalculateDeltaEditor, validate: translatedValidator(validateCalculateDelta, CALCULATE_DELTA_DEFAULTS), defaultConfiguration: CALCULATE_DELTA_DEFAULTS }),
];

export default definePlugin({
  manifest: manifest as PluginManifest,
  activate(ctx) {
    for (const editor of ENRICHMENT_EDITORS) ctx.ruleNodeEditors.register(editor);
  },
});
