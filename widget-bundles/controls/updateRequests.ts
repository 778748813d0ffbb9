import { type EntityId } from '@tessera/sdk';
import { type FieldScope } from './attributeFields';

export interface UpdateRequest {
  url: string;
  body: Record<string, unknown>;
}

const SCOPE_PATH: Record<FieldScope, string> = {
  server: 'attributes/SERVER_SCOPE',
  shared: 'attributes/SHARED_SCOPE',
  timeseries: 'timeseries/ANY',
};

/**
 * The REST calls that write `values` (key to value, with each key's scope): one POST per
 * scope, server and shared attributes and time series, in that order; none when empty.
 */
export function updateRequests(entity: EntityId, values: readonly { key: string; scope: FieldScope; value: unknown }[]): UpdateRequest[] {
  const requests: UpdateRequest[] = [];
  for (const scope of ['server', 'shared', 'timeseries'] as const) {
    const entries = values.filter((v) => v.scope === scope && v.value !== undefined);
    if (entries.length === 0) continue;
    requests.push({
      url: `/api/plugins/telemetry/${entity.entityType}/${encodeURIComponent(entity.id)}/${SCOPE_PATH[scope]}`,
      body: Object.fromEntries(entries.map((e) => [e.key, e.value])),
    });
  }
  return requests;
}
