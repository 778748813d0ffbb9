// Field components and helpers every rule-node-ui editor bundle imports (bundled into
// each bundle: keep them small). Props are a contract: see README.md.
export { useEditorState, type EditorState } from './useEditorState';
export { translateAll, translatedValidator, filled } from './translate';
export { TemplateField, TemplateHint, type TemplateFieldProps } from './TemplateField';
export { ScriptField, type ScriptFieldProps } from './ScriptField';
export { KeyList, addKeys, type KeyListProps } from './KeyList';
export { ChipList, type ChipListProps } from './ChipList';
export { MessageTypeList, type MessageTypeListProps } from './MessageTypeList';
export { MESSAGE_TYPES, messageTypeName, messageTypeOf } from './messageTypes';
export { EntityTypeList, EntityTypePicker, type EntityTypeListProps, type EntityTypePickerProps } from './EntityTypeList';
export { ORIGINATOR_TYPES, RELATION_ENTITY_TYPES, entityTypeLabelKey } from './entityTypes';
export { RelationTypeField, RELATION_TYPES, type RelationTypeFieldProps } from './RelationTypeField';
export { DirectionPicker, type Direction, type DirectionPickerProps } from './DirectionPicker';
export { QueryLevelFields, type QueryLevel } from './QueryLevelFields';
export { RelationsQueryEditor, type RelationsQueryEditorProps } from './RelationsQueryEditor';
export { DEFAULT_RELATIONS_QUERY, validateRelationsQuery, type RelationsQuery, type RelationFilter } from './relationsQuery';
export { KeyValueMapEditor, type KeyValueMapEditorProps } from './KeyValueMapEditor';
export { validateKeyValueMap, rowsOf, mapOf, type MapRow } from './keyValueMap';
export { JsonField, type JsonFieldProps } from './JsonField';
export { jsonError } from './json';
export { TimeIntervalField, type TimeIntervalFieldProps } from './TimeIntervalField';
export { TIME_UNITS, timeUnitLabelKey, type TimeUnit } from './timeUnits';
export { RuleChainPicker, ruleChainsUrl, type RuleChainPickerProps } from './RuleChainPicker';
export { SelectField, type SelectFieldProps } from './SelectField';
export { FieldGroup, EditorForm } from './FieldGroup';
export { NoConfigEditor, validateNothing } from './NoConfigEditor';
