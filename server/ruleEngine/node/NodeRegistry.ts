import type { RuleChainKind, RuleNodeDefinition, RuleNodeType } from './RuleNodeDefinition';

/** Node implementations keyed by fully qualified class name; built-in and added nodes alike. */
export class NodeRegistry {
  private readonly byClass = new Map<string, RuleNodeDefinition<object>>();

  constructor(definitions: readonly RuleNodeDefinition<object>[] = []) {
    for (const definition of definitions) this.register(definition);
  }

  /** Adds a node; a second node with the same class is refused. Returns a function that removes it. */
  register(definition: RuleNodeDefinition<object>): () => void {
    if (this.byClass.has(definition.clazz)) throw new Error(`Rule node class ${definition.clazz} is already registered`);
    this.byClass.set(definition.clazz, definition);
    return () => {
      if (this.byClass.get(definition.clazz) === definition) this.byClass.delete(definition.clazz);
    };
  }

  get(clazz: string): RuleNodeDefinition<object> | undefined {
    return this.byClass.get(clazz);
  }

  /** Definitions of the given types usable in a chain of `chainType`, in registration order. */
  list(types?: readonly RuleNodeType[], chainType?: RuleChainKind): RuleNodeDefinition<object>[] {
    return [...this.byClass.values()].filter(
      (definition) =>
        (!types || types.includes(definition.type)) && (!chainType || (definition.ruleChainTypes ?? ['CORE', 'EDGE']).includes(chainType)),
    );
  }
}
