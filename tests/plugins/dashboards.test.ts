import { describe, expect, it } from 'vitest';
import { type EntityId, type EntityType } from '@tessera/sdk';
import { DEFAULT_MAX_DATAPOINTS_LIMIT, defaultTimewindow } from '@tessera/ui';
import {
  checkDashboardImport, customerChanges, DASHBOARD_IMPORT_FIELDS, DASHBOARD_JSON, type Dashboard, dashboardDraft, dashboardSaveBody,
  newDashboardConfiguration, publicDashboardLink, toDashboardExport, validateDashboardDraft,
} from '../../plugins/dashboards/dashboards';
import { JsonImportError, toImportBody } from '../../plugins/shared/entityJson';

const TW = defaultTimewindow(1_700_000_000_000, DEFAULT_MAX_DATAPOINTS_LIMIT);
const id = (entityType: EntityType, uuid: string): EntityId => ({ entityType, id: uuid });

/** A ThingsBoard 3.3 export as the Export button of ThingsBoard writes it (trimmed to one widget per kind). */
const TB33_EXPORT = {
  title: 'Thermostats',
  image: null,
  mobileHide: false,
  mobileOrder: null,
  configuration: {
    description: 'Example dashboard for the thermostats',
    widgets: {
      '2a8da3f4-76a7-3f1e-b8e1-d2dbb6e2f8a6': {
        isSystemType: true, bundleAlias: 'cards', typeAlias: 'entities_table', type: 'latest', title: 'New widget',
        sizeX: 10.5, sizeY: 6.5, image: null,
        config: {
          timewindow: { realtime: { interval: 1000, timewindowMs: 86400000 }, aggregation: { type: 'NONE', limit: 200 } },
          showTitle: true, backgroundColor: 'rgb(255, 255, 255)', color: 'rgba(0, 0, 0, 0.87)', padding: '4px',
          settings: { enableSearch: true, displayPagination: true, defaultPageSize: 10, defaultSortOrder: 'entityName', displayEntityName: true },
          title: 'Thermostats', dropShadow: true, enableFullscreen: false,
          titleStyle: { fontSize: '16px', fontWeight: 400, padding: '5px 10px 5px 10px' },
          useDashboardTimewindow: false, showLegend: false,
          datasources: [{
            type: 'entity', name: null, entityAliasId: '68a058e1-fdda-8482-715b-3ae4a488568e', filterId: null,
            dataKeys: [
              { name: 'active', type: 'attribute', label: 'Active', color: '#2196f3', settings: { columnWidth: '0px', useCellStyleFunction: true,
                cellStyleFunction: '', useCellContentFunction: true, cellContentFunction: "value = '&#11044;';\nreturn value;" }, _hash: 0.9264532465170227 },
              { name: 'temperature', type: 'timeseries', label: 'Temperature', color: '#4caf50', settings: {}, _hash: 0.9545671172016701,
                units: '°C', decimals: 1, funcBody: null, usePostProcessing: false, postFuncBody: null },
            ],
          }],
          actions: {
            headerButton: [{ name: 'Add', icon: 'add', type: 'customPretty', customHtml: '<div></div>', customCss: '', customFunction: 'let $injector = widgetContext.$scope.$injector;', customResources: [], id: '70837a9d-c3de-a9a7-03c5-dccd14998758' }],
            rowClick: [{ name: 'On row click', icon: 'more_horiz', type: 'updateDashboardState', targetDashboardStateId: 'thermostat', setEntityId: true, stateEntityParamName: null, openRightLayout: false, id: '2bd3c9c4-1c3e-1ee9-a9aa-dd4a0bd5e8a4' }],
          },
          widgetStyle: {}, displayTimewindow: true,
        },
        row: 0, col: 0, id: '2a8da3f4-76a7-3f1e-b8e1-d2dbb6e2f8a6',
      },
      '6d3f6e52-85d1-5b9e-1d33-4e8b5e1a1c3d': {
        isSystemType: true, bundleAlias: 'charts', typeAlias: 'basic_timeseries', type: 'timeseries', title: 'New widget',
        sizeX: 18, sizeY: 6,
        config: {
          datasources: [{ type: 'entity', entityAliasId: '12ae98c7-1ea2-52cf-64d5-763e9d993547', filterId: null,
            dataKeys: [{ name: 'temperature', type: 'timeseries', label: 'Temperature', color: '#ef5350', settings: { showLines: true, fillLines: true }, _hash: 0.7 }] }],
          timewindow: { realtime: { timewindowMs: 60000 } }, showTitle: true, title: 'Temperature', showLegend: true,
          legendConfig: { direction: 'column', position: 'bottom', showMin: false, showMax: false, showAvg: true, showTotal: false },
          settings: { shadowSize: 4, fontColor: '#545454', fontSize: 10, xaxis: { showLabels: true, color: '#545454' }, yaxis: { showLabels: true, color: '#545454' },
            grid: { color: '#545454', tickColor: '#DDDDDD', verticalLines: true, horizontalLines: true, outlineWidth: 1 }, stack: false, tooltipIndividual: false },
        },
        id: '6d3f6e52-85d1-5b9e-1d33-4e8b5e1a1c3d',
      },
    },
    states: {
      default: { name: 'Thermostats', root: true, layouts: { main: {
        widgets: { '2a8da3f4-76a7-3f1e-b8e1-d2dbb6e2f8a6': { sizeX: 24, sizeY: 7, row: 0, col: 0 } },
        gridSettings: { backgroundColor: '#eeeeee', color: 'rgba(0,0,0,0.870588)', columns: 24, margin: 10, backgroundSizeMode: '100%',
          autoFillHeight: false, mobileAutoFillHeight: false, mobileRowHeight: 70 } } } },
      thermostat: { name: '${entityName}', root: false, layouts: { main: {
        widgets: { '6d3f6e52-85d1-5b9e-1d33-4e8b5e1a1c3d': { sizeX: 24, sizeY: 6, row: 0, col: 0, mobileHeight: 6, mobileOrder: 1 } },
        gridSettings: { backgroundColor: '#eeeeee', columns: 24, margin: 10, backgroundSizeMode: '100%' } } } },
    },
    entityAliases: {
      '68a058e1-fdda-8482-715b-3ae4a488568e': { id: '68a058e1-fdda-8482-715b-3ae4a488568e', alias: 'Thermostats',
        filter: { type: 'deviceType', resolveMultiple: true, deviceType: 'thermostat', deviceNameFilter: '' } },
      '12ae98c7-1ea2-52cf-64d5-763e9d993547': { id: '12ae98c7-1ea2-52cf-64d5-763e9d993547', alias: 'Thermostat',
        filter: { type: 'stateEntity', resolveMultiple: false, stateEntityParamName: null, defaultStateEntity: null } },
    },
    filters: {
      'e8c9b2a4-0c0d-4a53-b16e-1a5e4d5e9c1a': { id: 'e8c9b2a4-0c0d-4a53-b16e-1a5e4d5e9c1a', filter: 'High temperature', editable: true,
        keyFilters: [{ key: { type: 'TIME_SERIES', key: 'temperature' }, valueType: 'NUMERIC',
          predicates: [{ keyFilterPredicate: { operation: 'GREATER', value: { defaultValue: 25, dynamicValue: null }, type: 'NUMERIC' }, userInfo: { editable: true, label: '', autogeneratedLabel: true, order: 0 } }] }] },
    },
    timewindow: { displayValue: '', selectedTab: 0, realtime: { realtimeType: 1, interval: 1000, timewindowMs: 60000, quickInterval: 'CURRENT_DAY' },
      history: { historyType: 0, interval: 1000, timewindowMs: 60000, fixedTimewindow: { startTimeMs: 1636366186376, endTimeMs: 1636452586376 }, quickInterval: 'CURRENT_DAY' },
      aggregation: { type: 'AVG', limit: 25000 } },
    settings: { stateControllerId: 'entity', showTitle: false, showDashboardsSelect: true, showEntitiesSelect: true, showDashboardTimewindow: true,
      showDashboardExport: true, toolbarAlwaysOpen: true, showFilters: true, titleColor: 'rgba(0,0,0,0.870588)' },
  },
  name: 'Thermostats',
};

/** What the server answers for a dashboard: the export plus ids, owner, date and customers. */
function stored(body: Record<string, unknown>): Dashboard {
  return {
    ...(body as unknown as Dashboard),
    id: id('DASHBOARD', '784f394c-42b6-435a-983c-b7beff2784f9'),
    createdTime: 1_700_000_000_000,
    tenantId: id('TENANT', '13814000-1dd2-11b2-8080-808080808080'),
    name: body.title as string,
    assignedCustomers: [
      { customerId: id('CUSTOMER', 'aaaa0000-1dd2-11b2-8080-808080808080'), title: 'Customer A', public: false },
      { customerId: id('CUSTOMER', 'bbbb0000-1dd2-11b2-8080-808080808080'), title: 'Public', public: true },
    ],
  };
}

const importBody = (json: unknown) => checkDashboardImport(toImportBody(json, DASHBOARD_IMPORT_FIELDS));

describe('dashboard JSON transfer', () => {
  it('imports only the writable fields and keeps the configuration exactly', () => {
    const file = JSON.parse(JSON.stringify({ ...TB33_EXPORT, id: id('DASHBOARD', '11111111-1dd2-11b2-8080-808080808080'), tenantId: id('TENANT', '22222222-1dd2-11b2-8080-808080808080'), assignedCustomers: [] })) as unknown;
    const body = importBody(file);
    expect(Object.keys(body).sort()).toEqual(['configuration', 'image', 'mobileHide', 'mobileOrder', 'title']);
    expect(body.configuration).toStrictEqual(TB33_EXPORT.configuration);
    expect(JSON.stringify(body.configuration)).toBe(JSON.stringify(TB33_EXPORT.configuration));
  });

  it('round-trips: a ThingsBoard file imported then exported is the same file', () => {
    const file = JSON.parse(JSON.stringify(TB33_EXPORT)) as unknown;
    const exported = DASHBOARD_JSON.toExport!(stored(importBody(file)) as unknown as Record<string, unknown>);
    expect(exported).toStrictEqual(TB33_EXPORT);
    // The keys come in ThingsBoard's order, so the files compare byte for byte.
    expect(JSON.stringify(exported)).toBe(JSON.stringify(TB33_EXPORT));
  });

  it('exports no ids, tenant, date or customers', () => {
    const exported = toDashboardExport(stored({ title: 'D', configuration: { widgets: {} } }) as unknown as Record<string, unknown>);
    expect(exported).toEqual({ title: 'D', image: null, mobileHide: false, mobileOrder: null, configuration: { widgets: {} }, name: 'D' });
  });

  it('refuses files that are not dashboards', () => {
    const refused = (json: unknown) => {
      try {
        importBody(json);
        return 'accepted';
      } catch (error) {
        return error instanceof JsonImportError ? error.key : String(error);
      }
    };
    expect(refused({ title: 'D' })).toBe('import.not-a-dashboard');
    expect(refused({ configuration: {} })).toBe('import.not-a-dashboard');
    expect(refused({ title: '  ', configuration: {} })).toBe('import.not-a-dashboard');
    expect(refused({ title: 'D', configuration: [] })).toBe('import.not-a-dashboard');
    expect(refused({ title: 'D', configuration: 'x' })).toBe('import.not-a-dashboard');
    expect(refused({ name: 'Thermostat', type: 'default', deviceData: {} })).toBe('import.not-a-dashboard');
    expect(refused([TB33_EXPORT])).toBe('import.not-an-entity');
    expect(refused({ title: 'D', configuration: {} })).toBe('accepted');
  });
});

describe('dashboard editing', () => {
  it('gives a new dashboard a valid empty configuration with one root state', () => {
    const body = dashboardSaveBody({ title: ' Plant ', description: 'All machines', image: null, mobileHide: true, mobileOrder: 3 }, null, TW);
    expect(body).toEqual({
      title: 'Plant', image: null, mobileHide: true, mobileOrder: 3,
      configuration: {
        description: 'All machines', widgets: {},
        states: { default: { name: 'Plant', root: true, layouts: { main: { widgets: {}, gridSettings: { columns: 24, margin: 10, backgroundColor: '#eeeeee' } } } } },
        entityAliases: {}, filters: {}, timewindow: TW,
        settings: { stateControllerId: 'entity', showTitle: false, showDashboardsSelect: true, showEntitiesSelect: true,
          showDashboardTimewindow: true, showDashboardExport: true, toolbarAlwaysOpen: true },
      },
    });
    expect(newDashboardConfiguration('P', '', TW).timewindow).toMatchObject({ selectedTab: 0, realtime: { timewindowMs: 60_000 }, aggregation: { type: 'AVG', limit: 250 } });
  });

  it('edits keep widgets, states and aliases and change only the description', () => {
    const existing = stored(importBody(JSON.parse(JSON.stringify(TB33_EXPORT))));
    const draft = dashboardDraft(existing);
    expect(draft).toEqual({ title: 'Thermostats', description: 'Example dashboard for the thermostats', image: null, mobileHide: false, mobileOrder: null });
    const body = dashboardSaveBody({ ...draft, title: 'Boilers', description: 'New text' }, existing, TW);
    expect(body.id).toEqual(existing.id);
    expect(body.title).toBe('Boilers');
    expect(body.configuration).toEqual({ ...TB33_EXPORT.configuration, description: 'New text' });
    // No description before and none typed: the configuration gets no new key.
    const plain = stored({ title: 'P', configuration: { widgets: {} } });
    expect(dashboardSaveBody(dashboardDraft(plain), plain, TW).configuration).toStrictEqual({ widgets: {} });
  });

  it('validates title and mobile order', () => {
    const ok = dashboardDraft(null);
    expect(validateDashboardDraft(ok)).toEqual({ title: 'dashboard.title-required' });
    expect(validateDashboardDraft({ ...ok, title: 'x'.repeat(255) })).toEqual({});
    expect(validateDashboardDraft({ ...ok, title: 'x'.repeat(256) })).toEqual({ title: 'dashboard.title-max-length' });
    expect(validateDashboardDraft({ ...ok, title: 'D', mobileOrder: 1.5 })).toEqual({ mobileOrder: 'form.invalid-number' });
    expect(validateDashboardDraft({ ...ok, title: 'D', mobileOrder: 2_147_483_648 })).toEqual({ mobileOrder: 'form.invalid-number' });
    expect(validateDashboardDraft({ ...ok, title: 'D', mobileOrder: -5 })).toEqual({});
  });
});

describe('dashboard sharing', () => {
  it('builds the public link from the Public customer entry only', () => {
    const dashboard = stored({ title: 'D', configuration: {} });
    expect(publicDashboardLink('https://iot.example.com', dashboard))
      .toBe('https://iot.example.com/dashboard/784f394c-42b6-435a-983c-b7beff2784f9?publicId=bbbb0000-1dd2-11b2-8080-808080808080');
    expect(publicDashboardLink('https://iot.example.com', { ...dashboard, assignedCustomers: dashboard.assignedCustomers!.slice(0, 1) })).toBeNull();
    expect(publicDashboardLink('https://iot.example.com', { ...dashboard, assignedCustomers: null })).toBeNull();
  });

  it('sends only what changed in the assigned customers', () => {
    expect(customerChanges(['a', 'b'], ['b', 'c', 'd'])).toEqual({ add: ['c', 'd'], remove: ['a'] });
    expect(customerChanges(['a'], ['a'])).toEqual({ add: [], remove: [] });
    expect(customerChanges([], [])).toEqual({ add: [], remove: [] });
    expect(customerChanges(['a', 'b'], [])).toEqual({ add: [], remove: ['a', 'b'] });
  });
});
