import { asObject, badField, isEmail, optionalBoolean, optionalInt, optionalString } from '../http/validate';
import type { SettingsStore } from '../store/SettingsStore';

export const SECURITY_SETTINGS_KEY = 'securitySettings';

export interface PasswordPolicy {
  minimumLength: number;
  maximumLength: number | null;
  minimumUppercaseLetters: number;
  minimumLowercaseLetters: number;
  minimumDigits: number;
  minimumSpecialCharacters: number;
  /** 0 = passwords never expire. */
  passwordExpirationPeriodDays: number;
  /** 0 = any earlier password may be used again. */
  passwordReuseFrequencyDays: number;
  allowWhitespaces: boolean;
}

export interface SecuritySettings {
  passwordPolicy: PasswordPolicy;
  /** 0 = no lockout. */
  maxFailedLoginAttempts: number;
  userLockoutNotificationEmail: string | null;
  /**
   * Tessera's addition: how long a lockout lasts. 0 = until an administrator enables
   * the account again, as ThingsBoard does (and as a ThingsBoard console saves it).
   */
  userLockoutDurationMinutes: number;
  /** Hours an activation link stays valid (ThingsBoard 3.5's `userActivationTokenTtl`, 1 to 24). */
  userActivationTokenTtl: number;
}

export function defaultSecuritySettings(): SecuritySettings {
  return {
    passwordPolicy: {
      minimumLength: 6,
      maximumLength: null,
      minimumUppercaseLetters: 0,
      minimumLowercaseLetters: 0,
      minimumDigits: 0,
      minimumSpecialCharacters: 0,
      passwordExpirationPeriodDays: 0,
      passwordReuseFrequencyDays: 0,
      allowWhitespaces: true,
    },
    maxFailedLoginAttempts: 0,
    userLockoutNotificationEmail: null,
    userLockoutDurationMinutes: 0,
    userActivationTokenTtl: DEFAULT_ACTIVATION_TTL_HOURS,
  };
}

/**
 * What a new installation starts with (seedSystem.ts): a lockout after 10 failed logins
 * in a row that lifts by itself after 5 minutes, so a guesser is slowed down but cannot
 * lock the only administrator out for good. Installations from before keep the defaults.
 */
export function newInstallationSecuritySettings(): SecuritySettings {
  return { ...defaultSecuritySettings(), maxFailedLoginAttempts: 10, userLockoutDurationMinutes: 5 };
}

const MAX_LENGTH = 1024;
export const DEFAULT_ACTIVATION_TTL_HOURS = 24;
const MAX_DAYS = 36500;
const MAX_LOCKOUT_MINUTES = 7 * 24 * 60;

/** Validates a SecuritySettings body; absent fields take the defaults. */
export function normalizeSecuritySettings(value: unknown): SecuritySettings {
  const obj = asObject(value);
  const policy = asObject(obj.passwordPolicy ?? {}, 'passwordPolicy');
  const defaults = defaultSecuritySettings().passwordPolicy;
  const count = (name: keyof PasswordPolicy) => optionalInt(policy, name, defaults[name] as number, 0, MAX_LENGTH);
  const minimumLength = optionalInt(policy, 'minimumLength', defaults.minimumLength, 1, MAX_LENGTH);
  const maximumLength = optionalInt(policy, 'maximumLength', 0, 0, MAX_LENGTH) || null;
  if (maximumLength !== null && maximumLength < minimumLength) {
    throw badField('Maximum password length must not be less than the minimum length!');
  }
  const email = optionalString(obj, 'userLockoutNotificationEmail')?.trim() || null;
  if (email !== null && !isEmail(email)) throw badField("Parameter 'userLockoutNotificationEmail' must be a valid e-mail address!");
  return {
    passwordPolicy: {
      minimumLength,
      maximumLength,
      minimumUppercaseLetters: count('minimumUppercaseLetters'),
      minimumLowercaseLetters: count('minimumLowercaseLetters'),
      minimumDigits: count('minimumDigits'),
      minimumSpecialCharacters: count('minimumSpecialCharacters'),
      passwordExpirationPeriodDays: optionalInt(policy, 'passwordExpirationPeriodDays', 0, 0, MAX_DAYS),
      passwordReuseFrequencyDays: optionalInt(policy, 'passwordReuseFrequencyDays', 0, 0, MAX_DAYS),
      allowWhitespaces: optionalBoolean(policy, 'allowWhitespaces', defaults.allowWhitespaces),
    },
    maxFailedLoginAttempts: optionalInt(obj, 'maxFailedLoginAttempts', 0, 0, 1000),
    userLockoutNotificationEmail: email,
    userLockoutDurationMinutes: optionalInt(obj, 'userLockoutDurationMinutes', 0, 0, MAX_LOCKOUT_MINUTES),
    userActivationTokenTtl: optionalInt(obj, 'userActivationTokenTtl', DEFAULT_ACTIVATION_TTL_HOURS, 1, 24),
  };
}

/** The stored settings over the defaults, so fields added later read with their default. */
export async function loadSecuritySettings(settings: SettingsStore): Promise<SecuritySettings> {
  const stored = await settings.getJson<Partial<SecuritySettings>>(SECURITY_SETTINGS_KEY);
  const defaults = defaultSecuritySettings();
  if (!stored || typeof stored !== 'object') return defaults;
  return {
    ...defaults,
    ...stored,
    passwordPolicy: { ...defaults.passwordPolicy, ...(stored.passwordPolicy ?? {}) },
  };
}
