import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { SANDBOX_CONTENT_SECURITY_POLICY, widgetSandboxContentSecurityPolicy } from '../../core/services/sandbox/sandboxPolicy';
import type { RouteModule } from './ServerContext';

/*
 * The script sandbox's own document (architecture.md, Trust). The console's CSP forbids
 * eval; this page alone allows it, and it only ever runs inside the console's
 * `sandbox="allow-scripts"` iframe, where its origin is opaque. The policy lives beside the
 * console code that requires it of the frame (core/services/sandbox/sandboxPolicy.ts).
 */

/** esbuild's name for the entry built from core/sandbox/sandboxMain.ts. */
const SANDBOX_SCRIPT = /^sandbox-[A-Za-z0-9]+\.js$/;
/** esbuild's name for the entry built from core/sandbox/widgetSandboxMain.ts (the widget sandbox). */
const WIDGET_SANDBOX_SCRIPT = /^widgetSandbox-[A-Za-z0-9]+\.js$/;
/** esbuild's name for the entry built from core/sandbox/nativeWidgetSandboxMain.ts (native bundles' widgets, `?native=1`). */
const NATIVE_WIDGET_SANDBOX_SCRIPT = /^nativeWidgetSandbox-[A-Za-z0-9]+\.js$/;
/** React Spectrum for the native widget sandbox (core/sandbox/native/loadFrameSpectrum.ts), named in the page. */
const NATIVE_WIDGET_SPECTRUM_SCRIPT = /^nativeWidgetSpectrum-[A-Za-z0-9]+\.js$/;

/** The hashed sandbox script of the current build, looked up per request so a rebuild needs no restart. */
async function findSandboxScript(staticDir: string, pattern: RegExp = SANDBOX_SCRIPT): Promise<string | undefined> {
  try {
    return (await readdir(path.join(staticDir, 'assets'))).find((name) => pattern.test(name));
  } catch {
    return undefined;
  }
}

/** A classic script, not a module: module scripts are fetched with CORS, which an opaque origin fails. */
export function sandboxHtml(script: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Tessera script sandbox</title>
<script src="assets/${script}"></script>
</head>
<body></body>
</html>
`;
}

/**
 * The widget sandbox's document: one ThingsBoard-format widget type (its template, CSS and
 * controller) in the console's `sandbox="allow-scripts"` iframe. Its CSP adds inline styles and
 * data-URL images and fonts to the script sandbox's, and still fetches nothing.
 */
export function widgetSandboxHtml(script: string, spectrum?: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Tessera widget sandbox</title>
${spectrum ? `<meta name="tessera:frame-spectrum" content="assets/${spectrum}">\n` : ''}<style>html,body{margin:0;padding:0;overflow:hidden;background:transparent;font-family:Roboto,"Helvetica Neue",sans-serif;font-size:14px}</style>
<script src="assets/${script}"></script>
</head>
<body></body>
</html>
`;
}

export const sandboxPageRoutes: RouteModule = (app, ctx) => {
  // Runs after the app-wide hook that puts the console's CSP on every HTML answer, and replaces it.
  app.addHook('onSend', async (request, reply, payload) => {
    const widget = request.url.split('?')[0] === '/widget-sandbox.html';
    // A widget type's external resources (`?resource=<url>`, repeated) are allowed by exactly their URLs.
    const resources = widget ? new URL(request.url, 'http://host').searchParams.getAll('resource') : [];
    reply.header('Content-Security-Policy', widget ? widgetSandboxContentSecurityPolicy(resources) : SANDBOX_CONTENT_SECURITY_POLICY);
    return payload;
  });

  // A dashboard opens one frame per sandboxed widget: the page is revalidated (a rebuild changes it), and answered 304 while unchanged.
  app.get<{ Querystring: { native?: string } }>('/widget-sandbox.html', async (request, reply) => {
    // The same page, policy and bridge for a tenant's native bundle widget, with the script that runs one.
    const native = request.query.native === '1';
    const script = await findSandboxScript(ctx.config.staticDir, native ? NATIVE_WIDGET_SANDBOX_SCRIPT : WIDGET_SANDBOX_SCRIPT);
    if (!script) return reply.code(404).type('text/plain; charset=utf-8').send('The console is not built');
    const spectrum = native ? await findSandboxScript(ctx.config.staticDir, NATIVE_WIDGET_SPECTRUM_SCRIPT) : undefined;
    const etag = `"${script}${spectrum ? `+${spectrum}` : ''}"`;
    reply.header('Cache-Control', 'no-cache').header('ETag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('text/html; charset=utf-8').send(widgetSandboxHtml(script, spectrum));
  });

  app.get('/sandbox.html', async (_request, reply) => {
    const script = await findSandboxScript(ctx.config.staticDir);
    if (!script) return reply.code(404).type('text/plain; charset=utf-8').send('The console is not built');
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(sandboxHtml(script));
  });
};
