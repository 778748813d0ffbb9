import type { ContactFields } from '../../../store/contact';
import { transformMsg, type TbMsg } from '../../msg/TbMsg';
import { RuleNodeConfigError, type RuleNode, type RuleNodeContext } from '../../node/RuleNodeDefinition';
import { flag } from './configChecks';
import { dataObject, exactJsonText } from './msgData';

/*
 * "customer details" and "tenant details" (ThingsBoard's TbAbstractGetEntityDetailsNode):
 * the selected contact fields of a customer or tenant, as `customer_title`,
 * `tenant_city` ..., into the message data, or its metadata when addToMetadata is on.
 */

export const ENTITY_DETAILS = ['TITLE', 'COUNTRY', 'STATE', 'CITY', 'ZIP', 'ADDRESS', 'ADDRESS2', 'PHONE', 'EMAIL', 'ADDITIONAL_INFO'] as const;
export type EntityDetail = (typeof ENTITY_DETAILS)[number];

export interface EntityDetailsConfig {
  detailsList: EntityDetail[];
  addToMetadata: boolean;
}

export const DEFAULT_DETAILS_CONFIG: EntityDetailsConfig = { detailsList: [], addToMetadata: false };

/** What both entities offer: their name (the title) and contact fields. */
export interface ContactEntity extends ContactFields {
  name: string;
  additionalInfo: unknown;
}

export function detailsConfigOf(config: Partial<EntityDetailsConfig>): EntityDetailsConfig {
  const list = config.detailsList ?? [];
  if (!Array.isArray(list) || !list.every((item) => (ENTITY_DETAILS as readonly unknown[]).includes(item))) {
    throw new RuleNodeConfigError(`detailsList should be a list of ${ENTITY_DETAILS.join(', ')}!`);
  }
  return { detailsList: list, addToMetadata: flag(config.addToMetadata, 'addToMetadata', false) };
}

const CONTACT_FIELDS: Partial<Record<EntityDetail, keyof ContactFields>> = {
  COUNTRY: 'country',
  STATE: 'state',
  CITY: 'city',
  ZIP: 'zip',
  ADDRESS: 'address',
  ADDRESS2: 'address2',
  PHONE: 'phone',
  EMAIL: 'email',
};

/** The selected details under their prefixed names; empty fields are left out, the title always given. */
export function detailValues(entity: ContactEntity, details: readonly EntityDetail[], prefix: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const detail of details) {
    if (detail === 'TITLE') {
      values[`${prefix}title`] = entity.name;
    } else if (detail === 'ADDITIONAL_INFO') {
      // Only the description is offered, as ThingsBoard does.
      const description = (entity.additionalInfo as { description?: unknown } | null)?.description;
      if (description !== undefined && description !== null) {
        values[`${prefix}additionalInfo`] = typeof description === 'object' ? JSON.stringify(description) : String(description);
      }
    } else {
      const field = CONTACT_FIELDS[detail]!;
      const value = entity[field];
      if (value !== undefined && value !== null) values[`${prefix}${field}`] = value;
    }
  }
  return values;
}

/** `msg` with the details added where the configuration says. */
export function withDetails(msg: TbMsg, values: Record<string, string>, config: EntityDetailsConfig): TbMsg {
  if (config.addToMetadata) return transformMsg(msg, { metadata: { ...msg.metadata, ...values } });
  const data = dataObject(msg.data);
  for (const [key, value] of Object.entries(values)) data[key] = value;
  return transformMsg(msg, { data: exactJsonText(data) });
}

/**
 * The running part of the customer and tenant details nodes: `find` loads the entity
 * whose details go into the message under `prefix`; nothing selected passes unchanged.
 */
export function detailsNode(configuration: Partial<EntityDetailsConfig>, prefix: string, find: (ctx: RuleNodeContext, msg: TbMsg) => Promise<ContactEntity>): RuleNode {
  const config = detailsConfigOf(configuration);
  return {
    async onMsg(ctx, msg) {
      if (config.detailsList.length === 0) return ctx.tellSuccess(msg);
      try {
        ctx.tellSuccess(withDetails(msg, detailValues(await find(ctx, msg), config.detailsList, prefix), config));
      } catch (error) {
        ctx.tellFailure(msg, error);
      }
    },
  };
}
