import { createHash } from 'node:crypto';
import { badField } from '../http/validate';
import type { JsonObject } from '../store/ids';
import type { UiBundle, UiBundleKind } from '../store/UiBundleStore';
import { WIDGET_KINDS } from '../widgets/widgetInput';
import { VERSION_RE } from './compareVersions';

/*
 * The runtime UI bundle file (`<name>.tessera-bundle.json`, written by `tessera bundle build` or
 * `node rule-node-ui/examples/build.mjs <folder>`): one JSON object
 *
 *   { "manifest": { "id", "version", "name", "shared", "contributes": { "ruleNodeEditors": [{ "clazz" }] } },
 *     "code": "System.register([...], function (_export) { ... })" }
 *
 * A widget bundle contributes `widgets` instead: `[{ "id": "<bundle id>.<name>", "name", "kind" }]`.
 * The server checks it, names the code by its content hash and stores both.
 */

/** Largest bundle file accepted (the host shares React, MobX, Spectrum and the SDK, so bundles are small). */
export const UI_BUNDLE_MAX_FILE_SIZE = 2 * 1024 * 1024;

/** Ids under `tessera.` belong to the bundles shipped with the console. */
const RESERVED_PREFIX = 'tessera.';
const ID_RE = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/;
const CLAZZ_RE = /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/;
const CONTRIBUTIONS = ['ruleNodeEditors', 'widgets', 'routes', 'menu', 'settingsPages', 'entityTabs'];
/** A file name with no folder in it: `main`, an uploaded file's name. */
const PLAIN_FILE_RE = /^(?!\.{1,2}$)[^/\\\0]{1,255}$/;

const isObject = (value: unknown): value is JsonObject => value !== null && typeof value === 'object' && !Array.isArray(value);

export function manifestId(manifest: JsonObject): string {
  const id = manifest.id;
  if (typeof id !== 'string' || id === '') throw badField("The bundle manifest has no 'id'!");
  if (id.length > 255 || !ID_RE.test(id)) throw badField(`Bundle id '${id}' must be lowercase and dotted, e.g. 'acme.hello-node'!`);
  if (id.startsWith(RESERVED_PREFIX)) throw badField(`Bundle ids starting with '${RESERVED_PREFIX}' are reserved for the bundles shipped with Tessera!`);
  return id;
}

function manifestVersion(manifest: JsonObject): string {
  const version = manifest.version;
  if (typeof version !== 'string' || version === '') throw badField("The bundle manifest has no 'version'!");
  if (version.length > 64 || !VERSION_RE.test(version)) throw badField(`Bundle version '${version}' must be a semantic version, e.g. '1.0.0'!`);
  return version;
}

function manifestName(manifest: JsonObject, id: string): string {
  const name = manifest.name ?? id;
  if (typeof name !== 'string' || name.trim() === '' || name.length > 255) throw badField("The bundle manifest's 'name' must be a text of at most 255 characters!");
  return name;
}

/** The classes the bundle edits: at least one, each a Java class name, none twice. */
function editorClasses(manifest: JsonObject): string[] {
  const contributes = isObject(manifest.contributes) ? manifest.contributes : {};
  const editors = contributes.ruleNodeEditors;
  if (!Array.isArray(editors) || editors.length === 0) {
    throw badField("The bundle manifest lists no rule-node editors ('contributes.ruleNodeEditors' is empty)!");
  }
  const classes = editors.map((editor) => (isObject(editor) ? editor.clazz : undefined));
  for (const clazz of classes) {
    if (typeof clazz !== 'string' || !CLAZZ_RE.test(clazz) || clazz.length > 255) {
      throw badField("Every entry of 'contributes.ruleNodeEditors' needs a 'clazz': a rule-node class name!");
    }
  }
  const duplicate = classes.find((clazz, i) => classes.indexOf(clazz) !== i);
  if (duplicate) throw badField(`The bundle manifest lists the rule-node editor '${duplicate}' twice!`);
  onlyContribution(contributes, 'ruleNodeEditors', 'A rule-node UI bundle contributes rule-node editors only');
  return classes as string[];
}

function onlyContribution(contributes: JsonObject, allowed: string, what: string): void {
  const other = CONTRIBUTIONS.find((kind) => kind !== allowed && Array.isArray(contributes[kind]) && (contributes[kind] as unknown[]).length > 0);
  if (other) throw badField(`${what}, not '${other}'!`);
}

/** The widget ids the bundle contributes: at least one, each `<bundle id>.<name>` with a name and a kind, none twice. */
function widgetIds(manifest: JsonObject, bundleId: string): string[] {
  const contributes = isObject(manifest.contributes) ? manifest.contributes : {};
  const widgets = contributes.widgets;
  if (!Array.isArray(widgets) || widgets.length === 0) throw badField("The bundle manifest lists no widgets ('contributes.widgets' is empty)!");
  const ids = widgets.map((widget, i) => {
    const entry = isObject(widget) ? widget : {};
    const id = entry.id;
    if (typeof id !== 'string' || id.length > 255 || !ID_RE.test(id) || !id.startsWith(`${bundleId}.`)) {
      throw badField(`Widget ${i + 1} of 'contributes.widgets' needs an 'id' starting with '${bundleId}.', e.g. '${bundleId}.gauge'!`);
    }
    if (typeof entry.name !== 'string' || entry.name.trim() === '' || entry.name.length > 255) throw badField(`Widget '${id}' needs a 'name' of at most 255 characters!`);
    if (!(WIDGET_KINDS as readonly unknown[]).includes(entry.kind)) throw badField(`Widget '${id}' needs a 'kind': one of ${WIDGET_KINDS.join(', ')}!`);
    for (const key of ['description', 'bundleAlias', 'typeAlias']) {
      if (entry[key] !== undefined && (typeof entry[key] !== 'string' || (entry[key] as string).length > 255)) throw badField(`Widget '${id}': '${key}' must be a text of at most 255 characters!`);
    }
    return id;
  });
  const duplicate = ids.find((id, i) => ids.indexOf(id) !== i);
  if (duplicate) throw badField(`The bundle manifest lists the widget '${duplicate}' twice!`);
  onlyContribution(contributes, 'widgets', 'A widget bundle contributes widgets only');
  return ids;
}

/** Refuses a file name with a folder in it (`../../x.js`, `a/b.json`): bundle files are stored by id and content hash only. */
export function checkFileName(name: string, what: string): void {
  if (!PLAIN_FILE_RE.test(name)) throw badField(`${what} '${name}' must be a plain file name, without folders!`);
}

function sharedModules(manifest: JsonObject): string[] {
  const shared = manifest.shared ?? [];
  if (!Array.isArray(shared) || shared.some((name) => typeof name !== 'string')) {
    throw badField("The bundle manifest's 'shared' must be a list of module names!");
  }
  return shared as string[];
}

/** The content hash that names a bundle's code in its URL. */
export function codeHash(code: string): string {
  return createHash('sha256').update(code).digest('hex').slice(0, 20);
}

/** The module file name a bundle's code is served under. */
export const codeFileName = (hash: string) => `index-${hash}.js`;

/** An uploaded bundle, checked: `contributed` lists its rule-node classes or widget ids. */
export type ParsedUiBundle = Omit<UiBundle, 'tenantId'> & { contributed: string[] };

/** Parses and checks an uploaded bundle file of `kind`; throws 400 with the reason when it is not one. */
export function parseUiBundleFile(data: Buffer, kind: UiBundleKind, now = Date.now()): ParsedUiBundle {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data.toString('utf8'));
  } catch {
    throw badField("The bundle file must be JSON: { \"manifest\": {...}, \"code\": \"System.register(...)\" }, as the bundle build writes it!");
  }
  if (!isObject(parsed) || !isObject(parsed.manifest) || typeof parsed.code !== 'string') {
    throw badField("The bundle file must hold a 'manifest' object and its 'code'!");
  }
  const { manifest, code } = parsed;
  const id = manifestId(manifest);
  const version = manifestVersion(manifest);
  const name = manifestName(manifest, id);
  const contributed = kind === 'ruleNode' ? editorClasses(manifest) : widgetIds(manifest, id);
  const shared = sharedModules(manifest);
  if (manifest.main !== undefined) checkFileName(String(manifest.main), "The manifest's 'main'");
  if (!code.trimStart().startsWith('System.register(')) {
    throw badField(kind === 'ruleNode'
      ? "The bundle's code must be a System.register module (built by 'node rule-node-ui/examples/build.mjs')!"
      : "The bundle's code must be a System.register module (built by 'tessera bundle build')!");
  }
  const hash = codeHash(code);
  return {
    id, kind, version, name, contributed, code, codeHash: hash, createdTime: now,
    manifest: { ...manifest, id, version, name, main: codeFileName(hash), shared },
  };
}
