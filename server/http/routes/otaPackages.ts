import multipart from '@fastify/multipart';
import { CHECKSUM_ALGORITHMS, type ChecksumAlgorithm } from '../../ota/checksum';
import { OTA_MAX_FILE_SIZE } from '../../ota/otaLimits';
import { OTA_PACKAGE_TYPES } from '../../ota/otaInput';
import { OtaPackageService } from '../../ota/OtaPackageService';
import { requireAuthority } from '../../security/authenticate';
import type { SecurityUser } from '../../security/SecurityUser';
import { OTA_PACKAGE_PAGE, type OtaPackageType } from '../../store/OtaPackageStore';
import { loadEntity } from '../loadEntity';
import { parsePageLink } from '../pageLink';
import type { RouteModule } from '../ServerContext';
import { badField, emptyParam, optionalQuery, queryString } from '../validate';
import { docs } from '../openapi/docs';
import { pageOf, ref } from '../openapi/schemas';

type IdParams = { Params: { id: string } };
type ProfileTypeParams = { Params: { deviceProfileId: string; type: string } };

const tenantAdmins = requireAuthority('TENANT_ADMIN');
/** Customer users read package infos (the device details show them); they change nothing. */
const infoReaders = requireAuthority('TENANT_ADMIN', 'CUSTOMER_USER');

const MIME_RE = /^[\w.+-]+\/[\w.+-]+$/;

function packageType(value: string): OtaPackageType {
  if (!OTA_PACKAGE_TYPES.includes(value as OtaPackageType)) throw badField(`Parameter 'type' must be one of ${OTA_PACKAGE_TYPES.join(', ')}!`);
  return value as OtaPackageType;
}

/** Case-insensitive, as ThingsBoard reads it (`ChecksumAlgorithm.valueOf(value.toUpperCase())`), with its enum message. */
function checksumAlgorithm(query: unknown): ChecksumAlgorithm {
  const value = queryString(query, 'checksumAlgorithm').toUpperCase();
  if (!CHECKSUM_ALGORITHMS.includes(value as ChecksumAlgorithm)) {
    throw badField(`No enum constant org.thingsboard.server.common.data.ota.ChecksumAlgorithm.${value}`);
  }
  return value as ChecksumAlgorithm;
}

/** A file name safe in a response header: printable ASCII without quotes or backslashes. */
function headerFileName(name: string | null): string {
  return (name ?? 'ota-package').replace(/[^\x20-\x7e]|["\\]/g, '_');
}

/**
 * OTA packages (contract §2 OtaPackageInfo, §10, §12). Tenant administrators manage
 * their tenant's packages; another tenant's package answers 403, an unknown one 404.
 * Uploads are multipart (part `file`) of at most OTA_MAX_FILE_SIZE bytes.
 */
export const otaPackageRoutes: RouteModule = async (app, { stores }) => {
  // In this route module's scope only: no other endpoint accepts multipart bodies.
  await app.register(multipart, { limits: { fileSize: OTA_MAX_FILE_SIZE, files: 1, fields: 10, parts: 11 } });
  const ota = new OtaPackageService(stores);

  const load = (id: string, caller: SecurityUser) =>
    loadEntity(id, (uuid) => stores.otaPackages.findInfoById(uuid), (info) => info.tenantId.id === caller.tenantId, 'OTA package');
  const loadProfile = (id: string, caller: SecurityUser) =>
    loadEntity(id, (uuid) => stores.deviceProfiles.findById(uuid), (profile) => profile.tenantId.id === caller.tenantId, 'Device profile');

  app.get<IdParams>('/api/otaPackage/info/:id', { onRequest: infoReaders, ...docs({ response: 'OtaPackageInfo' }) }, async (request) => load(request.params.id, request.user));

  app.get<IdParams>('/api/otaPackage/:id', { onRequest: tenantAdmins, ...docs({ response: { allOf: [ref('OtaPackageInfo'), { type: 'object', properties: { data: { type: 'string', format: 'byte', nullable: true } } }] } }) }, async (request) => {
    const info = await load(request.params.id, request.user);
    const pkg = (await stores.otaPackages.findById(info.id.id))!;
    return { ...pkg, data: pkg.data === null ? null : pkg.data.toString('base64') };
  });

  app.get<IdParams>('/api/otaPackage/:id/download', { onRequest: tenantAdmins }, async (request, reply) => {
    const info = await load(request.params.id, request.user);
    if (info.url !== null) throw badField("OTA package uses a URL and has no file to download!");
    const pkg = await stores.otaPackages.findById(info.id.id);
    if (!pkg?.data) throw badField('OTA package has no file yet!');
    const fileName = headerFileName(pkg.fileName);
    return reply
      .header('Content-Disposition', `attachment;filename=${fileName}`)
      .header('x-filename', fileName)
      .type(pkg.contentType ?? 'application/octet-stream')
      .send(pkg.data);
  });

  app.post('/api/otaPackage', { onRequest: tenantAdmins, ...docs({ body: 'OtaPackageInfo', response: 'OtaPackageInfo' }) }, async (request) => ota.saveInfo(request.user, request.body));

  app.post<IdParams>('/api/otaPackage/:id', { onRequest: tenantAdmins, ...docs({ response: 'OtaPackageInfo', description: 'Uploads the package file (multipart `file`, `?checksumAlgorithm=&checksum=`)' }) }, async (request) => {
    const info = await load(request.params.id, request.user);
    const algorithm = checksumAlgorithm(request.query);
    const checksum = optionalQuery(request.query, 'checksum');
    if (!request.isMultipart()) throw emptyParam('file');
    const part = await request.file();
    if (!part || part.fieldname !== 'file') throw emptyParam('file');
    const data = await part.toBuffer();
    if (part.filename.length > 255) throw badField("Parameter 'file' must have a name of at most 255 characters!");
    return ota.upload(info, {
      fileName: part.filename,
      contentType: MIME_RE.test(part.mimetype) ? part.mimetype : 'application/octet-stream',
      checksumAlgorithm: algorithm,
      checksum,
      data,
    });
  });

  app.delete<IdParams>('/api/otaPackage/:id', { onRequest: tenantAdmins, ...docs({ emptyResponse: true }) }, async (request, reply) => {
    await ota.delete(await load(request.params.id, request.user));
    return reply.code(200).send();
  });

  app.get('/api/otaPackages', { onRequest: infoReaders, ...docs({ response: pageOf('OtaPackageInfo') }) }, async (request) =>
    stores.otaPackages.findPage(request.user.tenantId, parsePageLink(request.query, OTA_PACKAGE_PAGE)),
  );

  // What a profile or device may be pointed at: the console's OTA autocomplete (seed 001 §2.4, §7).
  app.get<ProfileTypeParams>('/api/otaPackages/:deviceProfileId/:type', { onRequest: infoReaders, ...docs({ response: pageOf('OtaPackageInfo') }) }, async (request) => {
    const profile = await loadProfile(request.params.deviceProfileId, request.user);
    const type = packageType(request.params.type);
    return stores.otaPackages.findAssignablePage(request.user.tenantId, profile.id.id, type, parsePageLink(request.query, OTA_PACKAGE_PAGE));
  });

  // Devices that follow the profile's package (no own one): the console's "N devices will update" count.
  app.get<{ Params: { type: string; deviceProfileId: string } }>('/api/devices/count/:type/:deviceProfileId', { onRequest: tenantAdmins }, async (request) => {
    const type = packageType(request.params.type);
    const profile = await loadProfile(request.params.deviceProfileId, request.user);
    return stores.otaPackages.countDevicesWithout(request.user.tenantId, profile.id.id, type);
  });
};
