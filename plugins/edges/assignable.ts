import { type EntityId, type EntityType } from '@tessera/sdk';
import { type PageLink, pageLinkQuery } from '@tessera/ui';

/** An entity type that can be put on an edge, with its REST segments (contract §10). */
export interface AssignableType {
  entityType: EntityType;
  /** Singular segment of assign/unassign: /api/edge/{edgeId}/{segment}/{id}. */
  segment: string;
  /** Plural segment of the paged list: /api/edge/{edgeId}/{plural}. */
  plural: string;
  /** i18n key of the picker entry. */
  title: string;
  /** The field holding the display name (dashboards have titles). */
  nameField: 'name' | 'title';
}

/** In the order the type picker offers them. */
export const ASSIGNABLE_TYPES: readonly AssignableType[] = [
  { entityType: 'DEVICE', segment: 'device', plural: 'devices', title: 'device.devices', nameField: 'name' },
  { entityType: 'ASSET', segment: 'asset', plural: 'assets', title: 'asset.assets', nameField: 'name' },
  { entityType: 'ENTITY_VIEW', segment: 'entityView', plural: 'entityViews', title: 'entity-view.entity-views', nameField: 'name' },
  { entityType: 'DASHBOARD', segment: 'dashboard', plural: 'dashboards', title: 'dashboard.dashboards', nameField: 'title' },
  { entityType: 'RULE_CHAIN', segment: 'ruleChain', plural: 'ruleChains', title: 'rulechain.rulechains', nameField: 'name' },
];

/** The assignable type of an entity type; throws for a type an edge cannot hold. */
export function assignableType(entityType: EntityType): AssignableType {
  const found = ASSIGNABLE_TYPES.find((a) => a.entityType === entityType);
  if (!found) throw new Error(`Entities of type ${entityType} cannot be assigned to an edge`);
  return found;
}

/** The page of entities of one type assigned to the edge. */
export const assignedListPath = (edgeId: string, type: AssignableType, link: PageLink) =>
  `/api/edge/${edgeId}/${type.plural}?${pageLinkQuery(link)}`;

/** POST assigns, DELETE unassigns. */
export const assignmentPath = (edgeId: string, entity: EntityId) =>
  `/api/edge/${edgeId}/${assignableType(entity.entityType).segment}/${entity.id}`;

/** What the assigned-entities list shows of a row: id and display name. */
export function assignedRow(type: AssignableType, entity: { id: EntityId; createdTime?: number; name?: string; title?: string }) {
  return { id: entity.id, createdTime: entity.createdTime ?? 0, name: entity[type.nameField] ?? entity.name ?? entity.id.id };
}
