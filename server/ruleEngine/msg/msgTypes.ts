/*
 * Built-in message types and their display names (catalogue §2): one list with the console's
 * editors (rule-node-ui/catalogue/messageTypes.ts).
 */
import { MSG_TYPE_NAMES } from '../../../rule-node-ui/catalogue/messageTypes';

export { MSG_TYPE_NAMES, PICKER_MSG_TYPES, type BuiltInMsgType } from '../../../rule-node-ui/catalogue/messageTypes';

/** Types that exist but are not routed by name by the type switch (they go to Other). */
export const OTHER_MSG_TYPES = [
  'ALARM',
  'ALARM_DELETE',
  'PROVISION_SUCCESS',
  'PROVISION_FAILURE',
  'ENTITY_ASSIGNED_TO_EDGE',
  'ENTITY_UNASSIGNED_FROM_EDGE',
  'SEND_EMAIL',
] as const;

export const OTHER_RELATION = 'Other';

/** The relation the message type switch follows for a type. */
export function msgTypeRelation(type: string): string {
  return (MSG_TYPE_NAMES as Record<string, string>)[type] ?? OTHER_RELATION;
}
