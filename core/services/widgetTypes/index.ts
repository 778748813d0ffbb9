/*
 * Server widget types in the console (issue 13): the records of the server's widget library,
 * how one becomes a widget definition (a built-in React widget or the widget sandbox), and the
 * sandboxed view. The widget library pages and the widget editor import from here; the library
 * itself (bundles grouped with their types, `refresh()`) is the WidgetLibraryStore, reached with
 * `useService(widgetLibraryStoreRef)` (core/services/refs.ts).
 */
export {
  type WidgetTypeRecord, type WidgetTypeDescriptor, type WidgetTypeResource, type WidgetsBundleRecord,
  isSystemRecord, parseDescriptorJson, hasOwnCode,
} from './WidgetTypeRecord';
export {
  type ServerWidgetDefinition, widgetTypeDefinition, findBuiltin, serverWidgetId, isServerWidgetDefinition,
} from './widgetTypeDefinition';
export { SandboxedWidgetView, refusedResources, WIDGET_SANDBOX_PAGE } from './SandboxedWidgetView';
export { type ServerWidgetBundle, groupServerBundles } from './serverBundles';
