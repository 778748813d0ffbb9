import { createHash } from 'node:crypto';
import { badField } from '../http/validate';
import type { JsonObject } from '../store/ids';
import type { UiBundle } from '../store/UiBundleStore';
import { VERSION_RE } from './compareVersions';

/*
 * The rule-node UI bundle file (`<name>.tessera-bundle.json`, written by
 * `node rule-node-ui/examples/build.mjs <folder>`): one JSON object
 *
 *   { "manifest": { "id", "version", "name", "shared", "contributes": { "ruleNodeEditors": [{ "clazz" }] } },
 *     "code": "System.register([...], function (_export) { ... })" }
 *
 * The server checks it, names the code by its content hash and stores both.
 */

/** Largest bundle file accepted (the host shares React, MobX, Spectrum and the SDK, so bundles are small). */
export const UI_BUNDLE_MAX_FILE_SIZE = 2 * 1024 * 1024;

/** Ids under `tessera.` belong to the bundles shipped with the console. */
const RESERVED_PREFIX = 'tessera.';
const ID_RE = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/;
const CLAZZ_RE = /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/;
const OTHER_CONTRIBUTIONS = ['widgets', 'routes', 'menu', 'settingsPages', 'entityTabs'];

const isObject = (value: unknown): value is JsonObject => value !== null && typeof value === 'object' && !Array.isArray(value);

function manifestId(manifest: JsonObject): string {
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
  const other = OTHER_CONTRIBUTIONS.find((kind) => Array.isArray(contributes[kind]) && (contributes[kind] as unknown[]).length > 0);
  if (other) throw badField(`A rule-node UI bundle contributes rule-node editors only, not '${other}'!`);
  return classes as string[];
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

/** Parses and checks an uploaded bundle file; throws 400 with the reason when it is not one. */
export function parseUiBundleFile(data: Buffer, now = Date.now()): UiBundle & { classes: string[] } {
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
  const classes = editorClasses(manifest);
  const shared = sharedModules(manifest);
  if (!code.trimStart().startsWith('System.register(')) {
    throw badField("The bundle's code must be a System.register module (built by 'node rule-node-ui/examples/build.mjs')!");
  }
  const hash = codeHash(code);
  return {
    id, version, name, classes, code, codeHash: hash, createdTime: now,
    manifest: { ...manifest, id, version, name, main: codeFileName(hash), shared },
  };
}
