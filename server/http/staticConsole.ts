import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  // 'self' covers ws:/wss: to the page's own host and port (CSP Level 3), so no other host is reachable.
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'self'",
].join('; ');

const IMMUTABLE = 'public, max-age=31536000, immutable';

/*
 * esbuild names hashed files `name-HASH.ext` (upper-case base32) and other tools use
 * lower-case hex; only such names may be cached forever, as a new build renames them.
 */
const HASHED_NAME = /-(?:[A-Z0-9]{6,}|[a-f0-9]{8,})\.[A-Za-z0-9]+$/;

/** The siblings the build writes beside each text file (esbuild.precompress.mjs). */
const PRECOMPRESSED_SUFFIX = /\.(?:br|gz)$/;

function cacheControlFor(relativePath: string): string {
  const logical = relativePath.replace(PRECOMPRESSED_SUFFIX, '');
  const isHashedAsset = logical.startsWith('assets/') && HASHED_NAME.test(path.posix.basename(logical));
  // Everything else (index.html, bundles/index.json, bundles/**/manifest.json ...) revalidates by ETag.
  return isHashedAsset ? IMMUTABLE : 'no-cache';
}

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * Security headers on every answer, and the CSP on every HTML answer (static, fallback or error).
 * API answers (tokens, entities, errors) are never stored by a browser or proxy, as
 * ThingsBoard's Spring Security sends it, unless a route chose its own Cache-Control.
 * Call it on the reply before sending; the hook does so for every routed answer.
 */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Referrer-Policy', 'same-origin');
  if (isApiPath(request.url) && !reply.hasHeader('cache-control')) {
    reply.header('Cache-Control', 'no-store');
    reply.header('Pragma', 'no-cache');
  }
  const type = reply.getHeader('content-type');
  if (typeof type === 'string' && type.startsWith('text/html')) {
    reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
  }
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    setSecurityHeaders(request, reply);
    return payload;
  });
}

function isDirectory(dir: string): boolean {
  try {
    return statSync(dir).isDirectory();
  } catch {
    return false;
  }
}

/**
 * Serves the built console from `staticDir` if it exists. Returns the SPA fallback
 * (for the not-found handler) when index.html is present, else undefined.
 * Confinement to `staticDir` is @fastify/static's: it refuses `..` and encoded variants.
 */
export interface StaticConsoleOptions {
  /** Serve `*.map` files (SERVE_SOURCE_MAPS); off by default, as they publish the sources. */
  serveSourceMaps?: boolean;
}

export async function registerStaticConsole(
  app: FastifyInstance,
  staticDir: string,
  options: StaticConsoleOptions = {},
): Promise<((request: FastifyRequest, reply: FastifyReply) => boolean) | undefined> {
  if (!isDirectory(staticDir)) {
    app.log.info({ staticDir }, 'static console folder not found; serving the API only');
    return undefined;
  }
  const root = path.resolve(staticDir);
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: true,
    index: ['index.html'],
    cacheControl: false,
    dotfiles: 'ignore',
    // `file.br` / `file.gz` from the build, chosen by Accept-Encoding, with Content-Encoding and
    // `Vary: Accept-Encoding` (also on the uncompressed fallback, for shared caches).
    preCompressed: true,
    // Refused paths go to the not-found handler (404/32); checked again on the file finally sent.
    allowedPath: (pathName) => options.serveSourceMaps === true || !pathName.toLowerCase().endsWith('.map'),
    setHeaders: (reply, filePath) => {
      const relative = path.relative(root, filePath).split(path.sep).join('/');
      reply.header('Cache-Control', cacheControlFor(relative));
    },
  });
  if (!existsSync(path.join(root, 'index.html'))) return undefined;

  return (request, reply) => {
    const pathname = request.url.split('?')[0];
    const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !/^\/(api|static)(\/|$)/.test(pathname) &&
      !lastSegment.includes('.') &&
      (request.headers.accept ?? '').includes('text/html');
    if (!wantsPage) return false;
    // A client-side route (/devices, /dashboards/…): the console's router takes it from here.
    void reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
    return true;
  };
}
