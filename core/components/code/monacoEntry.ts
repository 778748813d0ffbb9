/**
 * The Monaco build entry. esbuild builds it as its own entry (not an import() from main), so
 * neither its JavaScript nor its CSS reaches the login page; loadMonaco() fetches it, with its
 * stylesheet, the first time a CodeEditor renders.
 */
import * as monaco from 'monaco-editor/editor';
import 'monaco-editor/features/register.all';
import 'monaco-editor/languages/definitions/protobuf/register';
import 'monaco-editor/languages/definitions/javascript/register';
import 'monaco-editor/languages/definitions/typescript/register';
import 'monaco-editor/languages/definitions/html/register';
import 'monaco-editor/languages/definitions/css/register';
import 'monaco-editor/languages/definitions/markdown/register';
import 'monaco-editor/languages/features/json/register';
import 'monaco-editor/languages/features/typescript/register';
import 'monaco-editor/languages/features/css/register';
import 'monaco-editor/languages/features/html/register';

/** Worker files built by esbuild.config.mjs into assets/workers/, by Monaco's worker label. */
const WORKER_FILES: Record<string, string> = {
  json: 'json.worker.js',
  typescript: 'ts.worker.js',
  javascript: 'ts.worker.js',
  css: 'css.worker.js',
  scss: 'css.worker.js',
  less: 'css.worker.js',
  html: 'html.worker.js',
  handlebars: 'html.worker.js',
  razor: 'html.worker.js',
};

/** The worker file for a Monaco worker label; everything else runs in the plain editor worker. */
export function workerFile(label: string): string {
  return WORKER_FILES[label] ?? 'editor.worker.js';
}

(globalThis as { MonacoEnvironment?: object }).MonacoEnvironment = {
  getWorkerUrl: (_moduleId: string, label: string) => new URL(`assets/workers/${workerFile(label)}`, document.baseURI).href,
};

export { monaco };
