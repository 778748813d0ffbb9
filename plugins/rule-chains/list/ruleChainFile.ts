import { type RuleChainExport } from '../api/types';

/** i18n keys a chain file can be refused with. */
export type RuleChainFileError = 'rulechain.invalid-rulechain-file-error' | 'rulechain.invalid-rulechain-type-error';

/** A refused chain file; `message` is the i18n key to show. */
export class RuleChainFileRefused extends Error {
  constructor(readonly key: RuleChainFileError) {
    super(key);
    this.name = 'RuleChainFileRefused';
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Checks a parsed file as ThingsBoard 3.3 does before importing one chain: a `ruleChain`
 * with a name and a `metadata` object; the chain must be of the list's type (core chains
 * here; a file without a type is a core chain).
 */
export function readRuleChainFile(json: unknown, expectedType: 'CORE' | 'EDGE' = 'CORE'): RuleChainExport {
  if (!isObject(json) || !isObject(json.ruleChain) || !isObject(json.metadata)) throw new RuleChainFileRefused('rulechain.invalid-rulechain-file-error');
  const { ruleChain, metadata } = json;
  if (typeof ruleChain.name !== 'string' || !ruleChain.name.trim()) throw new RuleChainFileRefused('rulechain.invalid-rulechain-file-error');
  if (metadata.nodes !== undefined && metadata.nodes !== null && !Array.isArray(metadata.nodes)) {
    throw new RuleChainFileRefused('rulechain.invalid-rulechain-file-error');
  }
  if ((ruleChain.type ?? 'CORE') !== expectedType) throw new RuleChainFileRefused('rulechain.invalid-rulechain-type-error');
  return { ruleChain, metadata } as unknown as RuleChainExport;
}

/** ThingsBoard's export file name: the chain name in lower case, anything but letters and digits as '_'. */
export function ruleChainFileName(name: string): string {
  return name.toLowerCase().replace(/\W/g, '_');
}
