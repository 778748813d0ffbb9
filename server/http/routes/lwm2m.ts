import { findLwm2mObjectPage, findLwm2mObjects, LWM2M_SORT_PROPERTIES, type Lwm2mQuery } from '../../resources/lwm2mObjects';
import { requireAuthority } from '../../security/authenticate';
import type { PageSpec } from '../../store/paging';
import { MSG } from '../messages';
import { parsePageLink } from '../pageLink';
import type { RouteModule } from '../ServerContext';
import { badField, optionalQuery } from '../validate';

type SortProperty = NonNullable<Lwm2mQuery['sortProperty']>;

/** Only for parsing the page link: the objects are static data, not a table. */
const LWM2M_PAGE: PageSpec = { search: [], sort: { id: 'id', name: 'name' }, defaultSort: 'id', unique: 'id' };

/** seed 001 §3.5 defaults of the two servers a LwM2M device profile configures. */
function serverDefaults(bootstrap: boolean) {
  return {
    host: 'localhost',
    port: bootstrap ? 5687 : 5685,
    securityHost: 'localhost',
    securityPort: bootstrap ? 5688 : 5686,
    serverPublicKey: '',
    securityMode: 'NO_SEC',
    bootstrapServerIs: bootstrap,
    serverId: bootstrap ? 111 : 123,
    clientHoldOffTime: 1,
    bootstrapServerAccountTimeout: 0,
  };
}

function sortParams(query: unknown): Pick<Lwm2mQuery, 'sortProperty' | 'sortOrder'> {
  const sortProperty = optionalQuery(query, 'sortProperty');
  if (sortProperty !== undefined && !LWM2M_SORT_PROPERTIES.includes(sortProperty as SortProperty)) {
    throw badField(`Unsupported sort property '${sortProperty}'`);
  }
  const rawOrder = optionalQuery(query, 'sortOrder');
  const sortOrder = rawOrder?.toUpperCase();
  if (rawOrder !== undefined && sortOrder !== 'ASC' && sortOrder !== 'DESC') throw badField(MSG.SORT_ORDER(rawOrder));
  return { sortProperty: sortProperty as SortProperty | undefined, sortOrder: sortOrder as 'ASC' | 'DESC' | undefined };
}

/** `objectIds=3,5` or `objectIds=3&objectIds=5` (Spring binds both to String[]); undefined when absent. */
function objectIds(query: unknown): string[] | undefined {
  const raw = (query as Record<string, unknown> | undefined)?.objectIds;
  if (raw === undefined || raw === '') return undefined;
  const values = Array.isArray(raw) ? raw : [raw];
  if (!values.every((v) => typeof v === 'string')) throw badField("Parameter 'objectIds' must be a list of object ids!");
  return (values as string[]).flatMap((v) => v.split(',')).map((id) => id.trim()).filter((id) => id !== '');
}

/**
 * LwM2M object models and server defaults for the device-profile editor (seed 000 §7
 * Device profiles). As in ThingsBoard 3.3, /page answers a plain array of the page's
 * objects, not PageData.
 */
export const lwm2mRoutes: RouteModule = (app) => {
  app.addHook('onRequest', requireAuthority('SYS_ADMIN', 'TENANT_ADMIN'));

  // The console asks with a trailing slash (`/api/resource/lwm2m/?sortProperty=...`).
  for (const path of ['/api/resource/lwm2m', '/api/resource/lwm2m/']) {
    app.get(path, async (request) =>
      findLwm2mObjects({ ...sortParams(request.query), objectIds: objectIds(request.query), searchText: optionalQuery(request.query, 'searchText') }),
    );
  }

  app.get('/api/resource/lwm2m/page', async (request) => findLwm2mObjectPage(parsePageLink(request.query, LWM2M_PAGE)).data);

  app.get<{ Params: { isBootstrapServer: string } }>('/api/lwm2m/deviceProfile/bootstrap/:isBootstrapServer', async (request) => {
    const flag = request.params.isBootstrapServer;
    if (flag !== 'true' && flag !== 'false') throw badField("Parameter 'isBootstrapServer' must be true or false!");
    return serverDefaults(flag === 'true');
  });
};
