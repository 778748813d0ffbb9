import type { FastifyRequest } from 'fastify';
import { requireAuthority } from '../../security/authenticate';
import { toWidgetType, toWidgetTypeInfo, WIDGETS_BUNDLE_PAGE } from '../../store/WidgetStore';
import { readableWidgetTenants } from '../../widgets/widgetAccess';
import { WidgetService, widgetTypeOwner } from '../../widgets/WidgetService';
import { NULL_UUID } from '../../store/ids';
import { ApiError } from '../errors';
import { parsePageLink } from '../pageLink';
import type { RouteModule } from '../ServerContext';
import { badField, queryString } from '../validate';
import { docs } from '../openapi/docs';
import { listOf, pageOf, ref } from '../openapi/schemas';

type IdParams = { Params: { id: string } };

/** Reads are open to every signed-in user: dashboards of customer users need the widget types too. */
const anyone = requireAuthority('SYS_ADMIN', 'TENANT_ADMIN', 'CUSTOMER_USER');
const editors = requireAuthority('SYS_ADMIN', 'TENANT_ADMIN');

/** `isSystem` is required on the widget-type queries, as ThingsBoard's `@RequestParam boolean`. */
function isSystemParam(query: unknown): boolean {
  const value = queryString(query, 'isSystem');
  if (value !== 'true' && value !== 'false') throw badField("Parameter 'isSystem' must be true or false!");
  return value === 'true';
}

/** The readable tenants narrowed to one scope; an unknown scope is a 400 and none keeps them all. */
function bundleScope(tenants: string[], scope: unknown): string[] {
  if (scope === undefined || scope === '' || scope === 'ALL') return tenants;
  if (scope === 'SYSTEM') return tenants.filter((id) => id === NULL_UUID);
  if (scope === 'TENANT') return tenants.filter((id) => id !== NULL_UUID);
  throw badField("Parameter 'scope' must be one of ALL, SYSTEM, TENANT!");
}

const has = (query: unknown, name: string) => (query as Record<string, unknown> | undefined)?.[name] !== undefined;

/**
 * The widget library (contract §4, §12): widgets bundles and widget types. System items
 * (null-UUID tenant) are read by all and written by the system administrator only;
 * tenant items by their own tenant. Tessera adds bundle-file export and an all-or-nothing
 * import under /api/tessera.
 */
export const widgetRoutes: RouteModule = (app, { stores }) => {
  const widgets = new WidgetService(stores);

  // No paging parameters: the whole list, by title; with them, a page. Tessera extension:
  // `scope=SYSTEM` or `scope=TENANT` keeps the system's or the caller's own bundles (the
  // widget library's scope filter); ThingsBoard ignores the parameter.
  app.get('/api/widgetsBundles', { onRequest: anyone, ...docs({ response: { oneOf: [listOf('WidgetsBundle'), pageOf('WidgetsBundle')] }, description: 'All readable bundles; with `pageSize` and `page`, one page of them' }) }, async (request) => {
    const tenants = bundleScope(readableWidgetTenants(request.user), (request.query as Record<string, unknown> | undefined)?.scope);
    const paged = has(request.query, 'pageSize') || has(request.query, 'page');
    // The system administrator's own scope is the system's: TENANT leaves nothing.
    if (tenants.length === 0) return paged ? { data: [], totalPages: 0, totalElements: 0, hasNext: false } : [];
    if (!paged) return stores.widgets.findBundles(tenants);
    return stores.widgets.findBundlePage(tenants, parsePageLink(request.query, WIDGETS_BUNDLE_PAGE));
  });

  app.get<IdParams>('/api/widgetsBundle/:id', { onRequest: anyone, ...docs({ response: 'WidgetsBundle' }) }, async (request) => widgets.loadBundle(request.params.id, request.user));

  app.post('/api/widgetsBundle', { onRequest: editors, ...docs({ body: 'WidgetsBundle', response: 'WidgetsBundle' }) }, async (request) => widgets.saveBundle(request.user, request.body));

  app.delete<IdParams>('/api/widgetsBundle/:id', { onRequest: editors, ...docs({ emptyResponse: true }) }, async (request, reply) => {
    await stores.widgets.deleteBundle(await widgets.loadBundle(request.params.id, request.user, true));
    return reply.code(200).send();
  });

  const bundleTypes = (request: FastifyRequest) =>
    stores.widgets.findTypes(widgetTypeOwner(request.user, isSystemParam(request.query)), queryString(request.query, 'bundleAlias'));

  app.get('/api/widgetTypes', { onRequest: anyone, ...docs({ response: listOf('WidgetType') }) }, async (request) => (await bundleTypes(request)).map(toWidgetType));

  app.get('/api/widgetTypesDetails', { onRequest: anyone, ...docs({ response: listOf('WidgetType') }) }, async (request) => bundleTypes(request));

  app.get('/api/widgetTypesInfos', { onRequest: anyone, ...docs({ response: listOf('WidgetTypeInfo') }) }, async (request) => (await bundleTypes(request)).map(toWidgetTypeInfo));

  app.get('/api/widgetType', { onRequest: anyone, ...docs({ response: 'WidgetType' }) }, async (request) => {
    const owner = widgetTypeOwner(request.user, isSystemParam(request.query));
    const type = await stores.widgets.findType(owner, queryString(request.query, 'bundleAlias'), queryString(request.query, 'alias'));
    if (!type) throw ApiError.notFound();
    return toWidgetType(type);
  });

  // As in ThingsBoard (@PreAuthorize SYS_ADMIN, TENANT_ADMIN): customer users read types through the bundle queries only.
  app.get<IdParams>('/api/widgetType/:id', { onRequest: editors, ...docs({ response: 'WidgetType' }) }, async (request) => widgets.loadType(request.params.id, request.user));

  app.post('/api/widgetType', { onRequest: editors, ...docs({ body: 'WidgetType', response: 'WidgetType' }) }, async (request) => widgets.saveType(request.user, request.body));

  app.delete<IdParams>('/api/widgetType/:id', { onRequest: editors, ...docs({ emptyResponse: true }) }, async (request, reply) => {
    await stores.widgets.deleteType((await widgets.loadType(request.params.id, request.user, true)).id.id);
    return reply.code(200).send();
  });

  app.get<IdParams>('/api/tessera/widgetsBundle/:id/export', { onRequest: anyone }, async (request) =>
    widgets.exportBundle(await widgets.loadBundle(request.params.id, request.user)),
  );

  // Tessera extension: the whole readable library in one call (the palette), instead of one call per bundle.
  app.get('/api/tessera/widgetLibrary', {
    onRequest: anyone,
    ...docs({
      description: 'Every bundle the caller may read (system and own tenant, as GET /api/widgetsBundles) with its widget types (as GET /api/widgetTypesDetails)',
      response: { type: 'array', items: { type: 'object', properties: { widgetsBundle: ref('WidgetsBundle'), widgetTypes: listOf('WidgetType') } } },
    }),
  }, async (request) => widgets.library(request.user));

  app.post('/api/tessera/widgetsBundle/import', { onRequest: editors }, async (request) => widgets.importBundle(request.user, request.body));
};
