// Post-build step: writes `file.br` and `file.gz` beside every compressible file of the built
// console, so the server (@fastify/static `preCompressed`) sends them without compressing per request.
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats the console ships; fonts other than TTF, images and source maps are left alone. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.json', '.svg', '.md', '.txt', '.ttf']);

/*
 * Brotli's best quality (11) costs about 1 s per MB here; the big lazily loaded files (Monaco's
 * TypeScript worker, duplicated style sheets) get quality 9, within a few percent of 11's size.
 */
const BEST_QUALITY_LIMIT = 512 * 1024;

async function* filesUnder(dir) {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile() && COMPRESSIBLE.has(path.extname(entry.name))) yield full;
  }
}

async function compressFile(file) {
  const data = await fs.readFile(file);
  const quality = data.length <= BEST_QUALITY_LIMIT ? 11 : 9;
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
    gzip(data, { level: 9 }),
  ]);
  // Written even when not smaller (tiny files), so every text file has its variants and none is
  // compressed again per request.
  await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
  return { raw: data.length, br: br.length, gz: gz.length };
}

/** Compresses every text file under `dir`; returns the totals in bytes. */
export async function precompress(dir) {
  const files = [];
  for await (const file of filesUnder(dir)) files.push(file);
  // zlib's async calls run on libuv's thread pool, so a few at a time keep every core busy.
  const totals = { files: files.length, raw: 0, br: 0, gz: 0 };
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const sizes = await compressFile(file);
      totals.raw += sizes.raw;
      totals.br += sizes.br;
      totals.gz += sizes.gz;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return totals;
}
