import { filled, TIME_UNITS, type TimeUnit } from '../shared';

export const FETCH_MODES = ['FIRST', 'LAST', 'ALL'] as const;
export const ORDER_BY = ['ASC', 'DESC'] as const;
export const AGGREGATIONS = ['MIN', 'MAX', 'AVG', 'SUM', 'COUNT', 'NONE'] as const;
/** ThingsBoard's bounds of `limit` (the fetched array holds at most 1,000 records). */
export const MIN_LIMIT = 2;
export const MAX_LIMIT = 1000;

export interface TelemetryConfig extends Record<string, unknown> {
  latestTsKeyNames: string[];
  fetchMode: (typeof FETCH_MODES)[number];
  orderBy: (typeof ORDER_BY)[number];
  aggregation: (typeof AGGREGATIONS)[number];
  limit: number;
  startInterval: number;
  startIntervalTimeUnit: TimeUnit;
  endInterval: number;
  endIntervalTimeUnit: TimeUnit;
  useMetadataIntervalPatterns: boolean;
  startIntervalPattern: string;
  endIntervalPattern: string;
}

export const TELEMETRY_DEFAULTS: TelemetryConfig = {
  latestTsKeyNames: [],
  fetchMode: 'FIRST',
  orderBy: 'ASC',
  aggregation: 'NONE',
  limit: 1000,
  startInterval: 2,
  startIntervalTimeUnit: 'MINUTES',
  endInterval: 1,
  endIntervalTimeUnit: 'MINUTES',
  useMetadataIntervalPatterns: false,
  startIntervalPattern: '',
  endIntervalPattern: '',
};

const UNIT_MS: Record<TimeUnit, number> = { MILLISECONDS: 1, SECONDS: 1_000, MINUTES: 60_000, HOURS: 3_600_000, DAYS: 86_400_000 };
const amount = (value: unknown) => typeof value === 'number' && Number.isFinite(value) && value >= 0;
const unit = (value: unknown): value is TimeUnit => (TIME_UNITS as readonly unknown[]).includes(value);

/** Which of orderBy / limit apply: both only when ALL values are fetched unaggregated. */
export const listsValues = (config: Pick<TelemetryConfig, 'fetchMode' | 'aggregation'>) => config.fetchMode === 'ALL' && config.aggregation === 'NONE';

/**
 * Keys to fetch; with ALL unaggregated a limit of 2 to 1,000; the window as two
 * templates, or two non-negative intervals whose start lies before their end.
 */
export function validateTelemetry(config: TelemetryConfig): string[] {
  const errors: string[] = [];
  if (!Array.isArray(config.latestTsKeyNames) || config.latestTsKeyNames.length === 0) errors.push('rulenode.timeseries-keys-required');
  if (!FETCH_MODES.includes(config.fetchMode)) errors.push('rulenode.fetch-mode-required');
  if (config.fetchMode === 'ALL' && !AGGREGATIONS.includes(config.aggregation)) errors.push('rulenode.aggregation-required');
  if (listsValues(config)) {
    if (!ORDER_BY.includes(config.orderBy)) errors.push('rulenode.order-by-required');
    if (!Number.isInteger(config.limit) || config.limit < MIN_LIMIT || config.limit > MAX_LIMIT) errors.push('rulenode.limit-range');
  }
  if (config.useMetadataIntervalPatterns) {
    if (!filled(config.startIntervalPattern)) errors.push('rulenode.start-interval-pattern-required');
    if (!filled(config.endIntervalPattern)) errors.push('rulenode.end-interval-pattern-required');
    return errors;
  }
  const startOk = amount(config.startInterval) && unit(config.startIntervalTimeUnit);
  const endOk = amount(config.endInterval) && unit(config.endIntervalTimeUnit);
  if (!startOk) errors.push('rulenode.start-interval-invalid');
  if (!endOk) errors.push('rulenode.end-interval-invalid');
  if (startOk && endOk && config.startInterval * UNIT_MS[config.startIntervalTimeUnit] <= config.endInterval * UNIT_MS[config.endIntervalTimeUnit]) {
    errors.push('rulenode.start-interval-after-end');
  }
  return errors;
}
