import type { FormErrors } from '../form/SettingsFormStore';

/** `/api/admin/securitySettings` as the server answers it. */
export interface SecuritySettingsJson {
  passwordPolicy: {
    minimumLength: number;
    maximumLength: number | null;
    minimumUppercaseLetters: number;
    minimumLowercaseLetters: number;
    minimumDigits: number;
    minimumSpecialCharacters: number;
    passwordExpirationPeriodDays: number;
    passwordReuseFrequencyDays: number;
    allowWhitespaces: boolean;
  };
  maxFailedLoginAttempts: number;
  userLockoutNotificationEmail: string | null;
  userLockoutDurationMinutes: number;
  userActivationTokenTtl: number;
}

type Policy = SecuritySettingsJson['passwordPolicy'];
type Counts = Exclude<keyof Policy, 'allowWhitespaces' | 'maximumLength'>;

/** The form, flat: every number may be empty (null) while edited. */
export type SecurityFormValue = { [K in Counts]: number | null } & {
  maximumLength: number | null;
  allowWhitespaces: boolean;
  maxFailedLoginAttempts: number | null;
  userLockoutNotificationEmail: string;
  userLockoutDurationMinutes: number | null;
  userActivationTokenTtl: number | null;
};

export function toSecurityForm(json: SecuritySettingsJson): SecurityFormValue {
  return {
    ...json.passwordPolicy,
    maxFailedLoginAttempts: json.maxFailedLoginAttempts,
    userLockoutNotificationEmail: json.userLockoutNotificationEmail ?? '',
    userLockoutDurationMinutes: json.userLockoutDurationMinutes,
    userActivationTokenTtl: json.userActivationTokenTtl ?? 24,
  };
}

export function toSecurityJson(form: SecurityFormValue): SecuritySettingsJson {
  const n = (value: number | null) => value ?? 0;
  return {
    passwordPolicy: {
      minimumLength: n(form.minimumLength),
      maximumLength: form.maximumLength || null,
      minimumUppercaseLetters: n(form.minimumUppercaseLetters),
      minimumLowercaseLetters: n(form.minimumLowercaseLetters),
      minimumDigits: n(form.minimumDigits),
      minimumSpecialCharacters: n(form.minimumSpecialCharacters),
      passwordExpirationPeriodDays: n(form.passwordExpirationPeriodDays),
      passwordReuseFrequencyDays: n(form.passwordReuseFrequencyDays),
      allowWhitespaces: form.allowWhitespaces,
    },
    maxFailedLoginAttempts: n(form.maxFailedLoginAttempts),
    userLockoutNotificationEmail: form.userLockoutNotificationEmail.trim() || null,
    userLockoutDurationMinutes: n(form.userLockoutDurationMinutes),
    userActivationTokenTtl: n(form.userActivationTokenTtl),
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_LENGTH = 1024;

function count(value: number | null, max: number): FormErrors[string] {
  if (value === null) return { key: 'admin.value-required' };
  if (!Number.isInteger(value) || value < 0 || value > max) return { key: 'admin.value-range', values: { min: 0, max } };
  return undefined;
}

export function validateSecurity(form: SecurityFormValue): FormErrors {
  const min = form.minimumLength;
  return {
    minimumLength:
      min === null
        ? { key: 'admin.minimum-password-length-required' }
        : !Number.isInteger(min) || min < 1 || min > MAX_LENGTH
          ? { key: 'admin.minimum-password-length-range', values: { min: 1, max: MAX_LENGTH } }
          : undefined,
    maximumLength:
      form.maximumLength === null || form.maximumLength === 0
        ? undefined
        : !Number.isInteger(form.maximumLength) || form.maximumLength < 0 || form.maximumLength > MAX_LENGTH
          ? { key: 'admin.value-range', values: { min: 0, max: MAX_LENGTH } }
          : min !== null && form.maximumLength < min
            ? { key: 'admin.maximum-password-length-less-min' }
            : undefined,
    minimumUppercaseLetters: count(form.minimumUppercaseLetters, MAX_LENGTH),
    minimumLowercaseLetters: count(form.minimumLowercaseLetters, MAX_LENGTH),
    minimumDigits: count(form.minimumDigits, MAX_LENGTH),
    minimumSpecialCharacters: count(form.minimumSpecialCharacters, MAX_LENGTH),
    passwordExpirationPeriodDays: count(form.passwordExpirationPeriodDays, 36500),
    passwordReuseFrequencyDays: count(form.passwordReuseFrequencyDays, 36500),
    maxFailedLoginAttempts: count(form.maxFailedLoginAttempts, 1000),
    userLockoutDurationMinutes: count(form.userLockoutDurationMinutes, 7 * 24 * 60),
    userActivationTokenTtl:
      form.userActivationTokenTtl === null
        ? { key: 'admin.value-required' }
        : !Number.isInteger(form.userActivationTokenTtl) || form.userActivationTokenTtl < 1 || form.userActivationTokenTtl > 24
          ? { key: 'admin.value-range', values: { min: 1, max: 24 } }
          : undefined,
    userLockoutNotificationEmail:
      form.userLockoutNotificationEmail.trim() && !EMAIL.test(form.userLockoutNotificationEmail.trim())
        ? { key: 'user.invalid-email-format' }
        : undefined,
  };
}
