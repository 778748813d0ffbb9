/**
 * @tessera/ui: the console's UI building blocks that plugins may use (entity tables, pickers,
 * code editors, time window controls and math, error tiles, the widget frame). A separate
 * shared module: `@tessera/sdk` (the contract) never imports it, and bundle projects outside
 * this repository compile against the SDK alone.
 */
export { ErrorBoundary, type ErrorBoundaryProps } from './ErrorBoundary';
export { ErrorTile } from './ErrorTile';
export { WidgetFrame } from './WidgetFrame';
export { Markdown } from './markdown';
// Asking before a delete (or another action that cannot be undone).
export { ConfirmDialog, ConfirmTrigger, type ConfirmDialogProps, type ConfirmTexts } from '../components/dialogs/ConfirmDialog';
// The entity table framework: every entity page of the console is built on it.
export {
  EntityTable, HelpButton, EntityAutocomplete, EntityList, EntityTypeSelect, EntitySelect, CodeEditor, JsonObjectEditor,
  TimewindowButton, TimewindowPanel, HistoryPlaybackBar, IntervalEditor, TimezoneSelect, DatePeriodPicker, DashboardView,
  SubtypeAutocomplete, SubtypeSelect, TablePagination, CopyButton,
} from './lazyControls';
export type { CodeLanguage, CodeEditorProps, JsonObjectEditorProps } from '../components/code/types';
export { tidyJson, minifyJson, beautifyJson, tidyProtobuf, tidyJavaScript } from '../components/code/tidy';
export {
  allowedEntityTypes, type PickableEntityType, type AliasEntityType, entitySelectValue, addTextChips, truncateSearch,
} from '../components/pickers/entityTypes';
export type { EntityOption } from '../components/pickers/fetchEntities';
export { type SubtypeKind, type SubtypeCache, subtypeCache, savedSubtype } from '../components/pickers/SubtypeCache';
export { filterSubtypes } from '../components/pickers/filterSubtypes';
export {
  type EntityColumn, type EntityRowAction, type EntityBulkAction, type EntityFormConfig, type EntityTableConfig,
  type EntityHeaderAction, type EntityEditorProps, type EntityFieldsForm, type EntityEditorForm,
} from '../components/entities/types';
export { type PageLink, type PageData, PAGE_SIZES, pageLinkQuery, pageOfList } from '../components/entities/pageLink';
export { EntityTableStore, type EntityTableSource } from '../components/entities/EntityTableStore';
export { type FormField, type FormDefinition, type CustomFieldProps, validateForm } from '../components/entities/formDefinition';
export { contactFields } from '../components/entities/contactForm';
export { COUNTRIES, POSTAL_CODE_PATTERNS } from '../components/entities/countries';
// The time window: the model and its math (pure), then the controls' prop types.
export * from '../timewindow';
export type { TimewindowButtonProps } from '../components/timewindow/TimewindowButton';
export type { TimewindowPanelProps } from '../components/timewindow/TimewindowPanel';
export type { HistoryPlaybackBarProps } from '../components/timewindow/HistoryPlaybackBar';
export type { IntervalEditorProps } from '../components/timewindow/IntervalEditor';
export type { TimezoneSelectProps } from '../components/timewindow/TimezoneSelect';
