import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../../../server/main';
import { RuleNodeConfigError } from '../../../../../../server/ruleEngine/node/RuleNodeDefinition';
import { TbSendEmailNode, type SendEmailConfig } from '../../../../../../server/ruleEngine/nodes/external/mail/TbSendEmailNode';
import { newTenantAdmin } from '../../../../entityHelpers';
import { removeTempDirs, startTestServer } from '../../../../helpers';
import { deadPort, mailSettings, startMailSink, useMailSink, type MailSink } from '../../../../mailSink';
import { startNode } from '../../../nodeHarness';
import { deviceMsg } from '../externalTestHelpers';

/* The send email node against the real SMTP sink. */

let server: RunningServer;
let tenantId: string;
let sink: MailSink;

beforeAll(async () => {
  [server, sink] = await Promise.all([startTestServer(), startMailSink()]);
  tenantId = (await newTenantAdmin(server)).tenantId;
  await useMailSink(server, sink);
});

afterAll(async () => {
  await Promise.all([server?.close(), sink?.close()]);
  await removeTempDirs();
});

const PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

function emailMsg(email: Record<string, unknown>) {
  return deviceMsg({ from: null, cc: null, bcc: null, html: false, images: null, ...email }, { deviceName: 'Boiler' }, 'SEND_EMAIL');
}

const start = (config: Partial<SendEmailConfig> = {}) => startNode(server, tenantId, TbSendEmailNode, config);

function header(raw: string, name: string): string | undefined {
  return new RegExp(`^${name}: (.*)$`, 'im').exec(raw.replace(/\r\n[ \t]+/g, ' '))?.[1];
}

describe('send email', () => {
  it('lists the catalogue defaults', () => {
    expect(TbSendEmailNode.clazz).toBe('org.thingsboard.rule.engine.mail.TbSendEmailNode');
    expect([TbSendEmailNode.type, TbSendEmailNode.name, TbSendEmailNode.configDirective, TbSendEmailNode.relationTypes]).toEqual(['EXTERNAL', 'send email', 'tbActionNodeSendEmailConfig', ['Success', 'Failure']]);
    expect(TbSendEmailNode.defaultConfiguration).toEqual({
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
    });
  });

  it('sends through the system mail settings to every recipient; bcc stays out of the headers', async () => {
    const node = await start();
    const msg = emailMsg({ from: 'alerts@plant.test', to: 'ops@plant.test, lead@plant.test', cc: 'qa@plant.test', bcc: 'audit@plant.test', subject: 'Boiler too hot', body: 'Temperature is 95 C' });
    const [routed] = await node.run(msg);
    expect(routed.relations).toEqual(['Success']);
    expect(routed.msg).toEqual(msg);
    const mail = await sink.waitFor((m) => m.subject === 'Boiler too hot');
    expect([...mail.to].sort()).toEqual(['audit@plant.test', 'lead@plant.test', 'ops@plant.test', 'qa@plant.test']);
    expect(mail.text.trim()).toBe('Temperature is 95 C');
    expect(header(mail.raw, 'From')).toBe('alerts@plant.test');
    expect(header(mail.raw, 'To')).toBe('ops@plant.test, lead@plant.test');
    expect(header(mail.raw, 'Cc')).toBe('qa@plant.test');
    expect(header(mail.raw, 'Bcc')).toBeUndefined();
    await node.stop();
  });

  it('uses the system sender when the message names none, and sends HTML with inline images', async () => {
    const node = await start();
    const [routed] = await node.run(
      emailMsg({ to: 'ops@plant.test', subject: 'Boiler chart', body: '<p>Chart: <img src="cid:chart.png"></p>', html: true, images: { 'chart.png': PIXEL_PNG, 'logo': `data:image/gif;base64,R0lGODlhAQABAAAAACw=` } }),
    );
    expect(routed.relations).toEqual(['Success']);
    const mail = await sink.waitFor((m) => m.subject === 'Boiler chart');
    expect(header(mail.raw, 'From')).toBe('Tessera Test <noreply@tessera.test>');
    expect(mail.raw).toContain('<p>Chart: <img src="cid:chart.png"></p>');
    expect(mail.raw).toMatch(/Content-Type: image\/png; name=chart\.png/);
    expect(mail.raw).toContain('Content-ID: <chart.png>');
    expect(mail.raw).toMatch(/Content-Type: image\/gif; name=logo/);
    expect(mail.raw).toContain(PIXEL_PNG.slice(0, 40));
    await node.stop();
  });

  it('fails messages that are not SEND_EMAIL or have no recipient', async () => {
    const node = await start();
    const [wrongType] = await node.run(deviceMsg({ to: 'ops@plant.test' }));
    expect([wrongType.relations, wrongType.error]).toEqual([['Failure'], 'Not expected msg type POST_TELEMETRY_REQUEST for SendEmail Node']);
    const [noRecipient] = await node.run(emailMsg({ to: ' ', subject: 'x', body: 'y' }));
    expect([noRecipient.relations, noRecipient.error]).toEqual([['Failure'], 'Email destination can not be blank [ ]']);
    expect(noRecipient.msg.metadata).toMatchObject({ deviceName: 'Boiler', error: 'Email destination can not be blank [ ]' });
    await node.stop();
  });

  it("sends through the node's own SMTP server when told to, whatever the system settings say", async () => {
    const down = await deadPort();
    await server.stores.settings.save('mail', mailSettings(down));
    try {
      const viaSystem = await start();
      const [failed] = await viaSystem.run(emailMsg({ to: 'ops@plant.test', subject: 'via system', body: '-' }));
      expect(failed.relations).toEqual(['Failure']);
      expect(failed.error).toContain(`ECONNREFUSED 127.0.0.1:${down}`);

      const own = await start({ useSystemSmtpSettings: false, smtpHost: '127.0.0.1', smtpPort: sink.port, timeout: 5000 });
      const [sent] = await own.run(emailMsg({ from: 'node@plant.test', to: 'ops@plant.test', subject: 'via node settings', body: 'own server' }));
      expect(sent.relations).toEqual(['Success']);
      expect((await sink.waitFor((m) => m.subject === 'via node settings')).text.trim()).toBe('own server');

      // Without a sender the node's own server has nothing to fall back on.
      const [noSender] = await own.run(emailMsg({ to: 'ops@plant.test', subject: 'anonymous', body: '-' }));
      expect([noSender.relations, noSender.error]).toEqual([['Failure'], 'Email sender can not be blank']);

      const ownDown = await start({ useSystemSmtpSettings: false, smtpHost: '127.0.0.1', smtpPort: down, timeout: 2000 });
      const [refused] = await ownDown.run(emailMsg({ from: 'node@plant.test', to: 'ops@plant.test', subject: 'never', body: '-' }));
      expect(refused.relations).toEqual(['Failure']);
      expect(refused.msg.metadata.error).toContain('ECONNREFUSED');
    } finally {
      await useMailSink(server, sink);
    }
  });

  it('refuses an own SMTP configuration it cannot use', async () => {
    const own = { useSystemSmtpSettings: false };
    await expect(start({ ...own, smtpProtocol: 'pop3' as 'smtp' })).rejects.toThrow(new RuleNodeConfigError("smtpProtocol must be 'smtp' or 'smtps'!"));
    await expect(start({ ...own, smtpPort: 0 })).rejects.toThrow('Invalid smtpPort: 0');
    await expect(start({ ...own, smtpHost: '' })).rejects.toThrow('smtpHost should be specified!');
    await expect(start({ ...own, tlsVersion: 'SSLv3' })).rejects.toThrow(RuleNodeConfigError);
    await expect(start({ ...own, enableProxy: true, proxyHost: 'proxy.test' })).rejects.toThrow('Proxy host and port are required when the proxy is enabled!');
    // The system settings are not checked at init: they are read per message.
    await (await start({ smtpPort: 0 })).stop();
  });
});
