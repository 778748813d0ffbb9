import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../server/main';
import { serverHttp } from '../../dashboard/serverHttp';
import { login, removeTempDirs, startTestServer } from '../../server/helpers';
import { type WidgetsBundle } from '../../../plugins/widgets-library/api/types';
import { WidgetsApi } from '../../../plugins/widgets-library/api/widgetsApi';
import { WidgetEditorStore } from '../../../plugins/widgets-library/model/WidgetEditorStore';
import { templateDescriptor } from '../../../plugins/widgets-library/templates';

/** The sandbox as its page runs requests (node allows the eval the host page may not). */
const sandbox = { run: async (body: string, names: readonly string[], args: readonly unknown[]) => new Function(...names, body)(...args) };

let server: RunningServer;
let api: WidgetsApi;
let sysApi: WidgetsApi;
let bundle: WidgetsBundle;

beforeAll(async () => {
  server = await startTestServer();
  api = new WidgetsApi(serverHttp(server.url, (await login(server.url, 'tenant')).token));
  sysApi = new WidgetsApi(serverHttp(server.url, (await login(server.url, 'sysadmin')).token));
  bundle = await api.saveBundle({ title: 'Editor tests', image: null, description: null });
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

const newStore = () => new WidgetEditorStore(api, sandbox, bundle,
  { bundleAlias: bundle.alias, name: 'Card', image: null, description: null, descriptor: templateDescriptor('latest') }, true, false);

describe('the widget editor store, against a real server', () => {
  it('saves a new type from its template into the bundle, then tracks and undoes unsaved changes', async () => {
    const store = newStore();
    expect(store.dirty).toBe(true);
    const saved = await store.save();
    expect(saved?.id?.id).toBeTruthy();
    expect((await api.types(bundle)).map((t) => t.name)).toContain('Card');
    expect(store.dirty).toBe(false);

    store.setPane('templateHtml', '<div>changed</div>');
    store.setName('Card 2');
    expect(store.dirty).toBe(true);
    store.undo();
    expect(store.dirty).toBe(false);
    expect(store.draft.descriptor.templateHtml).toBe(templateDescriptor('latest').templateHtml);
    expect(store.draft.name).toBe('Card');
  });

  it('keeps what is typed while the first save is under way: the saved record becomes the baseline, the edit stays unsaved', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => { release = resolve; });
    const slow = new (class extends WidgetsApi {
      override async saveType(type: Parameters<WidgetsApi['saveType']>[0]) {
        await gate;
        return super.saveType(type);
      }
    })(serverHttp(server.url, (await login(server.url, 'tenant')).token));
    const store = new WidgetEditorStore(slow, sandbox, bundle,
      { bundleAlias: bundle.alias, name: 'Typed while saving', image: null, description: null, descriptor: templateDescriptor('latest') }, true, false);
    const saving = store.save();
    // A second Ctrl+S while the first is in flight waits for it: one type, not two.
    const again = store.save();
    await new Promise((resolve) => setTimeout(resolve, 20));
    store.setPane('templateHtml', '<div class="typed">after save</div>');
    release();
    const saved = await saving;
    expect(saved?.id?.id).toBeTruthy();
    expect(saved?.descriptor.templateHtml).not.toContain('after save');
    expect(store.isNew).toBe(false);
    expect(store.draft.id?.id).toBe(saved?.id?.id);
    expect(store.draft.descriptor.templateHtml).toBe('<div class="typed">after save</div>');
    const second = await again;
    expect(second?.id?.id).toBe(saved?.id?.id);
    expect(store.dirty).toBe(false);
    const stored = (await api.types(bundle)).filter((t) => t.name === 'Typed while saving');
    expect(stored).toHaveLength(1);
    expect(stored[0].descriptor.templateHtml).toBe('<div class="typed">after save</div>');
  });

  it('edits the preview keys\' settings inside the default configuration', () => {
    const store = newStore();
    expect(store.previewKeys.map((k) => k.label)).toEqual(['Sin', 'Cos', 'Random']);
    store.setKeySettings(0, 1, { suffix: ' rpm' });
    expect(JSON.parse(store.draft.descriptor.defaultConfig).datasources[0].dataKeys[1]).toMatchObject({ label: 'Cos', settings: { suffix: ' rpm' } });
    expect(store.keySettings).toEqual([[{}, { suffix: ' rpm' }, {}]]);
    store.setPane('defaultConfig', '{ broken');
    store.setKeySettings(0, 0, { suffix: 'lost?' });
    expect(store.draft.descriptor.defaultConfig).toBe('{ broken');
  });

  it('runs only code that compiles: a syntax error keeps the preview and names the line', async () => {
    const store = newStore();
    const before = store.previewType;
    store.setPane('controllerScript', 'self.onInit = function() {\n  var x = ;\n};');
    expect(await store.run()).toBe(false);
    expect(store.previewType).toBe(before);
    expect(store.scriptProblem?.text).toBe("Error: SyntaxError: Unexpected token ';' Line 2 column 11 of script.");
    expect(await store.save()).toBeNull();

    store.setPane('templateCss', '.x { color: red; }');
    store.setPane('controllerScript', 'self.onInit = function() {};');
    expect(await store.run()).toBe(true);
    expect(store.scriptProblem).toBeNull();
    // A plain copy: the preview never holds the live (observable) draft.
    expect(store.previewType).not.toBe(before);
    expect(store.previewType.descriptor.templateCss).toBe('.x { color: red; }');
    store.setPane('templateCss', '');
    expect(store.previewType.descriptor.templateCss).toBe('.x { color: red; }');
  });

  it('refuses to save broken JSON panes or a blank name, sending nothing', async () => {
    const store = newStore();
    const count = (await api.types(bundle)).length;
    store.setPane('defaultConfig', '{"datasources": [}');
    expect(store.jsonErrors.defaultConfig?.text).toMatch(/^Error: SyntaxError: /);
    expect(await store.save()).toBeNull();
    store.setPane('defaultConfig', '{}');
    store.setName('  ');
    expect(store.hasErrors).toBe(true);
    expect(await store.save()).toBeNull();
    expect((await api.types(bundle)).length).toBe(count);
  });

  it('edits the settings inside the default configuration, and only while it parses', () => {
    const store = new WidgetEditorStore(api, sandbox, bundle,
      { bundleAlias: bundle.alias, name: 'Html', image: null, description: null, descriptor: templateDescriptor('static') }, true, false);
    store.setSettings({ cardHtml: '<b>Hi</b>', cardCss: '' });
    expect(JSON.parse(store.draft.descriptor.defaultConfig).settings).toEqual({ cardHtml: '<b>Hi</b>', cardCss: '' });
    expect(store.settings).toEqual({ cardHtml: '<b>Hi</b>', cardCss: '' });
    store.setPane('defaultConfig', '{ broken');
    store.setSettings({ cardHtml: 'lost?' });
    expect(store.draft.descriptor.defaultConfig).toBe('{ broken');
  });

  it('saves as a new type into another bundle, dropping blank resources; the edited type stays unsaved but no longer asks', async () => {
    const other = await api.saveBundle({ title: 'Editor tests 2', image: null, description: null });
    const store = newStore();
    store.setResources([{ url: ' ', isModule: false }, { url: 'https://cdn.example.com/a.js', isModule: true }]);
    const copy = await store.saveAs(other, 'Copied card');
    expect(copy).toMatchObject({ bundleAlias: other.alias, name: 'Copied card' });
    expect(copy?.descriptor.resources).toEqual([{ url: 'https://cdn.example.com/a.js', isModule: true }]);
    expect(store.dirty).toBe(false);
  });

  it("refuses a tenant's save into a system bundle (the server answers 403), and a read-only editor saves nothing", async () => {
    const [charts] = (await sysApi.allBundles()).filter((b) => b.alias === 'charts');
    const [line] = await api.types(charts);
    const store = new WidgetEditorStore(api, sandbox, charts, line, false, true);
    store.setName('Mine now');
    expect(await store.save()).toBeNull();
    const writable = new WidgetEditorStore(api, sandbox, charts, line, false, false);
    writable.setName('Mine now');
    expect(await writable.save()).toBeNull();
    expect((await api.type(line.id!.id)).name).toBe(line.name);
  });
});

describe('the bundles table query', () => {
  it('filters by scope: a tenant sees its own or the system bundles; paging and search still apply', async () => {
    const link = { pageSize: 100, page: 0, sortProperty: 'title', sortOrder: 'ASC' as const };
    const own = await api.bundles(link, 'TENANT');
    expect(own.data.map((b) => b.title)).toEqual(['Editor tests', 'Editor tests 2']);
    const system = await api.bundles(link, 'SYSTEM');
    expect(system.data.length).toBeGreaterThan(3);
    expect(system.data.every((b) => b.tenantId.id === '13814000-1dd2-11b2-8080-808080808080')).toBe(true);
    const all = await api.bundles(link, 'ALL');
    expect(all.totalElements).toBe(own.totalElements + system.totalElements);
    expect((await api.bundles({ ...link, textSearch: 'tests 2' }, 'TENANT')).data.map((b) => b.title)).toEqual(['Editor tests 2']);
    expect((await sysApi.bundles(link, 'TENANT')).totalElements).toBe(0);
    await expect(api.bundles(link, 'OTHER' as never)).rejects.toMatchObject({ status: 400 });
  });
});
