import { alarmDataQueryInput } from '../../alarms/alarmQueryInput';
import type { RouteModule } from '../ServerContext';

/** POST /api/alarmsQuery/find (contract §7): AlarmDataQuery -> PageData<AlarmData>, within what the caller may see. */
export const alarmsQueryRoutes: RouteModule = (app, { alarmQuery }) => {
  app.post('/api/alarmsQuery/find', async (request) => alarmQuery.find(request.user, alarmDataQueryInput(request.body)));
};
