import { check } from '../../action/common/checks';
import { type Problem } from '../../action/common/problems';
import { SMTP_PROTOCOLS, TLS_VERSIONS, type SendEmailConfig } from '../../catalogue/sendEmail';

/* Catalogue §4 EXTERNAL "send email" (server: nodes/external/mail/TbSendEmailNode.ts). */
export * from '../../catalogue/sendEmail';

export function validateSendEmail(config: SendEmailConfig): Problem[] {
  return check(config, (c) => {
    c.flag('useSystemSmtpSettings', 'rulenode.use-system-smtp-settings');
    if (config.useSystemSmtpSettings !== false) return;
    c.oneOf('smtpProtocol', SMTP_PROTOCOLS, 'rulenode.smtp-protocol');
    c.required('smtpHost', 'rulenode.smtp-host');
    c.port('smtpPort', 'rulenode.smtp-port');
    c.wholeNumber('timeout', 'rulenode.timeout-msec', 0);
    if (config.enableTls) c.oneOf('tlsVersion', TLS_VERSIONS, 'rulenode.tls-version');
    if (config.enableProxy) {
      c.required('proxyHost', 'rulenode.proxy-host');
      c.port('proxyPort', 'rulenode.proxy-port');
    }
  });
}
