import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { manifestId } from '../uiBundles/parseUiBundleFile';
import { CliError } from './cliError';
import { VENDORED_SDK, writeSdkPackage } from './sdkPackage';

/*
 * `tessera bundle init <dir>`: a bundle project with one example widget (a reading card) and
 * its test, copied from server/cli/template/, and the `@tessera/sdk` package it depends on in
 * vendor/ (the project type-checks against that alone: tests/server/cli/sdkPackage.test.ts).
 */

/** Template files whose name differs in the project: tools must not take them for this repository's own. */
const RENAMED: Record<string, string> = { 'package.json.tmpl': 'package.json', 'tsconfig.json.tmpl': 'tsconfig.json', 'gitignore.tmpl': '.gitignore' };

const slugOf = (dir: string) => path.basename(path.resolve(dir)).toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'widgets';
const titleOf = (slug: string) => slug.split('-').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');

async function filesOf(dir: string, prefix = ''): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await fs.readdir(path.join(dir, prefix), { withFileTypes: true })) {
    const rel = path.join(prefix, entry.name);
    if (entry.isDirectory()) files.push(...(await filesOf(dir, rel)));
    else files.push(rel);
  }
  return files.sort();
}

export async function initBundle(dir: string, options: { id?: string; name?: string }, root: string): Promise<string> {
  const target = path.resolve(dir);
  if (existsSync(target) && (await fs.readdir(target)).length > 0) throw new CliError(`${dir} is not empty; tessera bundle init needs a new or empty folder`);
  const slug = slugOf(dir);
  const id = options.id ?? `my.${slug}`;
  try {
    manifestId({ id });
  } catch (error) {
    throw new CliError((error as Error).message);
  }
  const values: Record<string, string> = { id, name: options.name ?? titleOf(slug), packageName: id.replace(/\./g, '-') };
  // JSON-escaped, since the placeholders sit inside JSON strings (the README takes them as they are).
  const fill = (text: string, json: boolean) =>
    text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => (json ? JSON.stringify(values[key]).slice(1, -1) : values[key]));
  const template = path.join(root, 'server/cli/template');
  const written: string[] = [];
  for (const rel of await filesOf(template)) {
    const name = RENAMED[rel] ?? rel;
    const text = await fs.readFile(path.join(template, rel), 'utf8');
    await fs.mkdir(path.dirname(path.join(target, name)), { recursive: true });
    await fs.writeFile(path.join(target, name), fill(text, name.endsWith('.json')));
    written.push(name);
  }
  await writeSdkPackage(root, path.join(target, VENDORED_SDK));
  written.push(`${VENDORED_SDK}/`);
  return `Created bundle ${id} in ${dir}: ${written.join(', ')}\nNext: cd ${dir} && npm install && npx tessera bundle build`;
}
