/*
 * Checks shared by the SMS providers, with ThingsBoard's rules and texts: numbers in
 * E.164 form, a message unquoted, `\n` escapes turned into new lines, and cut at 1600
 * characters (the longest message the providers accept).
 */

const E164 = /^\+[1-9]\d{1,14}$/;
const MAX_MESSAGE_LENGTH = 1600;

export function validatePhoneNumber(phoneNumber: string): string {
  const trimmed = phoneNumber.trim();
  if (!E164.test(trimmed)) throw new Error('Invalid phone number format. Phone number must be in E.164 format.');
  return trimmed;
}

export function prepareMessage(message: string): string {
  const text = message.replace(/^"|"$/g, '').replace(/\\n/g, '\n');
  return text.length > MAX_MESSAGE_LENGTH ? text.slice(0, MAX_MESSAGE_LENGTH) : text;
}
