import type { FastifyRequest } from 'fastify';
import { BulkImportService, type ImportKind } from '../../entities/BulkImportService';
import { tenantAdmins } from '../ownedRoutes';
import type { RouteModule } from '../ServerContext';

/** A CSV of thousands of rows outgrows the 1 MiB limit of ordinary JSON bodies. */
const IMPORT_BODY_LIMIT = 32 * 1024 * 1024;

const KINDS: [string, ImportKind][] = [
  ['device', 'DEVICE'],
  ['asset', 'ASSET'],
  ['edge', 'EDGE'],
];

/** The console's origin: the Origin header, else how the request reached us (seed 000 §5, edge cloudEndpoint). */
function requestOrigin(request: FastifyRequest): string {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== '' && origin !== 'null') return origin;
  return `${request.protocol}://${request.host}`;
}

/** POST /api/{device|asset|edge}/bulk_import (contract §10), tenant administrators only. */
export const bulkImportRoutes: RouteModule = (app, { stores, entityEvents }) => {
  const imports = new BulkImportService(stores, entityEvents);
  for (const [segment, kind] of KINDS) {
    app.post(`/api/${segment}/bulk_import`, { onRequest: tenantAdmins, bodyLimit: IMPORT_BODY_LIMIT }, async (request) =>
      imports.import(request.user, kind, request.body, requestOrigin(request)),
    );
  }
};
