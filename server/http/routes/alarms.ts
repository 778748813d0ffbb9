import type { RouteModule } from '../ServerContext';
import { docs } from '../openapi/docs';
import { pageOf } from '../openapi/schemas';

type AlarmParams = { Params: { alarmId: string } };
type EntityParams = { Params: { entityType: string; entityId: string } };

/**
 * Alarms REST (contract §10, §12). Access is checked in AlarmService: tenant
 * administrators their tenant's alarms, customer users their customer's; ack and clear
 * answer 200 with an empty body, also when repeated.
 */
export const alarmRoutes: RouteModule = (app, { alarms }) => {
  app.get<AlarmParams>('/api/alarm/:alarmId', docs({ response: 'Alarm' }), async (request) => alarms.get(request.user, request.params.alarmId));

  app.get<AlarmParams>('/api/alarm/info/:alarmId', docs({ response: 'AlarmInfo' }), async (request) => alarms.getInfo(request.user, request.params.alarmId));

  app.post('/api/alarm', docs({ body: 'Alarm', response: 'Alarm' }), async (request) => alarms.save(request.user, request.body));

  app.delete<AlarmParams>('/api/alarm/:alarmId', docs({ response: { type: 'boolean' } }), async (request) => alarms.delete(request.user, request.params.alarmId));

  app.post<AlarmParams>('/api/alarm/:alarmId/ack', docs({ emptyResponse: true }), async (request, reply) => {
    await alarms.acknowledge(request.user, request.params.alarmId);
    return reply.code(200).send();
  });

  app.post<AlarmParams>('/api/alarm/:alarmId/clear', docs({ emptyResponse: true }), async (request, reply) => {
    await alarms.clear(request.user, request.params.alarmId);
    return reply.code(200).send();
  });

  app.get<EntityParams>('/api/alarm/:entityType/:entityId', docs({ response: pageOf('AlarmInfo') }), async (request) =>
    alarms.listByEntity(request.user, request.params.entityType, request.params.entityId, request.query),
  );

  app.get('/api/alarms', docs({ response: pageOf('AlarmInfo') }), async (request) => alarms.listAll(request.user, request.query));

  // A JSON string such as "CRITICAL", or an empty body when the entity has no matching alarm.
  app.get<EntityParams>('/api/alarm/highestSeverity/:entityType/:entityId', async (request, reply) => {
    const severity = await alarms.highestSeverity(request.user, request.params.entityType, request.params.entityId, request.query);
    return severity === undefined ? reply.code(200).send() : reply.type('application/json').send(JSON.stringify(severity));
  });
};
