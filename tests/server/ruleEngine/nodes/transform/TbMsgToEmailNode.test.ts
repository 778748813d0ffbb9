import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../../../server/main';
import { TbMsgToEmailNode } from '../../../../../server/ruleEngine/nodes/transform/TbMsgToEmailNode';
import { newTenantAdmin } from '../../../entityHelpers';
import { removeTempDirs, startTestServer } from '../../../helpers';
import { startNode, telemetryMsg } from '../../nodeHarness';

let server: RunningServer;
let tenantId: string;
const device = { entityType: 'DEVICE', id: '22222222-2222-4222-8222-222222222222' };

beforeAll(async () => {
  server = await startTestServer();
  tenantId = (await newTenantAdmin(server)).tenantId;
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

const email = (routed: { msg: { data: string } }) => JSON.parse(routed.msg.data);

describe('TbMsgToEmailNode (transformation "to email")', () => {
  it('has the catalogue defaults and fills them from metadata into a SEND_EMAIL message', async () => {
    expect(TbMsgToEmailNode).toMatchObject({ clazz: 'org.thingsboard.rule.engine.mail.TbMsgToEmailNode', name: 'to email', type: 'TRANSFORMATION', configDirective: 'tbTransformationNodeToEmailConfig' });
    expect(TbMsgToEmailNode.relationTypes).toEqual(['Success', 'Failure']);
    expect(TbMsgToEmailNode.defaultConfiguration).toEqual({
      fromTemplate: 'info@testmail.org',
      toTemplate: '${userEmail}',
      subjectTemplate: 'Device ${deviceType} temperature high',
      bodyTemplate: 'Device ${deviceName} has high temperature ${temp}',
      mailBodyType: 'false',
    });
    const node = await startNode(server, tenantId, TbMsgToEmailNode);
    const msg = telemetryMsg(device, { temperature: 35 }, { userEmail: 'ops@example.com', deviceName: 'Boiler', deviceType: 'thermostat', temp: '35' });
    const [routed] = await node.run(msg);
    expect(routed!.relations).toEqual(['Success']);
    expect(routed!.msg).toMatchObject({ id: msg.id, type: 'SEND_EMAIL', originator: device, metadata: msg.metadata, dataType: 'JSON' });
    // The send email node's input, in ThingsBoard's field set; empty templates give null.
    expect(routed!.msg.data).toBe(
      JSON.stringify({
        from: 'info@testmail.org',
        to: 'ops@example.com',
        cc: null,
        bcc: null,
        subject: 'Device thermostat temperature high',
        body: 'Device Boiler has high temperature 35',
        html: false,
        images: null,
      }),
    );
  });

  it('fills every template from metadata ${} and data $[] and leaves unknown placeholders as written', async () => {
    const node = await startNode(server, tenantId, TbMsgToEmailNode, {
      fromTemplate: 'alerts@${domain}',
      toTemplate: '$[contact.email], ${userEmail}',
      ccTemplate: '${cc}',
      bccTemplate: 'audit@example.com',
      subjectTemplate: '$[temperature] °C on ${deviceName}',
      bodyTemplate: 'Reading $[temperature] at $[missing] (${unknown})',
      mailBodyType: 'true',
    });
    const msg = telemetryMsg(device, { temperature: 35, contact: { email: 'owner@example.com' } }, { domain: 'example.com', userEmail: 'ops@example.com', cc: 'boss@example.com', deviceName: 'Boiler' });
    expect(email((await node.run(msg))[0]!)).toEqual({
      from: 'alerts@example.com',
      to: 'owner@example.com, ops@example.com',
      cc: 'boss@example.com',
      bcc: 'audit@example.com',
      subject: '35 °C on Boiler',
      body: 'Reading 35 at $[missing] (${unknown})',
      html: true,
      images: null,
    });
  });

  it('with a dynamic body type, the isHtml template decides per message', async () => {
    const node = await startNode(server, tenantId, TbMsgToEmailNode, { mailBodyType: 'dynamic', isHtmlTemplate: '${isHtml}' });
    const withFlag = (isHtml: string) => telemetryMsg(device, {}, { userEmail: 'a@example.com', isHtml });
    expect(email((await node.run(withFlag('true')))[0]!).html).toBe(true);
    expect(email((await node.run(withFlag('TRUE')))[0]!).html).toBe(true);
    expect(email((await node.run(withFlag('false')))[0]!).html).toBe(false);
    expect(email((await node.run(withFlag('yes')))[0]!).html).toBe(false);
    const fromData = await startNode(server, tenantId, TbMsgToEmailNode, { mailBodyType: 'dynamic', isHtmlTemplate: '$[html]' });
    expect(email((await fromData.run(telemetryMsg(device, { html: true })))[0]!).html).toBe(true);
  });

  it('takes inline images from metadata images, and fails the message when they are not a JSON object', async () => {
    const node = await startNode(server, tenantId, TbMsgToEmailNode);
    const images = { logo: 'iVBORw0KGgo=', chart: 'R0lGODlh' };
    expect(email((await node.run(telemetryMsg(device, {}, { images: JSON.stringify(images) })))[0]!).images).toEqual(images);
    for (const bad of ['not json', '["a"]']) {
      const msg = telemetryMsg(device, {}, { images: bad });
      const [routed] = await node.run(msg);
      expect(routed!.relations).toEqual(['Failure']);
      expect(routed!.msg.type).toBe('POST_TELEMETRY_REQUEST');
    }
  });

  it('refuses an unknown body type and templates that are not text', async () => {
    await expect(startNode(server, tenantId, TbMsgToEmailNode, { mailBodyType: 'html' as never })).rejects.toMatchObject({ name: 'RuleNodeConfigError', message: 'mailBodyType should be one of false, true, dynamic!' });
    await expect(startNode(server, tenantId, TbMsgToEmailNode, { toTemplate: ['a@example.com'] as never })).rejects.toThrow('toTemplate should be a text!');
  });
});
