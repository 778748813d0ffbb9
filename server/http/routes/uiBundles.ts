import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { requireAuthority } from '../../security/authenticate';
import type { SecurityUser } from '../../security/SecurityUser';
import { NULL_UUID } from '../../store/ids';
import type { UiBundleInfo, UiBundleKind } from '../../store/UiBundleStore';
import { installUiBundle } from '../../uiBundles/installUiBundle';
import { checkFileName, codeFileName, UI_BUNDLE_MAX_FILE_SIZE } from '../../uiBundles/parseUiBundleFile';
import { UiBundleChanges } from '../../uiBundles/UiBundleChanges';
import { readableWidgetTenants } from '../../widgets/widgetAccess';
import { ApiError, ErrorCode } from '../errors';
import type { RouteModule } from '../ServerContext';
import { emptyParam } from '../validate';
import { streamCaller, streamChanges } from './uiBundleEvents';

type IdParams = { Params: { id: string } };
type CodeParams = { Params: { id: string; file: string; tenantId?: string } };

const sysAdmins = requireAuthority('SYS_ADMIN');
const admins = requireAuthority('SYS_ADMIN', 'TENANT_ADMIN');
const anyUser = requireAuthority('SYS_ADMIN', 'TENANT_ADMIN', 'CUSTOMER_USER');

const CODE_FILE_RE = /^index-([0-9a-f]{20})\.js$/;
/** The URL names the content, so a browser may keep it for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** What the console reads: the bundle and where its module is, relative to the console's base URL. */
export interface UiBundleListing extends UiBundleInfo {
  url: string;
}

/** One kind of runtime bundle: its paths, who installs it and for whom. */
interface KindRoutes {
  kind: UiBundleKind;
  /** `/api/ruleNodeUiBundle`: the item path; the list is its plural. */
  path: string;
  /** Rule-node bundles are system-wide only, so their module URL names no owner. */
  ownerInUrl: boolean;
  installers: typeof sysAdmins;
  /** The owner a caller installs for and removes from. */
  ownerOf(user: SecurityUser): string;
  /** The owners whose bundles a caller sees, own ones first. */
  readable(user: SecurityUser): string[];
}

const KINDS: KindRoutes[] = [
  { kind: 'ruleNode', path: '/api/ruleNodeUiBundle', ownerInUrl: false, installers: sysAdmins, ownerOf: () => NULL_UUID, readable: () => [NULL_UUID] },
  // The widget library's ownership rule: the system administrator installs for everyone, a tenant admin for its tenant.
  { kind: 'widget', path: '/api/widgetUiBundle', ownerInUrl: true, installers: admins, ownerOf: (user) => user.tenantId, readable: (user) => readableWidgetTenants(user).reverse() },
];

/** The multipart part `file`, checked: one plain-named file within the size limit. */
async function uploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw emptyParam('file');
  const part = await request.file();
  if (!part || part.fieldname !== 'file') throw emptyParam('file');
  if (part.filename) checkFileName(part.filename, 'The bundle file name');
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new ApiError(413, ErrorCode.BAD_REQUEST_PARAMS, `The bundle file is larger than ${UI_BUNDLE_MAX_FILE_SIZE / 1024 / 1024} MB!`);
    }
    throw error;
  }
}

/**
 * Runtime UI bundles: rule-node editors (issue 14, system administrators only) and widget
 * bundles (issue 16: a tenant admin installs for its tenant, the system administrator for
 * everyone). A bundle file (multipart part `file`, see server/uiBundles/parseUiBundleFile.ts)
 * is installed and removed; every signed-in user lists those it may load, and the console
 * loads each one's module with SystemJS.
 *
 * The module itself is served without the JWT check: SystemJS runs it through a `<script>`
 * element (the page's CSP allows neither eval nor blob: scripts), which cannot send the
 * `X-Authorization` header. Its URL carries the content hash, which only the authenticated
 * list tells, and the code is no tenant data (a tenant's widgets run sandboxed).
 *
 * `GET .../events` streams installs and removals the caller can see (server-sent events), so
 * open consoles reload a bundle when `tessera bundle dev` publishes a new build.
 */
export const uiBundleRoutes: RouteModule = async (app, { stores, tokens }) => {
  /** Open event streams, ended before the server closes (they would keep it waiting). */
  const streams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const stop of [...streams]) stop();
  });

  // In this route module's scope only, as for OTA packages. `preservePath` (a busboy option) keeps a
  // sent file name whole, so a name with folders is refused rather than silently cut to its last part.
  await app.register(multipart, { limits: { fileSize: UI_BUNDLE_MAX_FILE_SIZE, files: 1, fields: 5, parts: 6 }, preservePath: true } as Parameters<typeof multipart>[1]);

  for (const spec of KINDS) {
    const { kind, path } = spec;
    const urlOf = (info: UiBundleInfo) =>
      `${path.slice(1)}/${spec.ownerInUrl ? `${info.tenantId}/` : ''}${encodeURIComponent(info.id)}/${codeFileName(info.codeHash)}`;
    const listing = (info: UiBundleInfo): UiBundleListing => ({ ...info, url: urlOf(info) });
    /** The bundle `id` the caller sees: its own owner's first, then the system's. */
    const visible = async (user: SecurityUser, id: string) => {
      for (const owner of spec.readable(user)) {
        const info = await stores.uiBundles.findInfo(kind, owner, id);
        if (info) return info;
      }
      return undefined;
    };

    const changes = new UiBundleChanges();

    // Authenticated in the handler: a browser's EventSource sends its token as `?token=`.
    app.get(`${path}s/events`, { config: { auth: false } }, async (request, reply) => {
      const user = await streamCaller(request, tokens);
      if (!['SYS_ADMIN', 'TENANT_ADMIN', 'CUSTOMER_USER'].includes(user.authority)) throw ApiError.forbidden();
      const owners = new Set(spec.readable(user));
      streamChanges(request, reply, changes, (tenantId) => owners.has(tenantId), streams);
    });

    app.get(`${path}s`, { onRequest: anyUser }, async (request) => (await stores.uiBundles.list(kind, spec.readable(request.user))).map(listing));

    app.get<IdParams>(`${path}/:id`, { onRequest: anyUser }, async (request) => {
      const info = await visible(request.user, request.params.id);
      if (!info) throw ApiError.notFound();
      return listing(info);
    });

    app.get<CodeParams>(spec.ownerInUrl ? `${path}/:tenantId/:id/:file` : `${path}/:id/:file`, { config: { auth: false } }, async (request, reply) => {
      const hash = CODE_FILE_RE.exec(request.params.file)?.[1];
      const owner = request.params.tenantId ?? NULL_UUID;
      const code = hash ? await stores.uiBundles.findCode(kind, owner, request.params.id, hash) : undefined;
      if (code === undefined) throw ApiError.notFound();
      return reply.header('Cache-Control', IMMUTABLE).type('text/javascript; charset=utf-8').send(code);
    });

    app.post(path, { onRequest: spec.installers }, async (request) => {
      const bundle = listing(await installUiBundle(stores, await uploadedFile(request), { kind, tenantId: spec.ownerOf(request.user) }));
      changes.emit({ type: 'installed', tenantId: bundle.tenantId, id: bundle.id, bundle });
      return bundle;
    });

    app.delete<IdParams>(`${path}/:id`, { onRequest: spec.installers }, async (request, reply) => {
      const owner = spec.ownerOf(request.user);
      if (!(await stores.uiBundles.delete(kind, owner, request.params.id))) {
        // A tenant may see a system bundle but not remove it.
        if (owner !== NULL_UUID && (await stores.uiBundles.findInfo(kind, NULL_UUID, request.params.id))) throw ApiError.forbidden();
        throw ApiError.notFound();
      }
      changes.emit({ type: 'removed', tenantId: owner, id: request.params.id });
      return reply.code(200).send();
    });
  }
};
