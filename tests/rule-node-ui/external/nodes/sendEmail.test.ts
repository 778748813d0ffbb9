import { describe, expect, it } from 'vitest';
import { type Problem } from '../../../../rule-node-ui/action/common/problems';
import { SEND_EMAIL_DEFAULTS, validateSendEmail } from '../../../../rule-node-ui/external/nodes/sendEmail';

const found = (problems: Problem[]) => problems.map((p) => `${p.field}: ${p.key}`);
const own = { ...SEND_EMAIL_DEFAULTS, useSystemSmtpSettings: false };

describe('send email', () => {
  it('checks nothing more while the system SMTP settings are used', () => {
    expect(validateSendEmail(SEND_EMAIL_DEFAULTS)).toEqual([]);
    expect(validateSendEmail({ ...SEND_EMAIL_DEFAULTS, smtpHost: '', smtpPort: 0 })).toEqual([]);
  });

  it('needs the own server\'s protocol, host, port and timeout', () => {
    expect(validateSendEmail(own)).toEqual([]);
    expect(found(validateSendEmail({ ...own, smtpProtocol: 'imap' as 'smtp', smtpHost: ' ', smtpPort: 70000, timeout: -1 }))).toEqual([
      'smtpProtocol: rulenode.error.one-of',
      'smtpHost: rulenode.error.required',
      'smtpPort: rulenode.error.whole-number-range',
      'timeout: rulenode.error.whole-number-min',
    ]);
  });

  it('needs a TLS version with TLS, and a proxy host and port with a proxy', () => {
    expect(found(validateSendEmail({ ...own, enableTls: true, tlsVersion: 'SSLv3' }))).toEqual(['tlsVersion: rulenode.error.one-of']);
    expect(validateSendEmail({ ...own, enableTls: true, tlsVersion: 'TLSv1.3' })).toEqual([]);
    expect(found(validateSendEmail({ ...own, enableProxy: true }))).toEqual(['proxyHost: rulenode.error.required', 'proxyPort: rulenode.error.required']);
    expect(validateSendEmail({ ...own, enableProxy: true, proxyHost: 'proxy', proxyPort: '3128' })).toEqual([]);
  });
});
