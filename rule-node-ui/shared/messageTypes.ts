import { MSG_TYPE_NAMES, PICKER_MSG_TYPES } from '../catalogue/messageTypes';

/** The message types the picker offers (catalogue §2), value → display name. */
export const MESSAGE_TYPES: Readonly<Record<string, string>> = Object.fromEntries(PICKER_MSG_TYPES.map((type) => [type, MSG_TYPE_NAMES[type]]));

/** A message type's display name; a custom type shows as itself. */
export function messageTypeName(type: string): string {
  return MESSAGE_TYPES[type] ?? type;
}

/**
 * The message type a picked or typed text stands for: a known display name or value
 * (any case) gives the value, anything else is a custom type (trimmed); blank gives null.
 */
export function messageTypeOf(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const lower = trimmed.toLowerCase();
  const known = Object.entries(MESSAGE_TYPES).find(([value, name]) => value.toLowerCase() === lower || name.toLowerCase() === lower);
  return known ? known[0] : trimmed;
}
