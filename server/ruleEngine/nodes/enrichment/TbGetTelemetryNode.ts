import type { TsKv } from '../../../store/TelemetryStore';
import { kvJson, kvText } from '../../../telemetry/kvTyping';
import type { Aggregation } from '../../../telemetry/types';
import { transformMsg } from '../../msg/TbMsg';
import { defineRuleNode, RuleNodeConfigError, tb } from '../../node/RuleNodeDefinition';
import { processPattern } from '../../template';
import { flag, keyList, numberOf, oneOf } from './configChecks';
import { windowOf, type WindowSpec } from './telemetryWindow';
import { timeUnitOf } from './timeUnits';

export interface GetTelemetryConfig {
  latestTsKeyNames: string[];
  fetchMode: 'FIRST' | 'LAST' | 'ALL';
  orderBy: 'ASC' | 'DESC';
  aggregation: Aggregation;
  limit: number;
  startInterval: number;
  startIntervalTimeUnit: string;
  endInterval: number;
  endIntervalTimeUnit: string;
  useMetadataIntervalPatterns: boolean;
  startIntervalPattern: string;
  endIntervalPattern: string;
}

/** ThingsBoard's MAX_FETCH_SIZE: also what a limit of 0 means. */
const MAX_FETCH_SIZE = 1000;
const AGGREGATIONS: readonly Aggregation[] = ['MIN', 'MAX', 'AVG', 'SUM', 'COUNT', 'NONE'];

function windowSpecOf(config: GetTelemetryConfig): WindowSpec {
  if (flag(config.useMetadataIntervalPatterns, 'useMetadataIntervalPatterns', false)) {
    const { startIntervalPattern: start, endIntervalPattern: end } = config;
    if (typeof start !== 'string' || start.trim() === '') throw new RuleNodeConfigError('startIntervalPattern should be specified!');
    if (typeof end !== 'string' || end.trim() === '') throw new RuleNodeConfigError('endIntervalPattern should be specified!');
    return { kind: 'patterns', start, end };
  }
  return {
    kind: 'intervals',
    start: numberOf(config.startInterval, 'startInterval', { min: 0 }),
    startUnit: timeUnitOf(config.startIntervalTimeUnit, 'startIntervalTimeUnit'),
    end: numberOf(config.endInterval, 'endInterval', { min: 0 }),
    endUnit: timeUnitOf(config.endIntervalTimeUnit, 'endIntervalTimeUnit'),
  };
}

/** One point as ALL lists it: the value typed (`22.5`, `"on"`, `true`, a JSON value). */
function pointJson(point: TsKv): string {
  return `{"ts":${point.ts},"value":${kvJson(point.value)}}`;
}

/**
 * Catalogue §4 ENRICHMENT "originator telemetry": the originator's time series in a
 * window into metadata under the bare key. FIRST/LAST give one value, printed as
 * ThingsBoard 3.3 prints it (a JSON string, quotes included: `"22.5"`); ALL gives a JSON
 * array of {ts, value}, aggregated into one bucket over the window unless NONE.
 */
export const TbGetTelemetryNode = defineRuleNode<GetTelemetryConfig>({
  clazz: tb('metadata.TbGetTelemetryNode'),
  type: 'ENRICHMENT',
  name: 'originator telemetry',
  description: 'Add Message Originator Telemetry for selected time range into Message Metadata\n',
  details:
    "The node allows you to select fetch mode: <b>FIRST/LAST/ALL</b> to fetch telemetry of certain time range that are added into Message metadata without any prefix. If selected fetch mode <b>ALL</b> Telemetry will be added like array into Message Metadata where <b>key</b> is Timestamp and <b>value</b> is value of Telemetry.</br>If selected fetch mode <b>FIRST</b> or <b>LAST</b> Telemetry will be added like string without Timestamp.</br>Also, the rule node allows you to select telemetry sampling order: <b>ASC</b> or <b>DESC</b>. </br>Aggregation feature allows you to fetch aggregated telemetry as a single value by <b>AVG, COUNT, SUM, MIN, MAX, NONE</b>. </br><b>Note</b>: The maximum size of the fetched array is 1000 records.\n ",
  relationTypes: ['Success', 'Failure'],
  defaultConfiguration: {
    latestTsKeyNames: [],
    fetchMode: 'FIRST',
    orderBy: 'ASC',
    aggregation: 'NONE',
    limit: MAX_FETCH_SIZE,
    startInterval: 2,
    startIntervalTimeUnit: 'MINUTES',
    endInterval: 1,
    endIntervalTimeUnit: 'MINUTES',
    useMetadataIntervalPatterns: false,
    startIntervalPattern: '',
    endIntervalPattern: '',
  },
  configDirective: 'tbEnrichmentNodeGetTelemetryFromDatabase',
  init(_ctx, config) {
    const keyNames = keyList(config.latestTsKeyNames, 'latestTsKeyNames');
    const fetchMode = oneOf(config.fetchMode, ['FIRST', 'LAST', 'ALL'] as const, 'fetchMode', 'FIRST');
    const orderBy = oneOf(config.orderBy, ['ASC', 'DESC'] as const, 'orderBy', 'ASC');
    const aggregation = oneOf(config.aggregation, AGGREGATIONS, 'aggregation', 'NONE');
    const limit = numberOf(config.limit ?? MAX_FETCH_SIZE, 'limit', { integer: true, min: 0 });
    const window = windowSpecOf(config);
    // Ordering, limit and aggregation belong to ALL; FIRST and LAST read one point each way.
    const all = fetchMode === 'ALL';
    const agg: Aggregation = all ? aggregation : 'NONE';
    const order = all ? orderBy : fetchMode === 'FIRST' ? 'ASC' : 'DESC';
    const count = all ? limit || MAX_FETCH_SIZE : 1;
    return {
      async onMsg(ctx, msg) {
        if (keyNames.length === 0) {
          ctx.tellFailure(msg, 'Telemetry is not selected!');
          return;
        }
        try {
          const keys = keyNames.map((key) => processPattern(key, msg));
          const { startTs, endTs } = windowOf(window, msg, Date.now());
          const interval = agg === 'NONE' ? 0 : endTs - startTs;
          const series = await ctx.services.telemetry.history(msg.originator, { keys, startTs, endTs, interval, limit: count, agg, orderBy: order });
          const metadata: Record<string, string> = { ...msg.metadata };
          for (const key of keys) {
            const points = series[key];
            if (!points || points.length === 0) continue;
            metadata[key] = all ? `[${points.map(pointJson).join(',')}]` : JSON.stringify(kvText(points[0]!.value));
          }
          ctx.tellSuccess(transformMsg(msg, { metadata }));
        } catch (error) {
          ctx.tellFailure(msg, error);
        }
      },
    };
  },
});
