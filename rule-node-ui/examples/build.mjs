// Builds a rule-node UI bundle into the file a system administrator installs:
//   node rule-node-ui/examples/build.mjs hello-node [--out <file>]
// takes an example folder of rule-node-ui/examples/ (or the path of any bundle folder: manifest.json
// and index.ts(x)) and writes rule-node-ui/examples/dist/<folder>.tessera-bundle.json (or <file>),
// one JSON object: { "manifest": <manifest.json with main and shared>, "code": "System.register(...)" }.
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileBundle } from '../../esbuild.bundle.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const outFlag = args.indexOf('--out');
const out = outFlag >= 0 ? args.splice(outFlag, 2)[1] : undefined;
const [folder] = args;
const dir = folder && [path.join(here, folder), path.resolve(folder)].find((d) => existsSync(path.join(d, 'manifest.json')));
if (!dir || (outFlag >= 0 && !out)) {
  console.error('Usage: node rule-node-ui/examples/build.mjs <example folder, or path to a bundle folder> [--out <file>]');
  process.exit(2);
}

const { manifest, code } = await compileBundle(dir);
const file = out ? path.resolve(out) : path.join(here, 'dist', `${path.basename(dir)}.tessera-bundle.json`);
await fs.mkdir(path.dirname(file), { recursive: true });
const text = JSON.stringify({ manifest, code });
await fs.writeFile(file, text);
console.log(`Built ${manifest.id}@${manifest.version} into ${path.relative(process.cwd(), file)} (${(text.length / 1024).toFixed(1)} KB)`);
