/** Originator types a message can have (catalogue §4 FILTER "originator type"). */
export const ORIGINATOR_TYPES = [
  'DEVICE', 'ASSET', 'ENTITY_VIEW', 'TENANT', 'CUSTOMER', 'USER', 'DASHBOARD', 'RULE_CHAIN', 'RULE_NODE', 'EDGE', 'ALARM',
] as const;

/** Entity types a relation can join (relation filters, related entity lookups). */
export const RELATION_ENTITY_TYPES = ['DEVICE', 'ASSET', 'ENTITY_VIEW', 'TENANT', 'CUSTOMER', 'USER', 'DASHBOARD', 'EDGE'] as const;

/** The label key of an entity type (the console's own names). */
export const entityTypeLabelKey = (type: string) => `entity.type-names.${type}`;
