import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import type { RuleNodeEditorDefinition } from '@tessera/sdk';
import { PluginHost } from '../../../core/runtime/PluginHost';
import { Registries } from '../../../core/runtime/Registries';
import { ServiceContainer } from '../../../core/runtime/ServiceContainer';
import { parseUiBundleFile } from '../../../server/uiBundles/parseUiBundleFile';
import { removeTempDirs, tempDir } from '../../server/helpers';

/* The example rule-node UI bundle of the README and the command that builds it. */

const root = path.resolve(__dirname, '../../..');
const LOG_NODE = 'org.thingsboard.rule.engine.action.TbLogNode';

afterAll(removeTempDirs);

describe('rule-node-ui/examples/build.mjs hello-node', () => {
  it('writes a bundle file that the server accepts: the manifest and a System.register module importing only shared modules', async () => {
    const out = path.join(await tempDir(), 'hello.tessera-bundle.json');
    const { stdout } = await promisify(execFile)(process.execPath, ['rule-node-ui/examples/build.mjs', 'hello-node', '--out', out], { cwd: root });
    expect(stdout).toMatch(/^Built acme\.hello-node@1\.0\.0 into /);
    const file = JSON.parse(await readFile(out, 'utf8'));
    expect(file.manifest).toMatchObject({ id: 'acme.hello-node', contributes: { ruleNodeEditors: [{ clazz: LOG_NODE }] } });
    expect(file.manifest.shared).toEqual(expect.arrayContaining(['@adobe/react-spectrum', '@tessera/sdk']));
    expect(file.code.startsWith(`System.register(${JSON.stringify(file.manifest.shared)},`)).toBe(true);
    const parsed = parseUiBundleFile(Buffer.from(JSON.stringify(file)), 'ruleNode');
    expect(parsed.contributed).toEqual([LOG_NODE]);
  });

  it('answers a missing folder with its usage', async () => {
    const failure = await promisify(execFile)(process.execPath, ['rule-node-ui/examples/build.mjs', 'no-such-example'], { cwd: root }).catch((e: { code: number; stderr: string }) => e);
    expect(failure).toMatchObject({ code: 2, stderr: expect.stringContaining('Usage: node rule-node-ui/examples/build.mjs <example folder') });
  });
});

describe('the hello-node editor', () => {
  it('registers an editor for the log node that requires the log text function', async () => {
    const registries = new Registries();
    const host = new PluginHost({ services: new ServiceContainer([]), registries });
    const plugin = (await import('../../../rule-node-ui/examples/hello-node/index')).default;
    expect((await host.load(plugin.manifest, { kind: 'module', load: async () => ({ default: plugin }) })).status).toBe('active');
    const editor = registries.ruleNodeEditors.get(LOG_NODE) as RuleNodeEditorDefinition<{ jsScript: string }>;
    expect(editor.validate?.(editor.defaultConfiguration!)).toEqual([]);
    expect(editor.validate?.({ jsScript: '  ' })).toEqual(['The log text function is required.']);
  });
});
