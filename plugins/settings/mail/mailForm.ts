import type { FormErrors } from '../form/SettingsFormStore';

/** The `mail` setting as the server answers it: never with `password` or `proxyPassword`. */
export interface MailSettingsJson {
  mailFrom: string;
  smtpProtocol: 'smtp' | 'smtps';
  smtpHost: string;
  smtpPort: number;
  timeout: number;
  enableTls: boolean;
  tlsVersion: string | null;
  username: string | null;
  enableProxy: boolean;
  proxyHost: string | null;
  proxyPort: number | null;
  proxyUser: string | null;
}

/** The form: the JSON plus the two secrets, each entered only after "change password". */
export interface MailFormValue extends Omit<MailSettingsJson, 'smtpPort' | 'timeout'> {
  smtpPort: number | null;
  timeout: number | null;
  changePassword: boolean;
  password: string;
  changeProxyPassword: boolean;
  proxyPassword: string;
}

export const TLS_VERSIONS = ['TLSv1', 'TLSv1.1', 'TLSv1.2', 'TLSv1.3'];

export function toMailForm(json: Partial<MailSettingsJson>): MailFormValue {
  return {
    mailFrom: json.mailFrom ?? '',
    smtpProtocol: json.smtpProtocol === 'smtps' ? 'smtps' : 'smtp',
    smtpHost: json.smtpHost ?? '',
    smtpPort: json.smtpPort ?? 25,
    timeout: json.timeout ?? 10000,
    enableTls: Boolean(json.enableTls),
    tlsVersion: json.tlsVersion ?? 'TLSv1.2',
    username: json.username ?? '',
    enableProxy: Boolean(json.enableProxy),
    proxyHost: json.proxyHost ?? '',
    proxyPort: json.proxyPort ?? null,
    proxyUser: json.proxyUser ?? '',
    changePassword: false,
    password: '',
    changeProxyPassword: false,
    proxyPassword: '',
  };
}

/** What is sent: a secret only when the user chose to change it (the server keeps the stored one otherwise). */
export function toMailJson(form: MailFormValue): Record<string, unknown> {
  const { changePassword, password, changeProxyPassword, proxyPassword, ...rest } = form;
  const json: Record<string, unknown> = {
    ...rest,
    mailFrom: rest.mailFrom.trim(),
    smtpHost: rest.smtpHost.trim(),
    username: rest.username?.trim() || null,
    proxyHost: rest.enableProxy ? rest.proxyHost?.trim() || null : null,
    proxyPort: rest.enableProxy ? rest.proxyPort : null,
    proxyUser: rest.enableProxy ? rest.proxyUser?.trim() || null : null,
  };
  if (changePassword) json.password = password;
  if (changeProxyPassword && rest.enableProxy) json.proxyPassword = proxyPassword;
  return json;
}

const PORT = { min: 1, max: 65535 };

export function validateMail(form: MailFormValue): FormErrors {
  const port = (value: number | null, required: string, invalid: string) =>
    value === null ? { key: required } : !Number.isInteger(value) || value < PORT.min || value > PORT.max ? { key: invalid } : undefined;
  return {
    mailFrom: form.mailFrom.trim() ? undefined : { key: 'admin.mail-from-required' },
    smtpHost: form.smtpHost.trim() ? undefined : { key: 'admin.smtp-host-required' },
    smtpPort: port(form.smtpPort, 'admin.smtp-port-required', 'admin.smtp-port-invalid'),
    timeout:
      form.timeout === null
        ? { key: 'admin.timeout-required' }
        : !Number.isInteger(form.timeout) || form.timeout < 1 || form.timeout > 600000
          ? { key: 'admin.timeout-invalid' }
          : undefined,
    proxyHost: form.enableProxy && !form.proxyHost?.trim() ? { key: 'admin.proxy-host-required' } : undefined,
    proxyPort: form.enableProxy ? port(form.proxyPort, 'admin.proxy-port-required', 'admin.proxy-port-invalid') : undefined,
  };
}
