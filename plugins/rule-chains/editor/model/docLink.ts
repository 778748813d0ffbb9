import type { ComponentDescriptor } from '../../api/types';

/*
 * Each node class's documentation page (seed 001 §3.7). The rule-node-ui manifests give each
 * class's page (`docUrl`, merged into the definition by paletteEntries.ts), as may the server's
 * definition; a class neither describes gets the rule engine's start page.
 */

/** The anchor 'ruleEngine' of seed 001: where an undocumented class's link goes. */
export const RULE_ENGINE_DOC = 'https://thingsboard.io/docs/user-guide/rule-engine-2-0/re-getting-started/';

/** The documentation page of a node definition. */
export function docLink(definition?: Pick<ComponentDescriptor, 'configurationDescriptor'>): string {
  const own = definition?.configurationDescriptor.nodeDefinition.docUrl;
  return own && /^https?:\/\//.test(own) ? own : RULE_ENGINE_DOC;
}
