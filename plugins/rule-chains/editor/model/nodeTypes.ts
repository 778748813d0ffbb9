import type { RuleNodeType } from '../../api/types';

/*
 * How each node type looks (seed 001 §3.7: a name, details, a style and an icon per type):
 * ThingsBoard's colours and Material icon names, which nodeIcons.ts maps to Spectrum icons.
 */

export interface NodeTypeStyle {
  /** Background of the node's box. */
  color: string;
  /** Material icon name, as node definitions give theirs. */
  icon: string;
  /** i18n key of the type's name. */
  name: string;
  /** i18n key of a sentence about the type. */
  details: string;
}

const style = (type: string, color: string, icon: string): NodeTypeStyle => ({
  color, icon, name: `rulechain-editor.type.${type}`, details: `rulechain-editor.type.${type}-details`,
});

export const NODE_TYPE_STYLES: Record<RuleNodeType, NodeTypeStyle> = {
  FILTER: style('filter', '#f1e861', 'filter_list'),
  ENRICHMENT: style('enrichment', '#cdf14e', 'playlist_add'),
  TRANSFORMATION: style('transformation', '#79cef1', 'transform'),
  ACTION: style('action', '#f1928f', 'flash_on'),
  EXTERNAL: style('external', '#fbc766', 'cloud_upload'),
  FLOW: style('flow', '#d6c4f1', 'settings_ethernet'),
  INPUT: style('input', '#a3eaa9', 'input'),
  UNKNOWN: style('unknown', '#f16c29', 'help_outline'),
};

/** The node class that forwards to another chain: it shows the target's name, its links the target's output labels. */
export const RULE_CHAIN_INPUT_CLASS = 'org.thingsboard.rule.engine.flow.TbRuleChainInputNode';

/** The target chain of a rule chain node's configuration, if it names one. */
export function targetChainId(configuration: Record<string, unknown>): string | undefined {
  const id = configuration.ruleChainId;
  return typeof id === 'string' && id.trim() !== '' ? id.toLowerCase() : undefined;
}
