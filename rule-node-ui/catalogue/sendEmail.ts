/* Catalogue §4 EXTERNAL "send email" (server: nodes/external/mail/TbSendEmailNode.ts). */

export const SEND_EMAIL = 'org.thingsboard.rule.engine.mail.TbSendEmailNode';

export const SMTP_PROTOCOLS = ['smtp', 'smtps'] as const;
export const TLS_VERSIONS = ['TLSv1', 'TLSv1.1', 'TLSv1.2', 'TLSv1.3'] as const;

export interface SendEmailConfig {
  [key: string]: unknown;
  useSystemSmtpSettings: boolean;
  smtpHost: string;
  smtpPort: number;
  username: string | null;
  password: string | null;
  smtpProtocol: 'smtp' | 'smtps';
  /** Milliseconds. */
  timeout: number;
  enableTls: boolean;
  tlsVersion: string | null;
  enableProxy: boolean;
  proxyHost: string | null;
  proxyPort: string | number | null;
  proxyUser: string | null;
  proxyPassword: string | null;
}

export const SEND_EMAIL_DEFAULTS: SendEmailConfig = {
  useSystemSmtpSettings: true,
  smtpHost: 'localhost',
  smtpPort: 25,
  username: null,
  password: null,
  smtpProtocol: 'smtp',
  timeout: 10000,
  enableTls: false,
  tlsVersion: 'TLSv1.2',
  enableProxy: false,
  proxyHost: null,
  proxyPort: null,
  proxyUser: null,
  proxyPassword: null,
};

/** The node's own SMTP server is only checked when it does not use the system's. */
