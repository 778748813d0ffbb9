import type { EntityId } from '../../../store/ids';
import type { AttributeScope } from '../../../store/TelemetryStore';
import { kvJson, kvText } from '../../../telemetry/kvTyping';
import type { TelemetryService } from '../../../telemetry/types';
import type { TbMsg } from '../../msg/TbMsg';
import { processPattern } from '../../template';
import { flag, keyList } from './configChecks';
import { type AttributesConfig } from '../../../../rule-node-ui/catalogue/attributes';

/*
 * The fetch shared by "originator attributes" and "related device attributes"
 * (ThingsBoard's TbAbstractGetAttributesNode): client, shared and server attributes
 * into metadata as `cs_`, `shared_`, `ss_` + key, latest time series under the bare
 * key, key names as templates. Missing keys are collected for the Failure text.
 */

/** The configuration and its defaults: one copy with the console's editor. */
export { ATTRIBUTES_DEFAULTS as DEFAULT_ATTRIBUTES_CONFIG, type AttributesConfig } from '../../../../rule-node-ui/catalogue/attributes';

/** The checked configuration. */
export function attributesConfigOf(config: Partial<AttributesConfig>): AttributesConfig {
  return {
    clientAttributeNames: keyList(config.clientAttributeNames, 'clientAttributeNames'),
    sharedAttributeNames: keyList(config.sharedAttributeNames, 'sharedAttributeNames'),
    serverAttributeNames: keyList(config.serverAttributeNames, 'serverAttributeNames'),
    latestTsKeyNames: keyList(config.latestTsKeyNames, 'latestTsKeyNames'),
    tellFailureIfAbsent: flag(config.tellFailureIfAbsent, 'tellFailureIfAbsent', true),
    getLatestValueWithTs: flag(config.getLatestValueWithTs, 'getLatestValueWithTs', false),
  };
}

const LATEST_TS = 'LATEST_TS';

/** The scopes in the order ThingsBoard lists missing keys. */
const REPORT_ORDER = ['CLIENT_SCOPE', 'SERVER_SCOPE', 'SHARED_SCOPE', LATEST_TS];

export interface FetchedAttributes {
  /** Metadata entries to add. */
  values: Record<string, string>;
  /** The Failure text when keys were missing and the node reports them; undefined otherwise. */
  missing?: string;
}

function missingText(missing: Map<string, string[]>): string {
  let text = 'The following attribute/telemetry keys is not present in the DB: \n';
  for (const scope of REPORT_ORDER) {
    const keys = missing.get(scope);
    if (keys) text += `\t[${scope}]:[${keys.join(', ')}]\n`;
  }
  return text;
}

function templated(keys: string[], msg: TbMsg): string[] {
  return keys.map((key) => processPattern(key, msg));
}

/** Reads the configured keys of `entity` for `msg`. */
export async function fetchAttributes(telemetry: TelemetryService, entity: EntityId, config: AttributesConfig, msg: TbMsg): Promise<FetchedAttributes> {
  const values: Record<string, string> = {};
  const missing = new Map<string, string[]>();
  const noteMissing = (scope: string, wanted: string[], found: Set<string>) => {
    const absent = wanted.filter((key) => !found.has(key));
    if (config.tellFailureIfAbsent && absent.length > 0) missing.set(scope, absent);
  };

  const tsKeys = templated(config.latestTsKeyNames, msg);
  if (tsKeys.length > 0) {
    const latest = await telemetry.latest(entity, tsKeys);
    for (const point of latest) {
      values[point.key] = config.getLatestValueWithTs ? `{"ts":${point.ts},"value":${kvJson(point.value)}}` : kvText(point.value);
    }
    noteMissing(LATEST_TS, tsKeys, new Set(latest.map((point) => point.key)));
  }

  const scopes: [AttributeScope, string[], string][] = [
    ['CLIENT_SCOPE', config.clientAttributeNames, 'cs_'],
    ['SHARED_SCOPE', config.sharedAttributeNames, 'shared_'],
    ['SERVER_SCOPE', config.serverAttributeNames, 'ss_'],
  ];
  for (const [scope, names, prefix] of scopes) {
    const keys = templated(names, msg);
    if (keys.length === 0) continue;
    const found = await telemetry.attributes(entity, scope, keys);
    for (const attribute of found) values[prefix + attribute.key] = kvText(attribute.value);
    noteMissing(scope, keys, new Set(found.map((attribute) => attribute.key)));
  }
  return { values, missing: missing.size > 0 ? missingText(missing) : undefined };
}
