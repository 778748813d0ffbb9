import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

/*
 * The login page's entry (core/main.tsx) is built on its own (esbuild.config.mjs) and must stay
 * light: React and the login form, none of React Spectrum, the router, the stores, i18next or the
 * plugins (those load with the console's `app` entry after sign-in). Read from esbuild's metafile.
 */
const ROOT = path.resolve(__dirname, '../..');

describe('the login entry', () => {
  it('bundles React and the login form only, with the login style sheet', async () => {
    const result = await build({
      entryPoints: { main: path.join(ROOT, 'core/main.tsx') }, outdir: path.join(ROOT, '.login-entry'), bundle: true, write: false,
      metafile: true, format: 'esm', minify: true, jsx: 'automatic', define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'silent', logOverride: { 'package.json': 'silent' },
    });
    // What the script carries (modules it merely imports, tree-shaken away, weigh 0 bytes).
    const [, script] = Object.entries(result.metafile.outputs).find(([file]) => file.endsWith('main.js'))!;
    const inputs = Object.entries(script.inputs).filter(([, input]) => input.bytesInOutput > 0).map(([file]) => file);
    expect(inputs).toContain('core/shell/login/LoginForm.tsx');
    const heavy = inputs.filter((file) => /@adobe|@react-spectrum|@spectrum-icons|\/mobx|i18next|react-router|^plugins\/|core\/createHost|core\/shell\/(App|Shell|appEntry)\b/.test(file));
    expect(heavy).toEqual([]);
    const css = Object.entries(result.metafile.outputs).filter(([file]) => file.endsWith('.css'));
    expect(css).toHaveLength(1);
    expect(Object.keys(css[0][1].inputs)).toEqual(['core/shell/login/login.css']);
  });
});
