import { type ComponentType } from 'react';
import { defineRuleNodeEditor, type RuleNodeEditorDefinition, type RuleNodeEditorProps } from '@tessera/sdk';
import { type Problem, translateProblems } from './problems';

/** What a node editor of these bundles is made of. */
export interface NodeEditorParts<C extends Record<string, unknown>> {
  clazz: string;
  component: ComponentType<RuleNodeEditorProps<C>>;
  validate(config: C): Problem[];
  defaults: C;
}

/**
 * The SDK definition of an editor: validate translates the problems of the configuration
 * as the engine reads it (the saved value over the defaults).
 */
export function nodeEditor<C extends Record<string, unknown>>(parts: NodeEditorParts<C>): RuleNodeEditorDefinition<C> {
  return defineRuleNodeEditor<C>({
    clazz: parts.clazz,
    component: parts.component,
    validate: (value) => translateProblems(parts.validate({ ...parts.defaults, ...(value ?? {}) })),
    defaultConfiguration: parts.defaults,
  });
}
