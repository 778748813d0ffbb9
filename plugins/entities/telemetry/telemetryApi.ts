import { type AttributeScope, type EntityId, type HttpService } from '@tessera/sdk';

/** An attribute as REST returns it (contract §6): values typed. */
export interface AttributeEntry {
  key: string;
  value: unknown;
  lastUpdateTs: number;
}

/** Latest time series as REST returns them: key -> newest point, values as strings. */
export type LatestTimeseries = Record<string, { ts: number; value: string }[]>;

const base = (entityId: EntityId) => `/api/plugins/telemetry/${entityId.entityType}/${entityId.id}`;
const keysParam = (keys: string[]) => encodeURIComponent(keys.join(','));

/** Contract §6 calls used by the telemetry tabs; errors show as toasts through the HTTP service. */
export const telemetryApi = {
  attributes: (http: HttpService, entityId: EntityId, scope: AttributeScope) =>
    http.get<AttributeEntry[]>(`${base(entityId)}/values/attributes/${scope}`),
  saveAttributes: (http: HttpService, entityId: EntityId, scope: AttributeScope, values: Record<string, unknown>) =>
    http.post<void>(`${base(entityId)}/attributes/${scope}`, values),
  deleteAttributes: (http: HttpService, entityId: EntityId, scope: AttributeScope, keys: string[]) =>
    http.delete<void>(`${base(entityId)}/${scope}?keys=${keysParam(keys)}`),
  latest: (http: HttpService, entityId: EntityId) => http.get<LatestTimeseries>(`${base(entityId)}/values/timeseries`),
  timeseriesKeys: (http: HttpService, entityId: EntityId) => http.get<string[]>(`${base(entityId)}/keys/timeseries`),
  history: (http: HttpService, entityId: EntityId, q: { keys: string[]; startTs: number; endTs: number; limit: number }) =>
    http.get<LatestTimeseries>(
      `${base(entityId)}/values/timeseries?keys=${keysParam(q.keys)}&startTs=${q.startTs}&endTs=${q.endTs}&limit=${q.limit}&agg=NONE&interval=0`,
    ),
  deleteTimeseries: (http: HttpService, entityId: EntityId, keys: string[]) =>
    http.delete<void>(`${base(entityId)}/timeseries/delete?keys=${keysParam(keys)}&deleteAllDataForKeys=true`),
};
