import { defineRuleNodeEditor, definePlugin, type PluginManifest, type RuleNodeEditorDefinition } from '@tessera/sdk';
import manifest from './manifest.json';
import { NoConfigEditor, translatedValidator, validateNothing } from '../shared';
import { CHECK_ALARM_STATUS_DEFAULTS, CheckAlarmStatusEditor, validateCheckAlarmStatus } from './CheckAlarmStatusEditor';
import { CHECK_MESSAGE_DEFAULTS, CheckMessageEditor, validateCheckMessage } from './CheckMessageEditor';
import { CHECK_RELATION_DEFAULTS, CheckRelationEditor, validateCheckRelation } from './CheckRelationEditor';
import { GEOFENCING_DEFAULTS, validateGeofencing } from './geofencing';
import { GpsGeofencingFilterEditor } from './GpsGeofencingFilterEditor';
import { SCRIPT_FILTER_DEFAULTS, ScriptFilterEditor, SWITCH_DEFAULTS, SwitchEditor, validateJsScript } from './ScriptEditors';
import {
  MESSAGE_TYPE_FILTER_DEFAULTS, MessageTypeFilterEditor, ORIGINATOR_TYPE_FILTER_DEFAULTS, OriginatorTypeFilterEditor,
  validateMessageTypeFilter, validateOriginatorTypeFilter,
} from './TypeFilterEditors';

const TB = 'org.thingsboard.rule.engine.';

/** The FILTER editors by class (catalogue §4 FILTER, 10 nodes). */
export const FILTER_EDITORS: RuleNodeEditorDefinition<any>[] = [
  defineRuleNodeEditor({ clazz: `${TB}filter.TbJsFilterNode`, component: ScriptFilterEditor, validate: translatedValidator(validateJsScript, SCRIPT_FILTER_DEFAULTS), defaultConfiguration: SCRIPT_FILTER_DEFAULTS }),
  defineRuleNodeEditor({ clazz: `${TB}filter.TbJsSwitchNode`, component: SwitchEditor, validate: translatedValidator(validateJsScript, SWITCH_DEFAULTS), defaultConfiguration: SWITCH_DEFAULTS }),
  defineRuleNodeEditor({
    clazz: `${TB}filter.TbMsgTypeFilterNode`, component: MessageTypeFilterEditor,
    validate: translatedValidator(validateMessageTypeFilter, MESSAGE_TYPE_FILTER_DEFAULTS), defaultConfiguration: MESSAGE_TYPE_FILTER_DEFAULTS,
  }),
  defineRuleNodeEditor({ clazz: `${TB}filter.TbMsgTypeSwitchNode`, component: NoConfigEditor, validate: validateNothing, defaultConfiguration: { version: 0 } }),
  defineRuleNodeEditor({
    clazz: `${TB}filter.TbOriginatorTypeFilterNode`, component: OriginatorTypeFilterEditor,
    validate: translatedValidator(validateOriginatorTypeFilter, ORIGINATOR_TYPE_FILTER_DEFAULTS), defaultConfiguration: ORIGINATOR_TYPE_FILTER_DEFAULTS,
  }),
  defineRuleNodeEditor({ clazz: `${TB}filter.TbOriginatorTypeSwitchNode`, component: NoConfigEditor, validate: validateNothing, defaultConfiguration: { version: 0 } }),
  defineRuleNodeEditor({ clazz: `${TB}filter.TbCheckMessageNode`, component: CheckMessageEditor, validate: translatedValidator(validateCheckMessage, CHECK_MESSAGE_DEFAULTS), defaultConfiguration: CHECK_MESSAGE_DEFAULTS }),
  defineRuleNodeEditor({ clazz: `${TB}filter.TbCheckRelationNode`, component: CheckRelationEditor, validate: translatedValidator(validateCheckRelation, CHECK_RELATION_DEFAULTS), defaultConfiguration: CHECK_RELATION_DEFAULTS }),
  defineRuleNodeEditor({
    clazz: `${TB}filter.TbCheckAlarmStatusNode`, component: CheckAlarmStatusEditor,
    validate: translatedValidator(validateCheckAlarmStatus, CHECK_ALARM_STATUS_DEFAULTS), defaultConfiguration: CHECK_ALARM_STATUS_DEFAULTS,
  }),
  defineRuleNodeEditor({ clazz: `${TB}geo.TbGpsGeofencingFilterNode`, component: GpsGeofencingFilterEditor, validate: translatedValidator(validateGeofencing, GEOFENCING_DEFAULTS), defaultConfiguration: GEOFENCING_DEFAULTS }),
];

export default definePlugin({
  manifest: manifest as PluginManifest,
  activate(ctx) {
    for (const editor of FILTER_EDITORS) ctx.ruleNodeEditors.register(editor);
  },
});
