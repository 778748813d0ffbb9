import nodemailer from 'nodemailer';
import { transportOptions } from '../../../../mail/MailService';
import { TLS_VERSIONS, type MailSettings } from '../../../../settings/mailSettings';
import { defineRuleNode, FAILURE, RuleNodeConfigError, SUCCESS, tb } from '../../../node/RuleNodeDefinition';
import { tellExternalFailure } from '../tellExternalFailure';
import { mailOf, parseEmail } from './emailMessage';
import { SEND_EMAIL_DEFAULTS, type SendEmailConfig } from '../../../../../rule-node-ui/catalogue/sendEmail';

/** The configuration and its defaults: one copy with the console's editor. */
export type { SendEmailConfig } from '../../../../../rule-node-ui/catalogue/sendEmail';

const SEND_EMAIL = 'SEND_EMAIL';

/** The node's own SMTP server as `mail` settings, so both paths share MailService's transport options. */
function ownSettings(config: SendEmailConfig): MailSettings {
  const smtpPort = Number(config.smtpPort);
  if (typeof config.smtpHost !== 'string' || config.smtpHost.trim() === '') throw new RuleNodeConfigError('smtpHost should be specified!');
  if (!Number.isInteger(smtpPort) || smtpPort < 1 || smtpPort > 65535) throw new RuleNodeConfigError(`Invalid smtpPort: ${String(config.smtpPort)}`);
  if (config.smtpProtocol !== 'smtp' && config.smtpProtocol !== 'smtps') throw new RuleNodeConfigError("smtpProtocol must be 'smtp' or 'smtps'!");
  const timeout = Number(config.timeout ?? 0);
  if (!Number.isFinite(timeout) || timeout < 0) throw new RuleNodeConfigError(`Invalid timeout: ${String(config.timeout)}`);
  if (config.tlsVersion && !(TLS_VERSIONS as readonly string[]).includes(config.tlsVersion)) {
    throw new RuleNodeConfigError(`tlsVersion must be one of ${TLS_VERSIONS.join(', ')}!`);
  }
  const proxyPort = Number(config.proxyPort) || null;
  if (config.enableProxy && (!config.proxyHost || !proxyPort)) throw new RuleNodeConfigError('Proxy host and port are required when the proxy is enabled!');
  return {
    mailFrom: '',
    smtpProtocol: config.smtpProtocol,
    smtpHost: config.smtpHost.trim(),
    smtpPort,
    timeout,
    enableTls: Boolean(config.enableTls),
    tlsVersion: config.tlsVersion || null,
    username: config.username || null,
    password: config.password || null,
    enableProxy: Boolean(config.enableProxy),
    proxyHost: config.proxyHost || null,
    proxyPort,
    proxyUser: config.proxyUser || null,
    proxyPassword: config.proxyPassword || null,
  };
}

/** Catalogue §4 EXTERNAL "send email": sends a SEND_EMAIL message through the system's or the node's own SMTP server. */
export const TbSendEmailNode = defineRuleNode<SendEmailConfig>({
  clazz: tb('mail.TbSendEmailNode'),
  type: 'EXTERNAL',
  name: 'send email',
  description: 'Sends email message via SMTP server.',
  details:
    'Expects messages with <b>SEND_EMAIL</b> type. Node works only with messages that where created using <code>to Email</code> transformation Node, please connect this Node with <code>to Email</code> Node using <code>Successful</code> chain.',
  relationTypes: [SUCCESS, FAILURE],
  defaultConfiguration: SEND_EMAIL_DEFAULTS,
  configDirective: 'tbActionNodeSendEmailConfig',
  icon: 'send',
  init(ctx, config) {
    const own = config.useSystemSmtpSettings ? undefined : ownSettings(config);
    const mail = ctx.services.mail;
    return {
      async onMsg(ctx, msg) {
        let transport: nodemailer.Transporter | undefined;
        try {
          if (msg.type !== SEND_EMAIL) throw new Error(`Not expected msg type ${msg.type} for SendEmail Node`);
          const email = parseEmail(msg.data);
          // The system settings are read per message, so a change in the admin settings applies at once.
          const settings = own ?? (await mail.currentSettings());
          const from = email.from ?? (own ? null : settings.mailFrom);
          if (!from) throw new Error('Email sender can not be blank');
          transport = nodemailer.createTransport(transportOptions(settings));
          await transport.sendMail(mailOf(email, from));
          ctx.tellSuccess(msg);
        } catch (error) {
          tellExternalFailure(ctx, msg, error);
        } finally {
          transport?.close();
        }
      },
    };
  },
});
