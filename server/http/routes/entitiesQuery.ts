import { entityCountQueryInput, entityDataQueryInput } from '../../query/entityQueryInput';
import type { RouteModule } from '../ServerContext';
import { queryBoolean } from '../validate';

/** /find/keys looks at one page of at most this many entities (contract §6). */
const KEYS_PAGE_SIZE = 100;

/**
 * Entity data queries (contract §7): any authenticated caller, answered with what
 * that caller may read (tenant administrators their tenant, customer users their customer).
 */
export const entitiesQueryRoutes: RouteModule = (app, { entityQuery }) => {
  app.post('/api/entitiesQuery/find', async (request) => entityQuery.find(request.user, entityDataQueryInput(request.body)));

  app.post('/api/entitiesQuery/count', async (request) => entityQuery.count(request.user, entityCountQueryInput(request.body)));

  app.post('/api/entitiesQuery/find/keys', async (request) => {
    const query = entityDataQueryInput(request.body, KEYS_PAGE_SIZE);
    const options = { timeseries: queryBoolean(request.query, 'timeseries', true), attributes: queryBoolean(request.query, 'attributes', true) };
    // As ThingsBoard: asking for neither kind answers empty arrays without running the query.
    if (!options.timeseries && !options.attributes) return { entityTypes: [], timeseries: [], attribute: [] };
    return entityQuery.findKeys(request.user, query, options);
  });
};
