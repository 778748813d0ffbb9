import multipart from '@fastify/multipart';
import { requireAuthority } from '../../security/authenticate';
import type { UiBundleInfo } from '../../store/UiBundleStore';
import { installUiBundle } from '../../uiBundles/installUiBundle';
import { codeFileName, UI_BUNDLE_MAX_FILE_SIZE } from '../../uiBundles/parseUiBundleFile';
import { ApiError, ErrorCode } from '../errors';
import type { RouteModule } from '../ServerContext';
import { emptyParam } from '../validate';

type IdParams = { Params: { id: string } };
type CodeParams = { Params: { id: string; file: string } };

const sysAdmins = requireAuthority('SYS_ADMIN');
const anyUser = requireAuthority('SYS_ADMIN', 'TENANT_ADMIN', 'CUSTOMER_USER');

const CODE_FILE_RE = /^index-([0-9a-f]{20})\.js$/;
/** The URL names the content, so a browser may keep it for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** What the console reads: the bundle and where its module is, relative to the console's base URL. */
export interface UiBundleListing extends UiBundleInfo {
  url: string;
}

const listing = (info: UiBundleInfo): UiBundleListing => ({
  ...info,
  url: `api/ruleNodeUiBundle/${encodeURIComponent(info.id)}/${codeFileName(info.codeHash)}`,
});

/**
 * Rule-node UI bundles (issue 14, the integrator path). A system administrator installs a
 * bundle file (multipart part `file`, see server/uiBundles/parseUiBundleFile.ts) and removes
 * it; every signed-in user lists them, and the console loads each one's module with SystemJS.
 *
 * The module itself is served without the JWT check: SystemJS runs it through a `<script>`
 * element (the page's CSP allows neither eval nor blob: scripts), which cannot send the
 * `X-Authorization` header. Its URL carries the content hash, which only the authenticated
 * list tells, and the code is system-wide and trusted like the bundles under `/bundles/`.
 */
export const uiBundleRoutes: RouteModule = async (app, { stores }) => {
  // In this route module's scope only, as for OTA packages.
  await app.register(multipart, { limits: { fileSize: UI_BUNDLE_MAX_FILE_SIZE, files: 1, fields: 5, parts: 6 } });

  app.get('/api/ruleNodeUiBundles', { onRequest: anyUser }, async () => (await stores.uiBundles.list()).map(listing));

  app.get<IdParams>('/api/ruleNodeUiBundle/:id', { onRequest: anyUser }, async (request) => {
    const info = await stores.uiBundles.findInfo(request.params.id);
    if (!info) throw ApiError.notFound();
    return listing(info);
  });

  app.get<CodeParams>('/api/ruleNodeUiBundle/:id/:file', { config: { auth: false } }, async (request, reply) => {
    const hash = CODE_FILE_RE.exec(request.params.file)?.[1];
    const code = hash ? await stores.uiBundles.findCode(request.params.id, hash) : undefined;
    if (code === undefined) throw ApiError.notFound();
    return reply.header('Cache-Control', IMMUTABLE).type('text/javascript; charset=utf-8').send(code);
  });

  app.post('/api/ruleNodeUiBundle', { onRequest: sysAdmins }, async (request) => {
    if (!request.isMultipart()) throw emptyParam('file');
    const part = await request.file();
    if (!part || part.fieldname !== 'file') throw emptyParam('file');
    let data: Buffer;
    try {
      data = await part.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new ApiError(413, ErrorCode.BAD_REQUEST_PARAMS, `The bundle file is larger than ${UI_BUNDLE_MAX_FILE_SIZE / 1024 / 1024} MB!`);
      }
      throw error;
    }
    return listing(await installUiBundle(stores, data));
  });

  app.delete<IdParams>('/api/ruleNodeUiBundle/:id', { onRequest: sysAdmins }, async (request, reply) => {
    if (!(await stores.uiBundles.delete(request.params.id))) throw ApiError.notFound();
    return reply.code(200).send();
  });
};
