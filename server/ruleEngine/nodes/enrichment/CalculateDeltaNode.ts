import type { EntityId } from '../../../store/ids';
import type { KvValue } from '../../../store/TelemetryStore';
import { javaDouble } from '../../../telemetry/kvTyping';
import { JsonNumber, parseJsonExact, type ExactJson } from '../../../telemetry/parseJsonExact';
import type { TelemetryService } from '../../../telemetry/types';
import { msgTs, transformMsg } from '../../msg/TbMsg';
import type { BuiltInMsgType } from '../../msg/msgTypes';
import { defineRuleNode, RuleNodeConfigError, tb } from '../../node/RuleNodeDefinition';
import { flag, numberOf } from './configChecks';
import { exactJsonText, isExactObject } from './msgData';
import { roundHalfUp } from './roundHalfUp';
import { SerialByKey } from './serialByKey';
import { CALCULATE_DELTA_DEFAULTS, type CalculateDeltaConfig } from '../../../../rule-node-ui/catalogue/calculateDelta';

export type { CalculateDeltaConfig } from '../../../../rule-node-ui/catalogue/calculateDelta';

const TELEMETRY: BuiltInMsgType = 'POST_TELEMETRY_REQUEST';

interface Reading {
  ts: number;
  value: number;
}

/** A data value as Jackson's asDouble reads it: numbers, numeric text, booleans as 1/0, anything else 0. */
function asDouble(value: ExactJson | undefined): number {
  if (value instanceof JsonNumber) return value.toNumber();
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string') {
    const number = value.trim() === '' ? NaN : Number(value);
    return Number.isFinite(number) ? number : 0;
  }
  return 0;
}

/** The stored value as a number; booleans, JSON and text that is no number cannot take part in a delta. */
function storedNumber(key: string, value: KvValue): number {
  switch (value.type) {
    case 'LONG':
    case 'DOUBLE':
      return value.value;
    case 'STRING': {
      const number = value.value.trim() === '' ? NaN : Number(value.value);
      if (!Number.isFinite(number)) throw new Error(`Calculation failed. Unable to parse value [${value.value}] of telemetry [${key}] to Double`);
      return number;
    }
    case 'BOOLEAN':
      throw new Error('Calculation failed. Boolean values are not supported!');
    case 'JSON':
      throw new Error('Calculation failed. JSON values are not supported!');
  }
}

async function latestReading(telemetry: TelemetryService, entity: EntityId, key: string): Promise<Reading | undefined> {
  const [latest] = await telemetry.latest(entity, [key]);
  return latest ? { ts: latest.ts, value: storedNumber(key, latest.value) } : undefined;
}

/** A whole delta prints as a long, any other as Java prints a double. */
function numberJson(value: number): JsonNumber {
  return new JsonNumber(value % 1 === 0 ? String(Math.trunc(value) || 0) : javaDouble(value));
}

function checkedKey(value: unknown, name: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw new RuleNodeConfigError(`${name} should be specified!`);
  return value;
}

/**
 * Catalogue §4 ENRICHMENT "calculate delta": for a telemetry message carrying the input
 * key, adds the difference to the originator's previous reading (this node's cache, else
 * the latest stored value; none: 0) to the data, optionally with the period between them.
 * Other messages go to Other; a negative delta fails unless allowed.
 */
export const CalculateDeltaNode = defineRuleNode<CalculateDeltaConfig>({
  clazz: tb('metadata.CalculateDeltaNode'),
  type: 'ENRICHMENT',
  name: 'calculate delta',
  description: "Calculates and adds 'delta' value into message based on the incoming and previous value",
  details:
    "Calculates delta and period based on the previous time-series reading and current data. Delta calculation is done in scope of the message originator, e.g. device, asset or customer. If there is input key, the output relation will be 'Success' unless delta is negative and corresponding configuration parameter is set. If there is no input value key in the incoming message, the output relation will be 'Other'.",
  relationTypes: ['Success', 'Failure', 'Other'],
  defaultConfiguration: CALCULATE_DELTA_DEFAULTS,
  configDirective: 'tbEnrichmentNodeCalculateDeltaConfig',
  init(_ctx, config) {
    const inputKey = checkedKey(config.inputValueKey, 'inputValueKey');
    const outputKey = checkedKey(config.outputValueKey, 'outputValueKey');
    const useCache = flag(config.useCache, 'useCache', true);
    const addPeriod = flag(config.addPeriodBetweenMsgs, 'addPeriodBetweenMsgs', false);
    const periodKey = addPeriod ? checkedKey(config.periodValueKey, 'periodValueKey') : '';
    const round = config.round === null || config.round === undefined ? null : numberOf(config.round, 'round', { integer: true, min: 0 });
    const failNegative = flag(config.tellFailureIfDeltaIsNegative, 'tellFailureIfDeltaIsNegative', true);
    const cache = new Map<string, Reading>();
    const serial = new SerialByKey();

    return {
      async onMsg(ctx, msg) {
        if (msg.type !== TELEMETRY) return ctx.tellNext(msg, 'Other');
        let parsed: ExactJson;
        try {
          parsed = parseJsonExact(msg.data);
        } catch {
          return ctx.tellFailure(msg, 'Incoming message data is not a valid JSON');
        }
        if (!isExactObject(parsed) || !(inputKey in parsed)) return ctx.tellNext(msg, 'Other');
        const input = parsed;
        await serial.run(msg.originator.id, async () => {
          try {
            const ts = msgTs(msg);
            const current = asDouble(input[inputKey]);
            const previous = (useCache ? cache.get(msg.originator.id) : undefined) ?? (await latestReading(ctx.services.telemetry, msg.originator, inputKey));
            let delta = previous ? current - previous.value : 0;
            if (failNegative && delta < 0) return ctx.tellFailure(msg, 'Delta value is negative!');
            if (round !== null) delta = roundHalfUp(delta, round);
            input[outputKey] = numberJson(delta);
            if (addPeriod) input[periodKey] = new JsonNumber(String(previous ? ts - previous.ts : 0));
            if (useCache) cache.set(msg.originator.id, { ts, value: current });
            ctx.tellSuccess(transformMsg(msg, { data: exactJsonText(input) }));
          } catch (error) {
            ctx.tellFailure(msg, error);
          }
        });
      },
    };
  },
});
