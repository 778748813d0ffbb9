// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type i18n } from 'i18next';
import {
  definePlugin, defineRuleNodeEditor, notificationServiceRef, type PluginManifest, type RuleNodeEditorProps,
  ruleNodeEditorLibraryServiceRef, ruleNodeScriptTestServiceRef, useService,
} from '@tessera/sdk';
import type { RunningServer } from '../../../../server/main';
import { PluginHost } from '../../../../core/runtime/PluginHost';
import { type BundleLoader } from '../../../../core/runtime/PluginSource';
import { Registries } from '../../../../core/runtime/Registries';
import { ServiceContainer } from '../../../../core/runtime/ServiceContainer';
import { RuleNodeEditorLibraryStore } from '../../../../core/services/RuleNodeEditorLibraryStore';
import { RuleChainApi } from '../../../../plugins/rule-chains/api/ruleChainApi';
import { type ComponentDescriptor } from '../../../../plugins/rule-chains/api/types';
import { NodeConfigDialog, type NodeConfigDialogProps } from '../../../../plugins/rule-chains/node-config/NodeConfigDialog';
import { serverHttp } from '../../../dashboard/serverHttp';
import { newTenantAdmin } from '../../../server/entityHelpers';
import { removeTempDirs, startTestServer } from '../../../server/helpers';
import { englishI18n, FILTER_CLASS, recordingNotifications, renderWith, servicesFor } from '../consoleHarness';

/*
 * The rule node dialog in a browser-like DOM, in English, with editors loaded from bundles
 * through the real plugin host: a class's editor (defaults, errors, validate before save,
 * the script test through the SDK service against the real server), the JSON editor of a
 * class without one, a bundle that fails to load, and an unknown class.
 */

const LOG_CLASS = 'org.thingsboard.rule.engine.action.TbLogNode';
const ALARM_CLASS = 'org.thingsboard.rule.engine.action.TbCreateAlarmNode';

let server: RunningServer;
let admin: Awaited<ReturnType<typeof newTenantAdmin>>;
let i18n: i18n;
let components: ComponentDescriptor[];
const descriptor = (clazz: string) => components.find((c) => c.clazz === clazz);

type FilterConfig = { jsScript: string };

/** A bundle's editor of the script filter: a text box, "required" while empty, and the script test. */
function ScriptFilterEditor(props: RuleNodeEditorProps<FilterConfig>) {
  const tester = useService(ruleNodeScriptTestServiceRef);
  const emit = (jsScript: string) => props.onChange({ ...props.value, jsScript }, jsScript.trim() ? [] : ['The filter script is required.']);
  return (
    <div>
      <label>Filter script<textarea value={props.value.jsScript} onChange={(e) => emit(e.target.value)} /></label>
      <span data-testid="editor-chain">{props.context?.ruleChainId}/{props.context?.ruleChainType}</span>
      <button type="button" onClick={() => void tester.open({ script: props.value.jsScript, scriptType: 'filter', functionTitle: 'Filter' }).then((s) => { if (s !== undefined) emit(s); })}>
        Test filter script
      </button>
    </div>
  );
}

const manifest = (id: string, clazz: string): PluginManifest => ({ id, version: '1.0.0', name: id, main: 'index.js', contributes: { ruleNodeEditors: [{ clazz }] } });
const filters = manifest('acme.filter-editors', FILTER_CLASS);
const broken = manifest('acme.alarm-editors', ALARM_CLASS);

function libraryWithBundles() {
  const loader: BundleLoader = {
    import: async (_url, m) => {
      if (m.id === broken.id) throw new Error('Unexpected token < in bundle');
      return {
        default: definePlugin({
          manifest: filters,
          activate: (ctx) => { ctx.ruleNodeEditors.register(defineRuleNodeEditor<FilterConfig>({
            clazz: FILTER_CLASS, component: ScriptFilterEditor, defaultConfiguration: { jsScript: 'return msg.temperature > 20;' },
            validate: (c) => (c.jsScript.includes('return') ? [] : ['The filter script must return a value.']),
          })); },
        }),
      };
    },
    unload: () => undefined,
  };
  const registries = new Registries();
  const pluginHost = new PluginHost({ services: new ServiceContainer([]), registries, bundleLoader: loader, log: () => undefined });
  return new RuleNodeEditorLibraryStore({
    pluginHost, registries, baseUrl: 'http://console.test/',
    fetchJson: async () => [filters, broken].map((m) => ({ path: `${m.id}/`, manifest: m })),
  });
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await newTenantAdmin(server);
  i18n = await englishI18n();
  components = await new RuleChainApi(serverHttp(server.url, admin.token)).components('CORE');
});
configure({ asyncUtilTimeout: 10_000 });
afterEach(cleanup);
afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

function show(node: NodeConfigDialogProps['node'], isNew = false) {
  const onSave = vi.fn();
  const onCancel = vi.fn();
  const notifications = recordingNotifications();
  const services = servicesFor(server, admin, [[ruleNodeEditorLibraryServiceRef, libraryWithBundles()], [notificationServiceRef, notifications]]);
  renderWith(i18n, services, (
    <NodeConfigDialog node={node} definition={descriptor(node.clazz)} chain={{ id: 'chain-1', type: 'CORE' }} isNew={isNew} onSave={onSave} onCancel={onCancel} />
  ));
  return { onSave, onCancel, notifications };
}

const press = (element: HTMLElement) => act(async () => { fireEvent.click(element); });
const type = (element: HTMLElement, value: string) => act(async () => { fireEvent.change(element, { target: { value } }); });
const saveButton = (name = 'Save') => within(screen.getByRole('dialog')).getByRole('button', { name });

describe('NodeConfigDialog', () => {
  it('configures a new node through its bundle’s editor, starting from the editor’s defaults', async () => {
    const { onSave } = show({ clazz: FILTER_CLASS, name: '', debugMode: false, configuration: { jsScript: 'server default' } }, true);
    const script = await screen.findByRole('textbox', { name: 'Filter script' });
    expect((script as HTMLTextAreaElement).value).toBe('return msg.temperature > 20;');
    expect(screen.getByTestId('editor-chain').textContent).toBe('chain-1/CORE');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Add rule node: script');
    expect(saveButton('Add').hasAttribute('disabled')).toBe(true);

    await type(screen.getByRole('textbox', { name: /^Name/ }), 'Hot?');
    await type(script, '');
    expect(within(screen.getByRole('alert', { name: 'Configuration errors' })).getByText('The filter script is required.')).toBeTruthy();
    expect(saveButton('Add').hasAttribute('disabled')).toBe(true);

    await type(script, 'msg.temperature > 30');
    await press(saveButton('Add'));
    expect(screen.getByText('The filter script must return a value.')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();

    await type(script, 'return msg.temperature > 30;');
    await press(screen.getByRole('switch', { name: 'Debug mode' }));
    await type(screen.getByRole('textbox', { name: 'Description' }), ' Hot readings ');
    await press(saveButton('Add'));
    expect(onSave).toHaveBeenCalledWith({ name: 'Hot?', debugMode: true, configuration: { jsScript: 'return msg.temperature > 30;' }, description: 'Hot readings' });
  });

  it('lets an editor open the script test dialog, test on the server and save the script back', async () => {
    const { onSave } = show({ clazz: FILTER_CLASS, name: 'Hot?', debugMode: false, configuration: { jsScript: 'return msg.temperature > 20;' } });
    await press(await screen.findByRole('button', { name: 'Test filter script' }));
    const dialog = await screen.findByRole('dialog', { name: 'Test script function' });
    expect(within(dialog).getByText('function Filter(msg, metadata, msgType) {')).toBeTruthy();
    const script = await within(dialog).findByRole('textbox', { name: 'Script' });
    expect(within(dialog).getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    await type(script, 'return msg.humidity > 50;');
    await press(within(dialog).getByRole('button', { name: 'Test' }));
    await waitFor(() => expect((within(screen.getByTestId('script-test-output')).getByRole('textbox') as HTMLTextAreaElement).value).toBe('true'));
    await press(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Test script function' })).toBeNull());
    expect((screen.getByRole('textbox', { name: 'Filter script' }) as HTMLTextAreaElement).value).toBe('return msg.humidity > 50;');
    await press(saveButton());
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ configuration: { jsScript: 'return msg.humidity > 50;' } }));
  });

  it('edits the configuration of a class without an editor as JSON, with a note', async () => {
    const { onSave } = show({ clazz: LOG_CLASS, name: 'Log', debugMode: false, configuration: { jsScript: 'return "a";' }, description: 'old' });
    expect(await screen.findByText("Defined configuration directive 'tbActionNodeLogConfig' is not available.")).toBeTruthy();
    const json = await screen.findByRole('textbox', { name: 'Configuration' }) as HTMLTextAreaElement;
    expect(JSON.parse(json.value)).toEqual({ jsScript: 'return "a";' });
    await type(json, '{"jsScript": ');
    expect(screen.getAllByText('The configuration is not a valid JSON object.').length).toBeGreaterThan(0);
    expect(saveButton().hasAttribute('disabled')).toBe(true);
    await type(json, '{"jsScript": "return \'b\';"}');
    await press(saveButton());
    expect(onSave).toHaveBeenCalledWith({ name: 'Log', debugMode: false, configuration: { jsScript: "return 'b';" }, description: 'old' });
  });

  it('says when the bundle of a class failed to load, and shows its JSON', async () => {
    show({ clazz: ALARM_CLASS, name: 'Alarm', debugMode: false, configuration: { alarmType: 'General Alarm' } });
    expect(await screen.findByText('Failed to load configuration ui resources.')).toBeTruthy();
    const json = await screen.findByRole('textbox', { name: 'Configuration' }) as HTMLTextAreaElement;
    expect(JSON.parse(json.value)).toEqual({ alarmType: 'General Alarm' });
  });

  it('names an unknown class and still shows its configuration', async () => {
    const { onCancel } = show({ clazz: 'org.acme.NoSuchNode', name: 'Legacy', debugMode: false, configuration: { a: 1 } });
    expect(await screen.findByText('Unknown Rule Node class: org.acme.NoSuchNode')).toBeTruthy();
    expect(JSON.parse((await screen.findByRole('textbox', { name: 'Configuration' }) as HTMLTextAreaElement).value)).toEqual({ a: 1 });
    await press(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
