/*
 * The ThingsBoard 3.3 dashboard configuration (contract §3) as the dashboard host reads and
 * writes it. Every object keeps the keys it does not know (`[key: string]: unknown`), so a
 * ThingsBoard dashboard opened and saved here loses nothing.
 */
import {
  type DataKeyType, type DatasourceType, type EntityId, type LegendConfig, type WidgetActionType,
  type WidgetKind,
} from '@tessera/sdk';
import { type Timewindow } from '@tessera/ui';

/** A data key of a datasource (seed 000 §3 telemetry key). */
export interface DataKeyConfig {
  name: string;
  type: DataKeyType;
  label: string;
  color: string;
  settings: Record<string, unknown>;
  units?: string;
  decimals?: number | null;
  /** `function` keys: body of `function(time, prevValue)` producing the value. */
  funcBody?: string;
  usePostProcessing?: boolean;
  /** Body of `function(time, value, prevValue, timePrev, prevOrigValue)` returning the shown value. */
  postFuncBody?: string;
  /** ThingsBoard's key id inside the widget; kept when present. */
  _hash?: number;
  [key: string]: unknown;
}

/** A configured datasource (seed 000 §3). */
export interface DatasourceConfig {
  type: DatasourceType;
  /** Name shown for function datasources. */
  name?: string;
  /** `entity` and `entityCount`: the entity alias it reads. */
  entityAliasId?: string | null;
  /** Optional key filter id of the dashboard's filters. */
  filterId?: string | null;
  dataKeys: DataKeyConfig[];
  [key: string]: unknown;
}

/** One configured widget action (seed 001 §3.6). */
export interface WidgetActionConfig {
  id: string;
  name: string;
  icon?: string;
  type: WidgetActionType;
  /** openDashboardState / updateDashboardState: the target state. */
  targetDashboardStateId?: string | null;
  /** openDashboard: the target dashboard. */
  targetDashboardId?: string | null;
  /** Passes the clicked entity as the target state's entity parameter. */
  setEntityId?: boolean;
  stateEntityParamName?: string | null;
  openRightLayout?: boolean;
  openInSeparateDialog?: boolean;
  /** custom / customPretty: JavaScript body run in the sandbox. */
  customFunction?: string;
  [key: string]: unknown;
}

/** A widget's configuration (`widgets[id].config`). */
export interface WidgetConfig {
  title?: string;
  showTitle?: boolean;
  titleIcon?: string;
  showTitleIcon?: boolean;
  titleStyle?: Record<string, unknown>;
  backgroundColor?: string;
  color?: string;
  padding?: string;
  margin?: string;
  dropShadow?: boolean;
  enableFullscreen?: boolean;
  widgetStyle?: Record<string, unknown>;
  units?: string;
  decimals?: number;
  showLegend?: boolean;
  legendConfig?: LegendConfig;
  /** Uses the dashboard's time window unless true. */
  useDashboardTimewindow?: boolean;
  displayTimewindow?: boolean;
  timewindow?: Timewindow;
  datasources?: DatasourceConfig[];
  /** rpc widgets: the alias of the target device. */
  targetDeviceAliasIds?: string[];
  settings?: Record<string, unknown>;
  actions?: Record<string, WidgetActionConfig[]>;
  [key: string]: unknown;
}

/** A widget instance of a dashboard (`configuration.widgets[id]`). */
export interface DashboardWidget {
  id: string;
  /** ThingsBoard's type reference: bundle alias + type alias. */
  bundleAlias: string;
  typeAlias: string;
  isSystemType?: boolean;
  type: WidgetKind;
  title?: string;
  /** Default size, used when a layout has no entry for the widget. */
  sizeX: number;
  sizeY: number;
  row?: number;
  col?: number;
  config: WidgetConfig;
  [key: string]: unknown;
}

/** A widget's place in one layout. */
export interface WidgetLayout {
  sizeX: number;
  sizeY: number;
  row: number;
  col: number;
  mobileHeight?: number | null;
  mobileOrder?: number | null;
  [key: string]: unknown;
}

export interface GridSettings {
  /** Columns of the grid; 24 by default. */
  columns?: number;
  /** Gap between widgets and around the grid, in pixels; 10 by default. */
  margin?: number;
  backgroundColor?: string;
  backgroundImageUrl?: string | null;
  autoFillHeight?: boolean;
  mobileAutoFillHeight?: boolean;
  mobileRowHeight?: number;
  [key: string]: unknown;
}

export interface DashboardLayout {
  widgets: Record<string, WidgetLayout>;
  gridSettings: GridSettings;
  [key: string]: unknown;
}

export type LayoutId = 'main' | 'right';

/** A dashboard state: its own layouts; exactly one is the root state. */
export interface DashboardState {
  name: string;
  root: boolean;
  layouts: { main: DashboardLayout; right?: DashboardLayout };
  [key: string]: unknown;
}

/** Entity alias filter types (seed 000 §3). */
export type AliasFilterType =
  'singleEntity' | 'entityList' | 'entityName' | 'entityType' | 'stateEntity' | 'assetType' | 'deviceType' | 'edgeType'
  | 'entityViewType' | 'relationsQuery' | 'apiUsageState' | 'assetSearchQuery' | 'deviceSearchQuery'
  | 'edgeSearchQuery' | 'entityViewSearchQuery';

/** An alias filter; the members besides `type` depend on it (contract §4 entity filters). */
export interface AliasFilter {
  type: AliasFilterType;
  resolveMultiple?: boolean;
  singleEntity?: EntityId;
  entityType?: string;
  entityList?: string[];
  entityNameFilter?: string;
  stateEntityParamName?: string | null;
  defaultStateEntity?: EntityId | null;
  assetType?: string;
  assetNameFilter?: string;
  deviceType?: string;
  deviceNameFilter?: string;
  edgeType?: string;
  edgeNameFilter?: string;
  entityViewType?: string;
  entityViewNameFilter?: string;
  rootStateEntity?: boolean;
  rootEntity?: EntityId | null;
  direction?: 'FROM' | 'TO';
  maxLevel?: number;
  fetchLastLevelOnly?: boolean;
  filters?: { relationType?: string; entityTypes?: string[] }[];
  relationType?: string;
  assetTypes?: string[];
  deviceTypes?: string[];
  edgeTypes?: string[];
  entityViewTypes?: string[];
  [key: string]: unknown;
}

export interface EntityAlias {
  id: string;
  alias: string;
  filter: AliasFilter;
  [key: string]: unknown;
}

export interface DashboardSettings {
  stateControllerId?: string;
  showTitle?: boolean;
  showDashboardsSelect?: boolean;
  showEntitiesSelect?: boolean;
  showDashboardTimewindow?: boolean;
  showDashboardExport?: boolean;
  showUpdateDashboardImage?: boolean;
  toolbarAlwaysOpen?: boolean;
  titleColor?: string;
  hideToolbar?: boolean;
  [key: string]: unknown;
}

/** `Dashboard.configuration` (contract §3). */
export interface DashboardConfig {
  description?: string;
  widgets: Record<string, DashboardWidget>;
  states: Record<string, DashboardState>;
  entityAliases: Record<string, EntityAlias>;
  filters: Record<string, unknown>;
  timewindow?: Timewindow;
  settings: DashboardSettings;
  [key: string]: unknown;
}

/** One entry of the state stack kept in the URL: a state id and its parameters. */
export interface StateEntry {
  id: string;
  params: StateParams;
}

/**
 * State parameters: the state's entity (`entityId`, `entityName`, `entityLabel`) and, under a
 * parameter name, other entities for aliases that read that name.
 */
export interface StateParams {
  entityId?: EntityId;
  entityName?: string;
  entityLabel?: string;
  targetEntityParamName?: string;
  [paramName: string]: unknown;
}
