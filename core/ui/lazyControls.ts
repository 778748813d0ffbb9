import { type ComponentType, type ReactElement } from 'react';
import { lazyComponent } from './lazyComponent';
import { type EntityTableConfig } from '../components/entities/types';

/**
 * A paged, sortable, searchable table of entities with selection, bulk delete, row
 * actions, column visibility, a details drawer with tabs, and create/edit dialogs.
 *
 * @example
 * <EntityTable config={customersTableConfig(http)} />
 */
export const EntityTable = lazyComponent(
  () => import('../components/entities/EntityTable').then((m) => m.EntityTable as ComponentType<{ config: EntityTableConfig<any> }>),
) as <T>(props: { config: EntityTableConfig<T> }) => ReactElement;

/**
 * Page size 10/25/50/100, the shown range, previous and next page of an {@link EntityTableStore}:
 * the entity table's own footer, for a table a plugin draws itself (a drawer tab).
 *
 * @example
 * <TablePagination store={store.table as EntityTableStore<unknown>} />
 */
export const TablePagination = lazyComponent(() => import('../components/entities/TablePagination').then((m) => m.TablePagination));

/**
 * Copies `value` to the clipboard and confirms with a toast; `label` and `copied` are i18n keys.
 *
 * @example
 * <CopyButton label="device.copy-access-token" copied="device.access-token-copied" value={token} />
 */
export const CopyButton = lazyComponent(() => import('../components/entities/CopyButton').then((m) => m.CopyButton));

/**
 * A help icon that opens the help page `helpId` in a popover, with a spinner while it loads.
 *
 * @example
 * <HelpButton helpId="profile" />
 */
export const HelpButton = lazyComponent(() => import('./HelpButton').then((m) => m.HelpButton));

/**
 * Picks one entity of a type by name (seed 001 section 2.4).
 *
 * @example
 * <EntityAutocomplete entityType="CUSTOMER" value={customer} onChange={setCustomer} required />
 */
export const EntityAutocomplete = lazyComponent(() => import('../components/pickers/EntityAutocomplete').then((m) => m.EntityAutocomplete));

/**
 * Several entities of one type as removable chips.
 *
 * @example
 * <EntityList entityType="DEVICE" value={devices} onChange={setDevices} required />
 */
export const EntityList = lazyComponent(() => import('../components/pickers/EntityList').then((m) => m.EntityList));

/**
 * An entity type dropdown.
 *
 * @example
 * <EntityTypeSelect types={['DEVICE', 'ASSET']} value={type} onChange={setType} required />
 */
export const EntityTypeSelect = lazyComponent(() => import('../components/pickers/EntityTypeSelect').then((m) => m.EntityTypeSelect));

/**
 * An entity type dropdown plus a single-entity autocomplete.
 *
 * @example
 * <EntitySelect types={allowedEntityTypes(authority, edges)} value={target} onChange={setTarget} />
 */
export const EntitySelect = lazyComponent(() => import('../components/pickers/EntitySelect').then((m) => m.EntitySelect));

/**
 * A type field for one kind (device, asset, entity view, edge): suggests the existing types
 * by prefix and accepts a new one.
 *
 * @example
 * <SubtypeAutocomplete kind="device" label={t('device.device-type')} value={type} onChange={setType} isRequired />
 */
export const SubtypeAutocomplete = lazyComponent(() => import('../components/pickers/SubtypeAutocomplete').then((m) => m.SubtypeAutocomplete));

/**
 * A list filter by type whose first option is 'All types' (null).
 *
 * @example
 * <SubtypeSelect kind="asset" label={t('asset.type')} value={type} onChange={setType} />
 */
export const SubtypeSelect = lazyComponent(() => import('../components/pickers/SubtypeSelect').then((m) => m.SubtypeSelect));

/**
 * A Monaco code editor with Tidy, Minify (JSON) and fullscreen (seed 001 section 2.5).
 * Monaco and its workers download the first time one renders.
 *
 * @example
 * <CodeEditor language="protobuf" label={t('device-profile.telemetry-proto-schema')} value={schema} onChange={setSchema} />
 */
export const CodeEditor = lazyComponent(() => import('../components/code/CodeEditor').then((m) => m.CodeEditor));

/**
 * A JSON object edited as text; emits null while the text does not parse.
 *
 * @example
 * <JsonObjectEditor label={t('device.additional-info')} value={info} onChange={setInfo} />
 */
export const JsonObjectEditor = lazyComponent(() => import('../components/code/JsonObjectEditor').then((m) => m.JsonObjectEditor));

/**
 * The time window button: shows the window as text and opens the Realtime/History panel
 * (popup from 600 px wide screens, full screen below). Applies a completed window.
 *
 * @example
 * <TimewindowButton value={dashboard.timewindow} maxDatapoints={max} onChange={(tw) => store.setTimewindow(tw)} />
 */
export const TimewindowButton = lazyComponent(() => import('../components/timewindow/TimewindowButton').then((m) => m.TimewindowButton));

/**
 * The time window panel alone, for embedding in a page or dialog of your own.
 *
 * @example
 * <TimewindowPanel value={completeTimewindow(tw, Date.now(), 500)} onApply={save} onCancel={close} historyOnly />
 */
export const TimewindowPanel = lazyComponent(() => import('../components/timewindow/TimewindowPanel').then((m) => m.TimewindowPanel));

/**
 * History playback: start, previous, play/pause, next, end, a time slider and speeds 1/5/10/25.
 *
 * @example
 * <HistoryPlaybackBar minTime={w.startTs} maxTime={w.endTs} step={60_000} onTimeChange={setTime} />
 */
export const HistoryPlaybackBar = lazyComponent(() => import('../components/timewindow/HistoryPlaybackBar').then((m) => m.HistoryPlaybackBar));

/**
 * A time interval in simple mode (predefined choices) or advanced mode (days, hours, minutes, seconds).
 *
 * @example
 * <IntervalEditor label={t('aggregation.group-interval')} value={ms} min={1000} max={86_400_000} onChange={setMs} />
 */
export const IntervalEditor = lazyComponent(() => import('../components/timewindow/IntervalEditor').then((m) => m.IntervalEditor));

/**
 * A timezone autocomplete (case-insensitive substring search, falls back when closed empty).
 *
 * @example
 * <TimezoneSelect value={zone} onChange={setZone} isRequired />
 */
export const TimezoneSelect = lazyComponent(() => import('../components/timewindow/TimezoneSelect').then((m) => m.TimezoneSelect));

/**
 * Start and end date-times to the second, clamped so the start stays before the end and the end before now.
 *
 * @example
 * <DatePeriodPicker value={period} timezone="Europe/Kyiv" onChange={setPeriod} />
 */
export const DatePeriodPicker = lazyComponent(() => import('../components/timewindow/DatePeriodPicker').then((m) => m.DatePeriodPicker));

/**
 * A dashboard by id: grid, toolbar, states in the URL, edit mode for tenant administrators.
 *
 * @example
 * <DashboardView dashboardId={params.dashboardId} fullscreen={false} />
 */
export const DashboardView = lazyComponent(() => import('../dashboard/DashboardPage').then((m) => m.DashboardPage));
