import { requireAuthority } from '../../security/authenticate';
import type { SecurityUser } from '../../security/SecurityUser';
import { CUSTOMER_PAGE, isPublicCustomer } from '../../store/CustomerStore';
import { canManageCustomer, canReadCustomer } from '../../tenancy/access';
import { ApiError } from '../errors';
import { loadEntity } from '../loadEntity';
import { parsePageLink } from '../pageLink';
import { MSG } from '../messages';
import type { RouteModule } from '../ServerContext';
import { queryString } from '../validate';
import { docs } from '../openapi/docs';
import { pageOf } from '../openapi/schemas';

type IdParams = { Params: { id: string } };

const tenantAdmins = requireAuthority('TENANT_ADMIN');
/** Customer users read their own customer; system administrators have no customers (403). */
const readers = requireAuthority('TENANT_ADMIN', 'CUSTOMER_USER');

/** Customers of the caller's tenant (contract §1.3, §2, §12). */
export const customerRoutes: RouteModule = (app, { stores, customers }) => {
  const readable = (id: string, caller: SecurityUser) =>
    loadEntity(id, (uuid) => stores.customers.findById(uuid), (customer) => canReadCustomer(caller, customer), 'Customer');

  app.get('/api/customers', { onRequest: tenantAdmins, ...docs({ response: pageOf('Customer') }) }, async (request) =>
    stores.customers.findPage(request.user.tenantId, parsePageLink(request.query, CUSTOMER_PAGE)),
  );

  app.get<IdParams>('/api/customer/:id', { onRequest: readers, ...docs({ response: 'Customer' }) }, async (request) => readable(request.params.id, request.user));

  app.get<IdParams>('/api/customer/:id/shortInfo', { onRequest: readers }, async (request) => {
    const customer = await readable(request.params.id, request.user);
    return { title: customer.title, isPublic: isPublicCustomer(customer) };
  });

  // Plain text, the title exactly as stored.
  app.get<IdParams>('/api/customer/:id/title', { onRequest: readers }, async (request, reply) => {
    const customer = await readable(request.params.id, request.user);
    return reply.type('text/plain; charset=utf-8').send(customer.title);
  });

  app.get('/api/tenant/customers', { onRequest: tenantAdmins, ...docs({ response: 'Customer', description: 'The customer with `?customerTitle=`' }) }, async (request) => {
    const title = queryString(request.query, 'customerTitle');
    const customer = await stores.customers.findByTitle(request.user.tenantId, title);
    if (!customer) throw ApiError.notFound(MSG.CUSTOMER_BY_TITLE_NOT_FOUND(title));
    return customer;
  });

  app.post('/api/customer', { onRequest: tenantAdmins, ...docs({ body: 'Customer', response: 'Customer' }) }, async (request) => customers.save(request.user, request.body));

  app.delete<IdParams>('/api/customer/:id', { onRequest: tenantAdmins, ...docs({ emptyResponse: true }) }, async (request, reply) => {
    const customer = await loadEntity(
      request.params.id,
      (uuid) => stores.customers.findById(uuid),
      (found) => canManageCustomer(request.user, found), 'Customer',
    );
    await customers.delete(request.user, customer);
    return reply.code(200).send();
  });
};
