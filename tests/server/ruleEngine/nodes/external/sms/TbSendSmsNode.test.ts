import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../../../server/main';
import { RuleNodeConfigError } from '../../../../../../server/ruleEngine/node/RuleNodeDefinition';
import { TbSendSmsNode, type SendSmsConfig } from '../../../../../../server/ruleEngine/nodes/external/sms/TbSendSmsNode';
import { newTenantAdmin } from '../../../../entityHelpers';
import { removeTempDirs, startTestServer } from '../../../../helpers';
import { deadPort } from '../../../../mailSink';
import { startNode } from '../../../nodeHarness';
import { deviceMsg, startHttpServer, type LocalHttpServer } from '../externalTestHelpers';

/*
 * The send sms node with local HTTP servers standing in for the Twilio REST API and for
 * AWS SNS (the real services are not reachable from tests).
 */

let server: RunningServer;
let tenantId: string;
let twilio: LocalHttpServer;
let sns: LocalHttpServer;
/** Numbers the fake Twilio refuses, as Twilio does for an unknown number. */
const REFUSED = '+15005550001';

beforeAll(async () => {
  server = await startTestServer();
  tenantId = (await newTenantAdmin(server)).tenantId;
  twilio = await startHttpServer((req, res) => {
    const form = new URLSearchParams(req.body);
    if (form.get('To') === REFUSED) {
      res.writeHead(400, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ code: 21211, message: `The 'To' number ${REFUSED} is not a valid phone number.`, status: 400 }));
      return;
    }
    res.writeHead(201, { 'Content-Type': 'application/json' }).end(JSON.stringify({ sid: 'SM1', status: 'queued', num_segments: '1' }));
  });
  sns = await startHttpServer((req, res) => {
    if (req.headers.authorization?.includes('Credential=BADKEY/')) {
      res.writeHead(403, { 'Content-Type': 'text/xml' });
      res.end('<ErrorResponse><Error><Type>Sender</Type><Code>InvalidClientTokenId</Code><Message>The security token included in the request is invalid.</Message></Error><RequestId>r1</RequestId></ErrorResponse>');
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/xml' });
    res.end('<PublishResponse><PublishResult><MessageId>m-1</MessageId></PublishResult><ResponseMetadata><RequestId>r-1</RequestId></ResponseMetadata></PublishResponse>');
  });
});

beforeEach(() => {
  twilio.requests.length = 0;
  sns.requests.length = 0;
});

afterAll(async () => {
  await Promise.all([twilio?.close(), sns?.close()]);
  await server?.close();
  await removeTempDirs();
});

const start = (config: Partial<SendSmsConfig>) => startNode(server, tenantId, TbSendSmsNode, config);
const twilioConfig = (extra: Record<string, string> = {}) => ({ type: 'TWILIO' as const, numberFrom: '+15005550006', accountSid: 'AC123', accountToken: 'tw-token', baseUrl: twilio.url, ...extra });
const alarmMsg = (metadata: Record<string, string>) => deviceMsg({ temp: 97 }, { temp: '97', ...metadata });

describe('send sms', () => {
  it('lists the catalogue defaults', () => {
    expect(TbSendSmsNode.clazz).toBe('org.thingsboard.rule.engine.sms.TbSendSmsNode');
    expect([TbSendSmsNode.type, TbSendSmsNode.name, TbSendSmsNode.configDirective, TbSendSmsNode.relationTypes]).toEqual(['EXTERNAL', 'send sms', 'tbActionNodeSendSmsConfig', ['Success', 'Failure']]);
    expect(TbSendSmsNode.defaultConfiguration).toEqual({
      numbersToTemplate: '${userPhone}',
      smsMessageTemplate: 'Device ${deviceName} has high temperature ${temp}',
      useSystemSmsSettings: true,
      smsProviderConfiguration: null,
    });
  });

  it('fails with a clear error while no system SMS provider is configured', async () => {
    const node = await start({});
    const [routed] = await node.run(alarmMsg({ userPhone: '+15551230001' }));
    expect([routed.relations, routed.error, routed.msg.metadata.error]).toEqual([['Failure'], 'SMS provider is not configured', 'SMS provider is not configured']);
    await node.stop();
  });

  it('sends the templated text to every templated number through the system Twilio settings', async () => {
    await server.stores.settings.save('sms', twilioConfig());
    const node = await start({ numbersToTemplate: '${userPhone}, $[backup]', smsMessageTemplate: 'Device ${deviceName} has high temperature $[temp]' });
    const msg = deviceMsg({ temp: 97, backup: '+15551230002' }, { userPhone: '+15551230001' });
    const [routed] = await node.run(msg);
    expect(routed.relations).toEqual(['Success']);
    expect(routed.msg).toEqual(msg);
    expect(twilio.requests.map((r) => [r.method, r.url])).toEqual([
      ['POST', '/2010-04-01/Accounts/AC123/Messages.json'],
      ['POST', '/2010-04-01/Accounts/AC123/Messages.json'],
    ]);
    expect(twilio.requests[0]!.headers.authorization).toBe(`Basic ${Buffer.from('AC123:tw-token').toString('base64')}`);
    expect(twilio.requests.map((r) => Object.fromEntries(new URLSearchParams(r.body)))).toEqual([
      { From: '+15005550006', To: '+15551230001', Body: 'Device Thermostat A has high temperature 97' },
      { From: '+15005550006', To: '+15551230002', Body: 'Device Thermostat A has high temperature 97' },
    ]);
    await node.stop();
  });

  it("fails with the provider's reason, and on a number that is not E.164 before calling anyone", async () => {
    await server.stores.settings.save('sms', twilioConfig());
    const node = await start({});
    const [refused] = await node.run(alarmMsg({ userPhone: REFUSED }));
    expect([refused.relations, refused.error]).toEqual([['Failure'], `Failed to send SMS message - The 'To' number ${REFUSED} is not a valid phone number.`]);
    const calls = twilio.requests.length;
    const [invalid] = await node.run(alarmMsg({ userPhone: '555-1234' }));
    expect([invalid.relations, invalid.error]).toEqual([['Failure'], 'Invalid phone number format. Phone number must be in E.164 format.']);
    expect(twilio.requests).toHaveLength(calls);
    // The template's key is missing: the placeholder stays and is no number either.
    const [missing] = await node.run(alarmMsg({}));
    expect(missing.error).toBe('Invalid phone number format. Phone number must be in E.164 format.');
    await node.stop();
  });

  it("uses the node's own provider when told to; a messaging service SID goes as MessagingServiceSid", async () => {
    await server.stores.settings.save('sms', twilioConfig({ baseUrl: `http://127.0.0.1:${await deadPort()}` }));
    const node = await start({ useSystemSmsSettings: false, smsProviderConfiguration: twilioConfig({ numberFrom: 'MG0001', accountSid: 'AC999' }) });
    const [routed] = await node.run(alarmMsg({ userPhone: '+15551230001' }));
    expect(routed.relations).toEqual(['Success']);
    expect(twilio.requests[0]!.url).toBe('/2010-04-01/Accounts/AC999/Messages.json');
    expect(Object.fromEntries(new URLSearchParams(twilio.requests[0]!.body))).toMatchObject({ MessagingServiceSid: 'MG0001', To: '+15551230001' });
    await node.stop();

    // The system provider, unreachable: the connection error is the reason.
    const viaSystem = await start({});
    const [down] = await viaSystem.run(alarmMsg({ userPhone: '+15551230001' }));
    expect(down.relations).toEqual(['Failure']);
    expect(down.error).toMatch(/^Failed to send SMS message - .*ECONNREFUSED/);
    await viaSystem.stop();
  });

  it('publishes through AWS SNS with a SigV4-signed Publish request', async () => {
    const aws = { type: 'AWS_SNS' as const, accessKeyId: 'AKIATEST', secretAccessKey: 'secret', region: 'eu-west-1', baseUrl: `${sns.url}/` };
    const node = await start({ useSystemSmsSettings: false, smsProviderConfiguration: aws, smsMessageTemplate: 'Hot: ${temp}\\nCheck ${deviceName}' });
    const [routed] = await node.run(alarmMsg({ userPhone: '+447700900123' }));
    expect(routed.relations).toEqual(['Success']);
    const request = sns.requests[0]!;
    expect([request.method, request.url, request.headers['content-type']]).toEqual(['POST', '/', 'application/x-www-form-urlencoded; charset=utf-8']);
    expect(request.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIATEST\/\d{8}\/eu-west-1\/sns\/aws4_request, SignedHeaders=content-type;host;x-amz-date, Signature=[0-9a-f]{64}$/,
    );
    expect(request.headers['x-amz-date']).toMatch(/^\d{8}T\d{6}Z$/);
    expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({
      Action: 'Publish',
      Version: '2010-03-31',
      PhoneNumber: '+447700900123',
      Message: 'Hot: 97\nCheck Thermostat A',
      'MessageAttributes.entry.1.Name': 'AWS.SNS.SMS.SMSType',
      'MessageAttributes.entry.1.Value.DataType': 'String',
      'MessageAttributes.entry.1.Value.StringValue': 'Transactional',
    });
    await node.stop();

    const refused = await start({ useSystemSmsSettings: false, smsProviderConfiguration: { ...aws, accessKeyId: 'BADKEY' } });
    const [denied] = await refused.run(alarmMsg({ userPhone: '+447700900123' }));
    expect([denied.relations, denied.error]).toEqual([['Failure'], 'Failed to send SMS message - The security token included in the request is invalid. (InvalidClientTokenId)']);
    await refused.stop();
  });

  it('refuses a configuration it cannot run', async () => {
    const own = { useSystemSmsSettings: false };
    await expect(start({ ...own })).rejects.toThrow(new RuleNodeConfigError('SMS provider configuration is missing'));
    await expect(start({ ...own, smsProviderConfiguration: { type: 'SMPP' } as never })).rejects.toThrow('Unsupported SMS provider type: SMPP');
    await expect(start({ ...own, smsProviderConfiguration: { ...twilioConfig(), accountToken: '' } })).rejects.toThrow('SMS provider TWILIO: accountToken should be specified');
    await expect(start({ ...own, smsProviderConfiguration: twilioConfig({ numberFrom: 'my phone' }) })).rejects.toThrow('Invalid phone number format');
    await expect(start({ numbersToTemplate: '' })).rejects.toThrow('numbersToTemplate should be specified!');
  });
});
