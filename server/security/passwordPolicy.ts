import { ApiError } from '../http/errors';
import type { PasswordPolicy } from '../settings/securitySettings';
import type { PasswordHistoryEntry } from '../store/UserCredentialsStore';
import { verifyPassword } from './passwords';

const DAY_MS = 86_400_000;

function countMatching(password: string, pattern: RegExp): number {
  return [...password].filter((ch) => pattern.test(ch)).length;
}

/** Every rule `password` breaks, in ThingsBoard's order; empty when it complies. */
export function policyViolations(policy: PasswordPolicy, password: string): string[] {
  const messages: string[] = [];
  const length = [...password].length;
  if (length < policy.minimumLength) messages.push(`Password must be at least ${policy.minimumLength} characters long!`);
  if (policy.maximumLength && length > policy.maximumLength) {
    messages.push(`Password must be no more than ${policy.maximumLength} characters long!`);
  }
  const rules: [number, RegExp, string][] = [
    [policy.minimumUppercaseLetters, /\p{Lu}/u, 'uppercase characters'],
    [policy.minimumLowercaseLetters, /\p{Ll}/u, 'lowercase characters'],
    [policy.minimumDigits, /\p{Nd}/u, 'digits'],
    // Special = anything that is neither a letter, a digit nor whitespace.
    [policy.minimumSpecialCharacters, /[^\p{L}\p{Nd}\s]/u, 'special characters'],
  ];
  for (const [minimum, pattern, what] of rules) {
    if (minimum > 0 && countMatching(password, pattern) < minimum) {
      messages.push(`Password must contain at least ${minimum} ${what}!`);
    }
  }
  if (!policy.allowWhitespaces && /\s/u.test(password)) messages.push('Password must not contain whitespace characters!');
  return messages;
}

/**
 * Whether `password` was in use during the last `days` days. A history entry was in
 * use from its own timestamp until the next one's (the last one until now).
 */
export async function wasUsedRecently(password: string, history: PasswordHistoryEntry[], days: number, now = Date.now()): Promise<boolean> {
  if (days <= 0) return false;
  const since = now - days * DAY_MS;
  for (let i = 0; i < history.length; i++) {
    const inUseUntil = history[i + 1]?.ts ?? now;
    if (inUseUntil >= since && (await verifyPassword(password, history[i].hash))) return true;
  }
  return false;
}

/** Throws 400/31 with every violated rule, one per line, before a password is stored. */
export async function enforcePasswordPolicy(policy: PasswordPolicy, password: string, history: PasswordHistoryEntry[] = []): Promise<void> {
  const messages = policyViolations(policy, password);
  if (messages.length > 0) throw ApiError.badRequest(messages.join('\n'));
  if (await wasUsedRecently(password, history, policy.passwordReuseFrequencyDays)) {
    throw ApiError.badRequest(`Password was already used for the last ${policy.passwordReuseFrequencyDays} days!`);
  }
}

export function isPasswordExpired(policy: PasswordPolicy, changedTs: number | null, now = Date.now()): boolean {
  const days = policy.passwordExpirationPeriodDays;
  return days > 0 && changedTs !== null && changedTs + days * DAY_MS < now;
}
