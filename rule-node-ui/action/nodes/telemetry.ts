import { check } from '../common/checks';
import { type Problem } from '../common/problems';

/* Catalogue §4 ACTION "save timeseries" and "save attributes". */

export const SAVE_TIMESERIES = 'org.thingsboard.rule.engine.telemetry.TbMsgTimeseriesNode';
export const SAVE_ATTRIBUTES = 'org.thingsboard.rule.engine.telemetry.TbMsgAttributesNode';

export interface TimeseriesConfig {
  [key: string]: unknown;
  /** Seconds; 0 uses the tenant profile's TTL. */
  defaultTTL: number;
  skipLatestPersistence: boolean;
  useServerTs: boolean;
}

export const TIMESERIES_DEFAULTS: TimeseriesConfig = { defaultTTL: 0, skipLatestPersistence: false, useServerTs: false };

export function validateTimeseries(config: TimeseriesConfig): Problem[] {
  return check(config, (c) => {
    c.wholeNumber('defaultTTL', 'rulenode.default-ttl', 0);
    c.flag('skipLatestPersistence', 'rulenode.skip-latest-persistence');
    c.flag('useServerTs', 'rulenode.use-server-ts');
  });
}

export const ATTRIBUTE_SCOPES = ['CLIENT_SCOPE', 'SERVER_SCOPE', 'SHARED_SCOPE'] as const;
export type AttributeScope = (typeof ATTRIBUTE_SCOPES)[number];

/** The label key of an attribute scope (the console's own texts). */
export const SCOPE_LABELS: Record<AttributeScope, string> = {
  CLIENT_SCOPE: 'attribute.scope-client',
  SERVER_SCOPE: 'attribute.scope-server',
  SHARED_SCOPE: 'attribute.scope-shared',
};

export interface AttributesConfig {
  [key: string]: unknown;
  scope: AttributeScope;
  /** ThingsBoard's root chain saves "false" as text; null reads as true. */
  notifyDevice: boolean | string | null;
}

export const ATTRIBUTES_DEFAULTS: AttributesConfig = { scope: 'SERVER_SCOPE', notifyDevice: false };

/** notifyDevice as a checkbox shows it: text "true"/"false" as saved by ThingsBoard, null as true. */
export function notifyDeviceOf(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim().toLowerCase() === 'true';
  return value === true;
}

export function validateAttributes(config: AttributesConfig): Problem[] {
  return check(config, (c) => {
    c.oneOf('scope', ATTRIBUTE_SCOPES, 'rulenode.attributes-scope');
    c.flag('notifyDevice', 'rulenode.notify-device');
  });
}
