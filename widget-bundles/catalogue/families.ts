import { NUM, STR, noDefault, type SettingsSpec } from './settingsSpec';

/*
 * The shared settings families of the widget catalogue (reference/widget-catalogue.md §3),
 * with ThingsBoard's keys and defaults, so a ThingsBoard dashboard's saved settings mean
 * the same to Tessera's widgets.
 */

const BOOL = noDefault('boolean');

const font = (extra: SettingsSpec = {}): SettingsSpec => ({ family: 'Roboto', size: NUM, style: STR, weight: STR, color: STR, ...extra });

const FLOT_COMMON: SettingsSpec = {
  stack: false,
  thresholdsLineWidth: NUM,
  shadowSize: 4,
  fontColor: '#545454',
  fontSize: 10,
  tooltipIndividual: false,
  tooltipCumulative: false,
  tooltipValueFormatter: STR,
  hideZeros: false,
  showTooltip: true,
  grid: { color: STR, backgroundColor: STR, tickColor: '#DDDDDD', outlineWidth: 1, verticalLines: true, horizontalLines: true },
  xaxis: { showLabels: true, title: STR, color: STR },
  yaxis: { min: NUM, max: NUM, showLabels: BOOL, title: STR, color: STR, ticksFormatter: STR, tickDecimals: 0, tickSize: NUM },
  comparisonEnabled: false,
  timeForComparison: 'previousInterval',
  comparisonCustomIntervalValue: 7200000,
  xaxisSecond: { axisPosition: 'top', showLabels: BOOL, title: STR },
  customLegendEnabled: false,
  dataKeysListForLabels: [],
};

/** Flot line chart (`charts/basic_timeseries`). */
export const FLOT_GRAPH: SettingsSpec = { ...FLOT_COMMON, smoothLines: false };

/** Flot bar chart (`charts/timeseries_bars_flot`): no smoothLines, bar width and alignment. */
export const FLOT_BAR: SettingsSpec = { ...FLOT_COMMON, defaultBarWidth: 600, barAlignment: 'left' };

const flotKey = (showLines: boolean): SettingsSpec => ({
  excludeFromStacking: false,
  hideDataByDefault: false,
  disableDataHiding: false,
  removeFromLegend: false,
  showLines,
  fillLines: false,
  showPoints: false,
  showPointShape: 'circle',
  pointShapeFormatter: STR,
  showPointsLineWidth: 5,
  showPointsRadius: 3,
  tooltipValueFormatter: STR,
  showSeparateAxis: false,
  axisMin: NUM,
  axisMax: NUM,
  axisTitle: STR,
  axisTickDecimals: NUM,
  axisTickSize: NUM,
  axisPosition: 'left',
  axisTicksFormatter: STR,
  thresholds: [],
  comparisonSettings: { showValuesForComparison: true, comparisonValuesLabel: STR, color: STR },
});

export const FLOT_GRAPH_KEY = flotKey(true);
export const FLOT_BAR_KEY = flotKey(false);

export const FLOT_PIE: SettingsSpec = {
  radius: 1,
  innerRadius: 0,
  tilt: 1,
  animatedPie: false,
  stroke: { color: STR, width: 0 },
  showTooltip: true,
  showLabels: false,
  fontColor: '#545454',
  fontSize: 10,
};

export const FLOT_PIE_KEY: SettingsSpec = { hideDataByDefault: false, disableDataHiding: false, removeFromLegend: false };

const ANALOGUE_COMMON: SettingsSpec = {
  minValue: 0,
  maxValue: 100,
  unitTitle: STR,
  showUnitTitle: true,
  majorTicksCount: NUM,
  minorTicks: 2,
  valueBox: true,
  valueInt: 3,
  defaultColor: STR,
  colorPlate: '#fff',
  colorMajorTicks: STR,
  colorMinorTicks: STR,
  colorNeedle: STR,
  colorNeedleEnd: STR,
  colorNeedleShadowUp: STR,
  colorNeedleShadowDown: STR,
  colorValueBoxRect: STR,
  colorValueBoxRectEnd: STR,
  colorValueBoxBackground: STR,
  colorValueBoxShadow: STR,
  highlights: [],
  highlightsWidth: 15,
  showBorder: true,
  numbersFont: font(),
  titleFont: font(),
  unitsFont: font(),
  valueFont: font(),
  animation: true,
  animationDuration: 500,
  animationRule: 'cycle',
};

/** canvas-gauges radial gauge. */
export const ANALOGUE_RADIAL: SettingsSpec = { ...ANALOGUE_COMMON, startAngle: 45, ticksAngle: 270, needleCircleSize: 10 };

/** canvas-gauges linear gauge (the thermometer scale). */
export const ANALOGUE_LINEAR: SettingsSpec = {
  ...ANALOGUE_COMMON,
  barStrokeWidth: 2.5,
  colorBarStroke: STR,
  colorBar: STR,
  colorBarEnd: STR,
  colorBarProgress: STR,
  colorBarProgressEnd: STR,
};

/** The digital gauge family; the types differ only in `gaugeType`. */
export const digitalGauge = (gaugeType: 'arc' | 'donut' | 'horizontalBar' | 'verticalBar'): SettingsSpec => ({
  minValue: 0,
  maxValue: 100,
  gaugeType,
  donutStartAngle: 90,
  neonGlowBrightness: 0,
  dashThickness: 0,
  roundedLineCap: BOOL,
  title: STR,
  showTitle: BOOL,
  unitTitle: STR,
  showUnitTitle: BOOL,
  showTimestamp: BOOL,
  timestampFormat: 'yyyy-MM-dd HH:mm:ss',
  showValue: true,
  showMinMax: true,
  gaugeWidthScale: 0.75,
  defaultColor: STR,
  gaugeColor: STR,
  useFixedLevelColor: false,
  levelColors: [],
  fixedLevelColors: [],
  showTicks: false,
  tickWidth: 4,
  colorTicks: STR,
  ticksValue: [],
  animation: true,
  animationDuration: 500,
  animationRule: 'linear',
  titleFont: font(),
  labelFont: font(),
  valueFont: font(),
  minMaxFont: font(),
});

const ROW_STYLE: SettingsSpec = { useRowStyleFunction: BOOL, rowStyleFunction: STR };

/** The entities table. */
export const ENTITIES_TABLE: SettingsSpec = {
  entitiesTitle: STR,
  enableSearch: true,
  enableSelectColumnDisplay: true,
  enableStickyHeader: true,
  enableStickyAction: true,
  reserveSpaceForHiddenAction: 'true',
  displayEntityName: true,
  entityNameColumnTitle: STR,
  displayEntityLabel: false,
  entityLabelColumnTitle: STR,
  displayEntityType: true,
  displayPagination: true,
  defaultPageSize: 10,
  defaultSortOrder: 'entityName',
  ...ROW_STYLE,
};

const CELL_FUNCTIONS: SettingsSpec = { useCellStyleFunction: BOOL, cellStyleFunction: STR, useCellContentFunction: BOOL, cellContentFunction: STR };

/** Column (data key) settings of the tables. */
export const TABLE_COLUMN: SettingsSpec = {
  columnWidth: '0px',
  ...CELL_FUNCTIONS,
  defaultColumnVisibility: 'visible',
  columnSelectionToDisplay: 'enabled',
};

export const TIMESERIES_TABLE: SettingsSpec = {
  enableSearch: true,
  enableStickyHeader: true,
  enableStickyAction: true,
  showTimestamp: true,
  showMilliseconds: false,
  useEntityLabel: false,
  hideEmptyLines: false,
  disableStickyHeader: false,
  displayPagination: true,
  defaultPageSize: 10,
  reserveSpaceForHiddenAction: 'true',
  ...ROW_STYLE,
};

export const TIMESERIES_TABLE_KEY: SettingsSpec = CELL_FUNCTIONS;

export const ALARMS_TABLE: SettingsSpec = {
  alarmsTitle: STR,
  enableSelection: true,
  enableSearch: true,
  enableSelectColumnDisplay: true,
  enableFilter: true,
  enableStickyHeader: true,
  enableStickyAction: false,
  reserveSpaceForHiddenAction: 'true',
  displayDetails: true,
  allowAcknowledgment: true,
  allowClear: true,
  displayPagination: true,
  defaultPageSize: 10,
  defaultSortOrder: '-createdTime',
  ...ROW_STYLE,
};

/** The RPC settings every control widget shares; `requestTimeout` differs per widget. */
export const rpcCommon = (requestTimeout: number): SettingsSpec => ({ requestTimeout, requestPersistent: false, persistentPollingInterval: 5000 });

/** OpenStreetMap provider keys plus the common map, polygon, clustering and editor keys. */
export const MAPS_OPENSTREET: SettingsSpec = {
  mapProvider: 'OpenStreetMap.Mapnik',
  useCustomProvider: false,
  customProviderTileUrl: STR,
  defaultZoomLevel: NUM,
  useDefaultCenterPosition: false,
  defaultCenterPosition: '0,0',
  mapPageSize: 16384,
  fitMapBounds: true,
  draggableMarker: false,
  disableScrollZooming: false,
  disableZoomControl: false,
  latKeyName: 'latitude',
  lngKeyName: 'longitude',
  xPosKeyName: 'xPos',
  yPosKeyName: 'yPos',
  showLabel: true,
  label: '${entityName}',
  useLabelFunction: false,
  labelFunction: STR,
  showTooltip: true,
  showTooltipAction: 'click',
  autocloseTooltip: true,
  tooltipPattern: '<b>${entityName}</b><br/><br/><b>Latitude:</b> ${latitude:7}<br/><b>Longitude:</b> ${longitude:7}',
  useTooltipFunction: false,
  tooltipFunction: STR,
  posFunction: STR,
  markerOffsetX: 0.5,
  markerOffsetY: 1,
  tooltipOffsetX: 0,
  tooltipOffsetY: -1,
  color: STR,
  useColorFunction: false,
  colorFunction: STR,
  markerImage: STR,
  markerImageSize: 34,
  markerImages: [],
  useMarkerImageFunction: false,
  markerImageFunction: STR,
  showPolygon: false,
  polygonKeyName: 'coordinates',
  editablePolygon: false,
  showPolygonLabel: false,
  polygonLabel: STR,
  polygonColor: STR,
  usePolygonColorFunction: false,
  polygonColorFunction: STR,
  polygonOpacity: 0.5,
  polygonStrokeColor: STR,
  polygonStrokeOpacity: 1,
  polygonStrokeWeight: 1,
  showPolygonTooltip: false,
  polygonTooltipPattern: STR,
  useClusterMarkers: false,
  zoomOnClick: true,
  maxZoom: NUM,
  showCoverageOnHover: true,
  animate: true,
  maxClusterRadius: 80,
  spiderfyOnMaxZoom: false,
  chunkedLoading: false,
  removeOutsideVisibleBounds: true,
  snappable: false,
  initDragMode: false,
  hideAllControlButton: false,
  hideDrawControlButton: false,
  hideEditControlButton: false,
  hideRemoveControlButton: false,
};

/** The RPC switch (`control_widgets/switch_control`). */
export const SWITCH_CONTROL: SettingsSpec = {
  initialValue: false,
  title: STR,
  showOnOffLabels: true,
  retrieveValueMethod: 'rpc',
  valueKey: 'value',
  getValueMethod: 'getValue',
  setValueMethod: 'setValue',
  parseValueFunction: 'return data ? true : false;',
  convertValueFunction: 'return value;',
  ...rpcCommon(500),
};

/** The round switch (`control_widgets/round_switch`): the switch without on/off labels. */
export const ROUND_SWITCH: SettingsSpec = Object.fromEntries(Object.entries(SWITCH_CONTROL).filter(([key]) => key !== 'showOnOffLabels'));
