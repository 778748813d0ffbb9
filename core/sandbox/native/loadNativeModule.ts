import 'systemjs/dist/system.js';
import { FRAME_MODULE_NAMES, FRAME_MODULES, frameNamespace } from './frameModules';
import { loadFrameSpectrum } from './loadFrameSpectrum';

interface SystemJs {
  import(url: string): Promise<Record<string, unknown>>;
  set(id: string, ns: object): void;
  resolve(id: string, parentUrl?: string): string;
  addImportMap(map: { imports: Record<string, string> }): void;
  shouldFetch(url: string): boolean;
  fetch(url: string, options?: unknown): Promise<Response>;
}

const system = (): SystemJs => (globalThis as unknown as { System: SystemJs }).System;
const frameId = (name: string) => `app:${name}`;

/**
 * Modules the frame loads only for a bundle that imports them: React Spectrum is a large script
 * and stylesheet (see frameModules.ts), so a frame whose bundle does not need it never has it.
 * Injectable for tests.
 */
export const OPTIONAL_FRAME_MODULES: Record<string, () => Promise<object>> = {
  '@adobe/react-spectrum': () => loadFrameSpectrum(document),
};

const offered = (name: string) => FRAME_MODULE_NAMES.includes(name) || name in OPTIONAL_FRAME_MODULES;
const optionalLoaded = new Map<string, Promise<void>>();

/** A bare module name: not a URL, not a path. */
const isBare = (id: string) => !/^(\.{0,2}\/|[a-z][a-z0-9+.-]*:)/i.test(id);

/** A bundle imports a module the widget sandbox does not offer (React Spectrum, or a name the console does not share either). */
export class MissingFrameModuleError extends Error {
  constructor(readonly module: string) {
    super(`The widget needs the module '${module}', which the widget sandbox does not offer. A bundle installed by a tenant `
      + `runs in the sandbox, where only ${[...FRAME_MODULE_NAMES, ...Object.keys(OPTIONAL_FRAME_MODULES)].join(', ')} are shared; import no other module`);
    this.name = 'MissingFrameModuleError';
  }
}

/** The module names a System.register module imports, read from its text without running it. */
export function registeredDependencies(code: string): string[] {
  const match = /^\s*System\.register\(\s*(\[[^\]]*\])/.exec(code);
  if (!match) return [];
  try {
    const deps = JSON.parse(match[1]) as unknown;
    return Array.isArray(deps) ? deps.filter((d): d is string => typeof d === 'string') : [];
  } catch {
    return [];
  }
}

let installed = false;
/** Module texts by URL, handed to SystemJS by the fetch hook below. */
const texts = new Map<string, string>();

/** Registers the frame's modules and makes SystemJS take module texts from {@link texts}, never the network. */
function install(): void {
  if (installed) return;
  installed = true;
  const sys = system();
  const names = [...FRAME_MODULE_NAMES, ...Object.keys(OPTIONAL_FRAME_MODULES)];
  sys.addImportMap({ imports: Object.fromEntries(names.map((name) => [name, frameId(name)])) });
  for (const name of FRAME_MODULE_NAMES) sys.set(frameId(name), frameNamespace(FRAME_MODULES[name]));
  const resolve = sys.resolve.bind(sys);
  sys.resolve = (id, parentUrl) => {
    if (isBare(id) && !offered(id) && !id.startsWith('app:')) throw new MissingFrameModuleError(id);
    return resolve(id, parentUrl);
  };
  // SystemJS's fetch loader evaluates the text it gets (the sandbox's CSP allows eval, and it fetches nothing).
  sys.shouldFetch = (url) => texts.has(url);
  sys.fetch = (url) => {
    const text = texts.get(url);
    if (text === undefined) return Promise.reject(new Error(`The widget sandbox loads nothing from the network (${url})`));
    return Promise.resolve(new Response(text, { status: 200, headers: { 'content-type': 'application/javascript' } }));
  };
}

function ensureOptional(name: string): Promise<void> {
  let pending = optionalLoaded.get(name);
  if (!pending) {
    pending = OPTIONAL_FRAME_MODULES[name]().then((ns) => system().set(frameId(name), frameNamespace(ns)));
    optionalLoaded.set(name, pending);
    pending.catch(() => optionalLoaded.delete(name));
  }
  return pending;
}

/**
 * Evaluates a native bundle's System.register module from its text (the host read it with the
 * user's rights) with the frame's own shared modules, and resolves with its exports. A module
 * that imports something the frame does not offer rejects with {@link MissingFrameModuleError}
 * before any of its code runs.
 */
export async function loadNativeModule(url: string, code: string): Promise<Record<string, unknown>> {
  install();
  const deps = registeredDependencies(code);
  const missing = deps.find((dep) => !offered(dep));
  if (missing !== undefined) throw new MissingFrameModuleError(missing);
  await Promise.all(deps.filter((dep) => !FRAME_MODULE_NAMES.includes(dep)).map(ensureOptional));
  const absolute = new URL(url, document.baseURI).href;
  texts.set(absolute, code);
  try {
    return await system().import(absolute);
  } catch (error) {
    if (error instanceof MissingFrameModuleError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`Unable to load ${url}: ${message}`, { cause: error });
  } finally {
    texts.delete(absolute);
  }
}
