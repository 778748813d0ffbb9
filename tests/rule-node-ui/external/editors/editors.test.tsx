// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { MqttEditor } from '../../../../rule-node-ui/external/editors/MqttEditors';
import { PubSubEditor } from '../../../../rule-node-ui/external/editors/PubSubEditor';
import { RestApiCallEditor } from '../../../../rule-node-ui/external/editors/RestApiCallEditor';
import { SendEmailEditor } from '../../../../rule-node-ui/external/editors/SendEmailEditor';
import { SendSmsEditor } from '../../../../rule-node-ui/external/editors/SendSmsEditor';
import { MQTT_DEFAULTS } from '../../../../rule-node-ui/external/nodes/mqtt';
import { PUBSUB_DEFAULTS } from '../../../../rule-node-ui/external/nodes/pubsub';
import { REST_API_CALL_DEFAULTS } from '../../../../rule-node-ui/external/nodes/rest';
import { SEND_EMAIL_DEFAULTS } from '../../../../rule-node-ui/external/nodes/sendEmail';
import { SEND_SMS_DEFAULTS } from '../../../../rule-node-ui/external/nodes/sendSms';
import { showEditor } from '../../action/editors/harness';

afterEach(cleanup);

/** The input labelled `label` (the first, where a longer label starts the same: private-key, private-key-password). */
const input = (label: string) => screen.getAllByLabelText(label, { exact: false, selector: 'input,textarea' })[0] as HTMLInputElement;

describe('rest api call editor', () => {
  it('reports an endpoint that is no URL', () => {
    const view = showEditor(RestApiCallEditor, REST_API_CALL_DEFAULTS);
    expect(input('rulenode.endpoint-url-pattern').value).toBe('http://localhost/api');
    fireEvent.change(input('rulenode.endpoint-url-pattern'), { target: { value: 'localhost/api' } });
    expect(view.last()?.errors).toEqual(['rulenode.error.url']);
  });

  it('shows the basic credentials with a masked password', () => {
    showEditor(RestApiCallEditor, { ...REST_API_CALL_DEFAULTS, credentials: { type: 'basic', username: 'api', password: 'secret' } });
    expect(input('rulenode.username').value).toBe('api');
    expect(input('rulenode.password').type).toBe('password');
  });

  it('masks a private key until shown', () => {
    const key = '-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----';
    showEditor(RestApiCallEditor, { ...REST_API_CALL_DEFAULTS, credentials: { type: 'cert.PEM', caCert: null, cert: null, privateKey: key } });
    expect(input('rulenode.private-key').type).toBe('password');
    expect(input('rulenode.private-key').value).not.toContain('MIIE');
    fireEvent.click(screen.getByText('rulenode.show-secret'));
    expect(input('rulenode.private-key').value).toBe(key);
  });

  it('shows the proxy fields once a proxy of its own is on', () => {
    const view = showEditor(RestApiCallEditor, REST_API_CALL_DEFAULTS);
    expect(screen.queryByLabelText('rulenode.proxy-host', { exact: false, selector: 'input' })).toBeNull();
    fireEvent.click(screen.getByLabelText('rulenode.enable-proxy'));
    expect(input('rulenode.proxy-password').type).toBe('password');
    // The scheme starts as http; host and port are the user's to give.
    expect(view.last()?.value).toMatchObject({ enableProxy: true, proxyScheme: 'http' });
    expect(view.last()?.errors).toEqual(['rulenode.error.required', 'rulenode.error.whole-number-range']);
  });
});

describe('mqtt editor', () => {
  it('needs the host and keeps the suffix switch off without a client id', () => {
    const view = showEditor(MqttEditor, MQTT_DEFAULTS);
    expect(within(document.body).getAllByText('rulenode.error.required').length).toBeGreaterThan(0);
    expect((screen.getByLabelText('rulenode.append-client-id-suffix') as HTMLInputElement).disabled).toBe(true);
    fireEvent.change(input('rulenode.host'), { target: { value: 'broker.local' } });
    expect(view.last()).toEqual({ value: { ...MQTT_DEFAULTS, host: 'broker.local' }, errors: [] });
  });
});

describe('send email editor', () => {
  it('shows the SMTP server only when the node uses its own', () => {
    const view = showEditor(SendEmailEditor, SEND_EMAIL_DEFAULTS);
    expect(screen.queryByText('rulenode.smtp-server')).toBeNull();
    fireEvent.click(screen.getByLabelText('rulenode.use-system-smtp-settings'));
    expect(view.last()).toEqual({ value: { ...SEND_EMAIL_DEFAULTS, useSystemSmtpSettings: false }, errors: [] });
    expect(input('rulenode.smtp-host').value).toBe('localhost');
    expect(input('rulenode.password').type).toBe('password');
  });
});

describe('send sms editor', () => {
  it('masks the provider secrets', () => {
    showEditor(SendSmsEditor, { ...SEND_SMS_DEFAULTS, useSystemSmsSettings: false, smsProviderConfiguration: { type: 'TWILIO', numberFrom: '+14155550100', accountSid: 'AC1', accountToken: 't' } });
    expect(input('rulenode.twilio-account-token').type).toBe('password');
    expect(input('rulenode.twilio-account-sid').type).toBe('text');
  });
});

describe('gcp pubsub editor', () => {
  it('reads the service account key from a file', async () => {
    const view = showEditor(PubSubEditor, PUBSUB_DEFAULTS);
    const key = JSON.stringify({ type: 'service_account', private_key: 'k', client_email: 'a@b' });
    const file = new File([key], 'key.json', { type: 'application/json' });
    const chooser = document.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(chooser, { target: { files: [file] } });
    await screen.findByText('key.json');
    expect(view.last()).toEqual({ value: { ...PUBSUB_DEFAULTS, serviceAccountKey: key, serviceAccountKeyFileName: 'key.json' }, errors: [] });
    expect(input('rulenode.gcp-service-account-key').type).toBe('password');
  });
});
