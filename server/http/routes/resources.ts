import { canRead, canWrite, RESOURCE_MAX_FILE_SIZE, ResourceService } from '../../resources/ResourceService';
import { requireAuthority } from '../../security/authenticate';
import { RESOURCE_PAGE, RESOURCE_TYPES, type ResourceType } from '../../store/ResourceStore';
import { ApiError } from '../errors';
import { loadEntity } from '../loadEntity';
import { parsePageLink } from '../pageLink';
import type { RouteModule } from '../ServerContext';
import { badField, optionalQuery } from '../validate';

type IdParams = { Params: { id: string } };

/** Admins only: customers have no resources library. */
const admins = requireAuthority('SYS_ADMIN', 'TENANT_ADMIN');

/** A file name safe in a response header: printable ASCII without quotes or backslashes. */
const headerFileName = (name: string) => name.replace(/[^\x20-\x7e]|["\\;]/g, '_');

/**
 * The resources library (ThingsBoard 3.3's `/api/resource`): tenants read their own and the
 * system's resources and change only their own; the system administrator manages the
 * system's. The body carries the file as base64 (`data`), as ThingsBoard's console sends it.
 */
export const resourceRoutes: RouteModule = (app, { stores }) => {
  const resources = new ResourceService(stores);
  app.addHook('onRequest', admins);

  const readable = (id: string, caller: Parameters<typeof canRead>[0]) =>
    loadEntity(id, (x) => stores.resources.findInfoById(x), (r) => canRead(caller, r), 'Resource');

  app.get('/api/resource', async (request) => {
    const type = optionalQuery(request.query, 'resourceType');
    if (type !== undefined && !RESOURCE_TYPES.includes(type as ResourceType)) throw badField(`Parameter 'resourceType' must be one of ${RESOURCE_TYPES.join(', ')}!`);
    // The system administrator's tenant is the null UUID: the system's resources.
    return stores.resources.findPage(request.user.tenantId, parsePageLink(request.query, RESOURCE_PAGE), type as ResourceType | undefined);
  });

  app.get<IdParams>('/api/resource/info/:id', async (request) => readable(request.params.id, request.user));

  app.get<IdParams>('/api/resource/:id', async (request) => {
    const info = await readable(request.params.id, request.user);
    const file = (await stores.resources.findById(info.id.id))!;
    const { data, ...rest } = file;
    return { ...rest, data: data.toString('base64') };
  });

  app.get<IdParams>('/api/resource/:id/download', async (request, reply) => {
    const info = await readable(request.params.id, request.user);
    const file = await stores.resources.findById(info.id.id);
    if (!file) throw ApiError.notFound();
    const fileName = headerFileName(file.fileName);
    return reply
      .header('Content-Disposition', `attachment;filename=${fileName}`)
      .header('x-filename', fileName)
      .type('application/octet-stream')
      .send(file.data);
  });

  // The file travels as base64 inside JSON: room for the largest file plus the fields.
  app.post('/api/resource', { bodyLimit: Math.ceil((RESOURCE_MAX_FILE_SIZE * 4) / 3) + 64 * 1024 }, async (request) =>
    resources.save(request.user, request.body),
  );

  app.delete<IdParams>('/api/resource/:id', async (request, reply) => {
    const info = await readable(request.params.id, request.user);
    // System resources are read-only for tenants.
    if (!canWrite(request.user, info)) throw ApiError.forbidden();
    await stores.resources.delete(info.id.id);
    return reply.code(200).send();
  });
};
