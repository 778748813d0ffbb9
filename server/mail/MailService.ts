import type { SecureVersion } from 'node:tls';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { ApiError } from '../http/errors';
import { loadBaseUrl } from '../settings/adminSettings';
import { DEFAULT_MAIL_SETTINGS, type MailSettings } from '../settings/mailSettings';
import type { SettingsStore } from '../store/SettingsStore';
import * as templates from './templates';
import type { MailContent } from './templates';

/** nodemailer options for one send; `proxy` is a nodemailer option its typings lack. */
export function transportOptions(settings: MailSettings): SMTPTransport.Options & { proxy?: string } {
  const plain = settings.smtpProtocol === 'smtp';
  const proxyAuth = settings.proxyUser
    ? `${encodeURIComponent(settings.proxyUser)}:${encodeURIComponent(settings.proxyPassword ?? '')}@`
    : '';
  return {
    host: settings.smtpHost,
    port: settings.smtpPort,
    secure: !plain,
    // As ThingsBoard (JavaMail's starttls.enable): STARTTLS only when enableTls is set, and then required.
    requireTLS: plain && settings.enableTls,
    ignoreTLS: plain && !settings.enableTls,
    connectionTimeout: settings.timeout,
    greetingTimeout: settings.timeout,
    socketTimeout: settings.timeout,
    auth: settings.username ? { user: settings.username, pass: settings.password ?? '' } : undefined,
    tls: settings.tlsVersion ? { minVersion: settings.tlsVersion as SecureVersion } : undefined,
    proxy: settings.enableProxy && settings.proxyHost ? `http://${proxyAuth}${settings.proxyHost}:${settings.proxyPort}` : undefined,
  };
}

/**
 * Sends the account mails. The transport is built from the stored `mail` setting on
 * every send, so a settings change applies at once and no connection is held open.
 * `send` reports failure as 400/31; `sendInBackground` only logs, for sends that must
 * neither slow down nor fail the request (and must not reveal whether an account exists).
 */
export class MailService {
  constructor(
    private readonly settings: SettingsStore,
    private readonly log: FastifyBaseLogger,
  ) {}

  async currentSettings(): Promise<MailSettings> {
    const stored = await this.settings.getJson<Partial<MailSettings>>('mail');
    return { ...DEFAULT_MAIL_SETTINGS, ...(stored ?? {}) };
  }

  async send(to: string, content: MailContent, override?: MailSettings): Promise<void> {
    let transport: nodemailer.Transporter | undefined;
    try {
      const settings = override ?? (await this.currentSettings());
      transport = nodemailer.createTransport(transportOptions(settings));
      await transport.sendMail({
        from: settings.mailFrom,
        to,
        subject: content.subject,
        text: content.text,
        html: content.html,
        disableFileAccess: true,
        disableUrlAccess: true,
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.log.warn({ subject: content.subject, reason: message }, 'unable to send mail');
      throw ApiError.badRequest(`Unable to send mail: ${message}`);
    } finally {
      transport?.close();
    }
  }

  sendInBackground(to: string, content: Promise<MailContent> | MailContent): void {
    Promise.resolve(content)
      .then((resolved) => this.send(to, resolved))
      // send() logs its own failures; nothing may escape as an unhandled rejection.
      .catch((error: unknown) => {
        if (!(error instanceof ApiError)) this.log.error({ err: error }, 'unable to prepare mail');
      });
  }

  async links(): Promise<{ activation(token: string): string; reset(token: string): string; login: string }> {
    const base = await loadBaseUrl(this.settings);
    return {
      activation: (token) => `${base}/api/noauth/activate?activateToken=${encodeURIComponent(token)}`,
      reset: (token) => `${base}/api/noauth/resetPassword?resetToken=${encodeURIComponent(token)}`,
      login: `${base}/login`,
    };
  }

  async activationMail(activateToken: string): Promise<MailContent> {
    return templates.activationMail((await this.links()).activation(activateToken));
  }

  async resetPasswordMail(resetToken: string): Promise<MailContent> {
    return templates.resetPasswordMail((await this.links()).reset(resetToken));
  }

  async accountActivatedMail(email: string): Promise<MailContent> {
    return templates.accountActivatedMail((await this.links()).login, email);
  }

  async passwordWasResetMail(email: string): Promise<MailContent> {
    return templates.passwordWasResetMail((await this.links()).login, email);
  }
}
