import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go out as they are: the headers and the work cost more than they save. */
export const COMPRESSION_THRESHOLD = 1024;

/** JSON (the REST API and its error bodies) and plain text; HTML and assets come precompressed from the build. */
const COMPRESSIBLE = /^application\/(?:[\w.+-]+\+)?json(?:;|$)|^text\/plain(?:;|$)/;

/**
 * Compresses API answers over 1 KB per request (brotli at quality 4, @fastify/compress's default,
 * or gzip, whichever the client prefers), with `Vary: Accept-Encoding`. Register it before the
 * routes: it attaches itself to each route as the route is added. Static files arrive with a
 * Content-Encoding already (precompressed at build time) and are passed through untouched.
 */
export async function registerCompression(app: FastifyInstance, enabled = true): Promise<void> {
  if (!enabled) return;
  await app.register(fastifyCompress, {
    globalCompression: true,
    // Request bodies stay as sent (devices and the console post plain JSON); the body limits apply to them.
    globalDecompression: false,
    threshold: COMPRESSION_THRESHOLD,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE,
  });
}
