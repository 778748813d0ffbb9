// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { describeError, WidgetController } from '../../../core/sandbox/widget/WidgetController';
import { formatValue } from '../../../core/sandbox/widget/formatValue';
import type { BridgeState, FrameMessage, SeriesUpdate } from '../../../core/services/sandbox/widgetBridgeProtocol';

const baseState = (): BridgeState => ({
  width: 300, height: 200, isEdit: false, isMobile: false, theme: 'light' as const, title: 'Temp', units: '°C', decimals: 1,
  settings: { color: 'red' },
  datasources: [{ type: 'entity', name: 'Thermo', entityId: 'dev-1', entityType: 'DEVICE', entityName: 'Thermo', dataKeys: [{ name: 'temperature', type: 'timeseries', label: 'Temperature', color: '#f00', settings: {} }] }],
  timeWindow: { minTime: 0, maxTime: 60_000, interval: 1000, aggregation: 'NONE', realtime: true },
  actions: { elementClick: [{ id: 'a1', name: 'Open', type: 'openDashboardState' }] },
});

function start(controllerScript: string, options: { template?: string; css?: string; data?: SeriesUpdate[]; state?: BridgeState } = {}) {
  const sent: FrameMessage[] = [];
  const marks: string[] = [];
  const state = options.state ?? baseState();
  const controller = new WidgetController(
    document.body, { templateHtml: options.template ?? '<div class="value"></div>', templateCss: options.css ?? '.value { color: blue; }', controllerScript },
    state, [{ datasource: 0, dataKey: 0 }], options.data ?? [{ index: 0, full: [[1000, 21.5]] }],
    (m) => { if (m.type === 'busy' || m.type === 'idle') marks.push(m.type); else sent.push(m); },
  );
  return { controller, sent, marks, log: (globalThis as { log?: string[] }).log! };
}

afterEach(() => {
  document.body.replaceChildren();
  document.head.replaceChildren();
  (globalThis as { log?: string[] }).log = [];
});

const LOGGING = `
var log = globalThis.log;
self.onInit = function () { log.push('init ' + self.ctx.width + 'x' + self.ctx.height + ' ' + self.ctx.settings.color + ' ' + self.ctx.units); };
self.onDataUpdated = function () { log.push('data ' + self.ctx.data[0].data.map(function (p) { return p[1]; }).join(',')); self.ctx.$container.find('.value').text(self.ctx.data[0].data.at(-1)[1]); };
self.onResize = function () { log.push('resize ' + self.ctx.width + 'x' + self.ctx.height); };
self.onEditModeChanged = function () { log.push('edit ' + self.ctx.isEdit); };
self.onDestroy = function () { log.push('destroy'); };
`;

describe('WidgetController: the lifecycle ThingsBoard controllers expect', () => {
  it('renders the template and CSS, then calls onInit and onDataUpdated, and says it rendered', () => {
    (globalThis as { log?: string[] }).log = [];
    const { sent, log } = start(LOGGING);
    expect(log).toEqual(['init 300x200 red °C', 'data 21.5']);
    expect(document.querySelector('.tb-widget-container .value')!.textContent).toBe('21.5');
    expect(document.head.querySelector('style:not(#tb-theme)')!.textContent).toContain('color: blue');
    expect(sent).toEqual([{ v: 1, type: 'rendered' }]);
  });

  it('does not call onDataUpdated after onInit when there is no data yet', () => {
    (globalThis as { log?: string[] }).log = [];
    const { log } = start(LOGGING, { data: [] });
    expect(log).toEqual(['init 300x200 red °C']);
  });

  it('calls onResize, onEditModeChanged and onDataUpdated for one update, keeping ctx.data the same array', () => {
    (globalThis as { log?: string[] }).log = [];
    const { controller, log } = start(LOGGING);
    const data = controller.ctx.data;
    controller.update({ width: 400, height: 250, isEdit: true, data: [{ index: 0, full: [[1000, 21.5], [2000, 22]] }] });
    expect(log.slice(2)).toEqual(['resize 400x250', 'edit true', 'data 21.5,22']);
    expect(controller.ctx.data).toBe(data);
    expect((controller.ctx.$container[0] as HTMLElement).style.width).toBe('400px');
    controller.update({ width: 400 });
    expect(log).toHaveLength(5);
    controller.destroy();
    expect(log.at(-1)).toBe('destroy');
  });

  it('reports a throwing onInit by name and message, and never says it rendered', () => {
    const { sent } = start("self.onInit = function () { throw new TypeError('the gauge is broken'); };");
    expect(sent).toEqual([{ v: 1, type: 'error', message: 'TypeError: the gauge is broken' }]);
  });

  it('reports a controller that does not compile', () => {
    const { sent } = start('self.onInit = function () {');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ type: 'error', message: expect.stringMatching(/^SyntaxError: /) });
  });

  it('reports the same error of every update once', () => {
    const { controller, sent } = start("self.onDataUpdated = function () { throw new Error('bad data'); };", { data: [] });
    controller.update({ data: [{ index: 0, full: [[1, 1]] }] });
    controller.update({ data: [{ index: 0, full: [[2, 2]] }] });
    expect(sent.filter((m) => m.type === 'error')).toEqual([{ v: 1, type: 'error', message: 'Error: bad data' }]);
  });

  it('sends RPC, attribute saves and actions to the host and hands back its answers', async () => {
    (globalThis as { result?: unknown }).result = undefined;
    const { controller, sent } = start(`
      self.onInit = function () {
        self.ctx.controlApi.sendTwoWayCommand('getValue', { pin: 1 }, 5000).subscribe(function (v) { globalThis.result = v; });
        self.ctx.controlApi.sendOneWayCommand('setValue', true);
        self.ctx.attributeService.saveEntityAttributes({ entityType: 'DEVICE', id: 'dev-1' }, 'SERVER_SCOPE', [{ key: 'target', value: 20 }]);
        var d = self.ctx.actionsApi.getActionDescriptors('elementClick')[0];
        self.ctx.actionsApi.handleWidgetAction({}, d, { entityType: 'DEVICE', id: 'dev-1' }, 'Thermo');
      };`);
    const calls = sent.filter((m) => m.type === 'call');
    expect(calls).toEqual([
      { v: 1, type: 'call', id: 1, op: 'rpc', twoWay: true, method: 'getValue', params: { pin: 1 }, timeout: 5000 },
      { v: 1, type: 'call', id: 2, op: 'rpc', twoWay: false, method: 'setValue', params: true, timeout: undefined },
      { v: 1, type: 'call', id: 3, op: 'saveAttributes', entityId: { entityType: 'DEVICE', id: 'dev-1' }, scope: 'SERVER_SCOPE', attributes: [{ key: 'target', value: 20 }] },
      { v: 1, type: 'call', id: 4, op: 'action', sourceId: 'elementClick', actionId: 'a1', entityId: { entityType: 'DEVICE', id: 'dev-1' }, entityName: 'Thermo', entityLabel: undefined },
    ]);
    controller.settle(1, true, { value: 42 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((globalThis as { result?: unknown }).result).toEqual({ value: 42 });
  });

  it('gives the controller ThingsBoard\'s formatValue, units and decimals, and a jQuery-like $container', () => {
    const { controller } = start('', { template: '<span class="a">x</span><span class="a">y</span>' });
    expect(controller.ctx.utils.formatValue(21.456, 1, '°C', true)).toBe('21.5 °C');
    expect(controller.ctx.decimals).toBe(1);
    const spans = controller.ctx.$container.find('.a');
    expect(spans.length).toBe(2);
    spans.css({ color: 'green', fontSize: 12 }).addClass('b');
    expect((spans[1] as HTMLElement).style.fontSize).toBe('12px');
    expect(spans.hasClass('b')).toBe(true);
    expect(controller.ctx.$container.find('.a').text()).toBe('xy');
  });
});

describe('formatValue and describeError', () => {
  it('formats as ThingsBoard does', () => {
    expect(formatValue(2.5, 2, 'V', true)).toBe('2.50 V');
    expect(formatValue(2.5, 2, 'V', false)).toBe('2.5 V');
    expect(formatValue('7', 1, '', true)).toBe('7.0');
    expect(formatValue('on', 2, 'V')).toBe('on');
    expect(formatValue(null)).toBe('');
  });

  it('names errors', () => {
    expect(describeError(new RangeError('too far'))).toBe('RangeError: too far');
    expect(describeError('plain')).toBe('plain');
    expect(describeError({ message: 'object' })).toBe('object');
  });
});

describe('WidgetController: theme and mobile mode', () => {
  const WATCHING = `
var log = globalThis.log;
self.onInit = function () { log.push('init ' + self.ctx.theme + ' ' + self.ctx.isMobile); };
self.onMobileModeChanged = function () { log.push('mobile ' + self.ctx.isMobile); };
self.onThemeChanged = function () { log.push('theme ' + self.ctx.theme); };
`;

  it('marks the frame and the container with the theme and its CSS variables, and follows changes', () => {
    (globalThis as { log?: string[] }).log = [];
    const { controller, log } = start(WATCHING, { state: { ...baseState(), theme: 'dark' } });
    const container = document.querySelector('.tb-widget-container')!;
    expect(container.classList.contains('tb-theme-dark')).toBe(true);
    expect(document.documentElement.classList.contains('tb-theme-dark')).toBe(true);
    expect(document.getElementById('tb-theme')!.textContent).toContain('--tb-text-color: rgba(255, 255, 255, 0.87)');
    controller.update({ theme: 'light' });
    expect(container.classList.contains('tb-theme-light')).toBe(true);
    expect(container.classList.contains('tb-theme-dark')).toBe(false);
    controller.update({ theme: 'light' });
    expect(log).toEqual(['init dark false', 'theme light']);
  });

  it('calls onMobileModeChanged when the dashboard switches its mobile layout, as ThingsBoard does', () => {
    (globalThis as { log?: string[] }).log = [];
    const { controller, log } = start(WATCHING);
    controller.update({ isMobile: true, width: 200 });
    controller.update({ isMobile: true });
    controller.update({ isMobile: false });
    expect(log).toEqual(['init light false', 'mobile true', 'mobile false']);
  });
});

describe('WidgetController: busy marks for the host\'s stall watch', () => {
  it('says busy before the constructor and each hook, and idle after, also when a hook throws', () => {
    (globalThis as { log?: string[] }).log = [];
    const { controller, marks } = start(`self.onInit = function () {}; self.onResize = function () { throw new Error('x'); };`);
    // constructor, onInit, onDataUpdated is absent (no function): two pairs
    expect(marks).toEqual(['busy', 'idle', 'busy', 'idle']);
    controller.update({ width: 10 });
    expect(marks).toEqual(['busy', 'idle', 'busy', 'idle', 'busy', 'idle']);
  });
});
