import type { ComponentDescriptor } from '../../api/types';

/** What the link dialog offers for a link leaving a node. */
export interface RelationChoices {
  /** Labels to pick from, in the order shown. */
  labels: string[];
  /** Free labels are allowed too (switch nodes, rule chain nodes, unknown classes). */
  custom: boolean;
}

const FALLBACK = ['Success', 'Failure'];

/**
 * The labels a link from a node may carry: the definition's relation types; for a rule chain
 * node, the target chain's output labels first; plus labels the node's other links already
 * use where free labels are allowed (a switch's branches).
 */
export function relationChoices(
  definition: ComponentDescriptor | undefined,
  outputLabels: readonly string[] = [],
  usedLabels: readonly string[] = [],
): RelationChoices {
  const nodeDefinition = definition?.configurationDescriptor.nodeDefinition;
  const custom = nodeDefinition ? nodeDefinition.customRelations : true;
  const own = nodeDefinition ? nodeDefinition.relationTypes : FALLBACK;
  const labels = [...outputLabels, ...own, ...(custom ? usedLabels : [])];
  return { labels: [...new Set(labels)], custom };
}

/**
 * The labels of a link as entered: trimmed, without blanks and case-insensitive duplicates
 * (the engine matches labels case-insensitively), and, without free labels, only offered ones.
 */
export function normalizeLabels(labels: readonly string[], choices: RelationChoices): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of labels) {
    const label = raw.trim();
    const key = label.toLowerCase();
    if (!label || seen.has(key)) continue;
    const offered = choices.labels.find((choice) => choice.toLowerCase() === key);
    if (!offered && !choices.custom) continue;
    seen.add(key);
    out.push(offered ?? label);
  }
  return out;
}
