import { createHash } from 'node:crypto';
import { badField, emptyParam } from '../http/validate';
import { FAILURE, RULE_CHAIN_TYPES, RULE_NODE_TYPES, type RuleChainKind, type RuleNodeDefinition, type RuleNodeType } from '../ruleEngine/node/RuleNodeDefinition';

/*
 * ComponentDescriptor JSON (contract §5 "Component descriptors") built from the node
 * registry. ThingsBoard stores descriptors in a table at startup; here they are made
 * on request, with an id derived from the class name so it never changes.
 */

/** Every node's Angular forms come from this one SystemJS module (catalogue §1). */
export const UI_RESOURCES = ['static/rulenode/rulenode-core-config.js'];

/** Where ThingsBoard keeps its enums, for its "No enum constant" texts. */
const COMPONENT_TYPE_ENUM = 'org.thingsboard.server.common.data.plugin.ComponentType';
const RULE_CHAIN_TYPE_ENUM = 'org.thingsboard.server.common.data.rule.RuleChainType';

/** A fixed namespace for the name-based (v5) uuids of descriptors. */
const NAMESPACE = Buffer.from('6b8d1f1e4a0c4f6a9e3d7c2b5a190f42', 'hex');

export interface ComponentDescriptor {
  id: { id: string };
  createdTime: number;
  type: RuleNodeType;
  scope: 'TENANT';
  name: string;
  clazz: string;
  actions: null;
  configurationDescriptor: { nodeDefinition: Record<string, unknown> };
}

/** A v5 uuid (SHA-1 of namespace + name), as RFC 4122 §4.3 builds them. */
export function nameUuid(name: string): string {
  const hash = createHash('sha1').update(NAMESPACE).update(name, 'utf8').digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** ThingsBoard adds Failure to every node's relation types, whatever the annotation says. */
function withFailure(relationTypes: readonly string[]): string[] {
  return relationTypes.includes(FAILURE) ? [...relationTypes] : [...relationTypes, FAILURE];
}

export function componentDescriptor(definition: RuleNodeDefinition<object>): ComponentDescriptor {
  return {
    id: { id: nameUuid(definition.clazz) },
    // Descriptors are not stored, so they have no creation time of their own.
    createdTime: 0,
    type: definition.type,
    scope: 'TENANT',
    name: definition.name,
    clazz: definition.clazz,
    actions: null,
    configurationDescriptor: {
      nodeDefinition: {
        details: definition.details,
        description: definition.description,
        inEnabled: definition.inEnabled ?? true,
        outEnabled: definition.outEnabled ?? true,
        relationTypes: withFailure(definition.relationTypes),
        customRelations: definition.customRelations ?? false,
        ruleChainNode: definition.ruleChainNode ?? false,
        defaultConfiguration: definition.defaultConfiguration,
        uiResources: UI_RESOURCES,
        configDirective: definition.configDirective,
        icon: definition.icon ?? '',
        iconUrl: definition.iconUrl ?? '',
        docUrl: definition.docUrl ?? '',
      },
    },
  };
}

/** `ComponentType.valueOf`: the exact constant or ThingsBoard's IllegalArgumentException text (400/31). */
export function componentType(value: string): RuleNodeType {
  if (!(RULE_NODE_TYPES as readonly string[]).includes(value)) throw badField(`No enum constant ${COMPONENT_TYPE_ENUM}.${value}`);
  return value as RuleNodeType;
}

/** `?componentTypes=A,B`: at least one, each a component type. */
export function componentTypes(raw: string | undefined): RuleNodeType[] {
  const names = (raw ?? '').split(',').map((name) => name.trim());
  if (names.every((name) => name === '')) throw emptyParam('componentTypes');
  return [...new Set(names.filter((name) => name !== '').map(componentType))];
}

/** `?ruleChainType=`: CORE when absent, as in ThingsBoard. */
export function ruleChainKind(raw: string | undefined): RuleChainKind {
  if (raw === undefined || raw === '') return 'CORE';
  if (!(RULE_CHAIN_TYPES as readonly string[]).includes(raw)) throw badField(`No enum constant ${RULE_CHAIN_TYPE_ENUM}.${raw}`);
  return raw as RuleChainKind;
}
