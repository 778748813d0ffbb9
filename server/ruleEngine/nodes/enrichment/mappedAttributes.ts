import type { EntityId } from '../../../store/ids';
import type { KvEntry } from '../../../store/TelemetryStore';
import { kvText } from '../../../telemetry/kvTyping';
import type { TelemetryService } from '../../../telemetry/types';
import { transformMsg, type TbMsg } from '../../msg/TbMsg';
import { processPattern } from '../../template';
import { flag, stringMap } from './configChecks';

/*
 * The fetch shared by "customer attributes", "tenant attributes" and "related
 * attributes" (ThingsBoard's TbEntityGetAttrNode): server attributes, or latest time
 * series when `telemetry` is on, copied into metadata under mapped names. Both sides of
 * the mapping are templates.
 */

export interface AttrMappingConfig {
  attrMapping: Record<string, string>;
  telemetry: boolean;
}

export const DEFAULT_ATTR_MAPPING_CONFIG: AttrMappingConfig = { attrMapping: { temperature: 'tempo' }, telemetry: false };

export const MAPPED_ATTRIBUTES_DETAILS =
  'If Attributes enrichment configured, server scope attributes are added into Message metadata. If Latest Telemetry enrichment configured, latest telemetry added into metadata. To access those attributes in other nodes this template can be used <code>metadata.temperature</code>.';

export function attrMappingConfigOf(config: Partial<AttrMappingConfig>): AttrMappingConfig {
  return { attrMapping: stringMap(config.attrMapping, 'attrMapping'), telemetry: flag(config.telemetry, 'telemetry', false) };
}

/** `msg` with the mapped values of `entity` added to its metadata; keys without a value are skipped. */
export async function withMappedAttributes(telemetry: TelemetryService, entity: EntityId, config: AttrMappingConfig, msg: TbMsg): Promise<TbMsg> {
  const mapping = new Map<string, string>();
  for (const [from, to] of Object.entries(config.attrMapping)) mapping.set(processPattern(from, msg), processPattern(to, msg));
  const keys = [...mapping.keys()];
  if (keys.length === 0) return msg;
  const found: KvEntry[] = config.telemetry ? await telemetry.latest(entity, keys) : await telemetry.attributes(entity, 'SERVER_SCOPE', keys);
  const metadata: Record<string, string> = { ...msg.metadata };
  for (const entry of found) metadata[mapping.get(entry.key)!] = kvText(entry.value);
  return transformMsg(msg, { metadata });
}
