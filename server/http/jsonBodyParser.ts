import type { FastifyInstance } from 'fastify';
import { exceedsJsonDepth, jsonTooDeepError } from './jsonDepth';

/**
 * Fastify's own JSON parser (empty-body and prototype-poisoning checks included) behind
 * a nesting-depth check, so every route answers a too-deep body with 400/31. Scopes that
 * read JSON as text (telemetry, the device API) make the same check in their parsers.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (exceedsJsonDepth(body as string)) {
      done(jsonTooDeepError(), undefined);
      return;
    }
    parseJson(request, body as string, done);
  });
}
