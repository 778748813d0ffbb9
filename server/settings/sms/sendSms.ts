import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import smpp from 'smpp';
import twilio from 'twilio';
import type { JsonObject } from '../../store/ids';

/** Where the providers' APIs are; tests point them at local stand-ins. Defaults: the real services. */
export interface SmsEndpoints {
  /** Replaces `https://api.twilio.com` (Twilio's REST API). */
  twilioApiUrl?: string;
  /** Replaces the regional `https://sns.<region>.amazonaws.com`. */
  awsSnsEndpoint?: string;
}

const TIMEOUT_MS = 10_000;

/** Twilio's own client; a RequestClient that rewrites the API host when a stand-in is configured. */
async function sendTwilio(settings: JsonObject, numberTo: string, message: string, endpoints: SmsEndpoints): Promise<void> {
  const base = endpoints.twilioApiUrl?.replace(/\/+$/, '');
  class Redirecting extends twilio.RequestClient {
    override request<T>(opts: Parameters<twilio.RequestClient['request']>[0]) {
      return super.request<T>({ ...opts, uri: base ? opts.uri.replace(/^https:\/\/api\.twilio\.com/, base) : opts.uri, timeout: TIMEOUT_MS } as never);
    }
  }
  const client = twilio(String(settings.accountSid), String(settings.accountToken), { httpClient: new Redirecting({ timeout: TIMEOUT_MS }) });
  await client.messages.create({ from: String(settings.numberFrom), to: numberTo, body: message });
}

async function sendAwsSns(settings: JsonObject, numberTo: string, message: string, endpoints: SmsEndpoints): Promise<void> {
  const client = new SNSClient({
    region: String(settings.region),
    credentials: { accessKeyId: String(settings.accessKeyId), secretAccessKey: String(settings.secretAccessKey) },
    endpoint: endpoints.awsSnsEndpoint,
    maxAttempts: 1,
  });
  try {
    await client.send(new PublishCommand({ PhoneNumber: numberTo, Message: message }), { abortSignal: AbortSignal.timeout(TIMEOUT_MS) });
  } finally {
    client.destroy();
  }
}

const SMPP_STATUS = (status: number) =>
  Object.entries(smpp as unknown as Record<string, unknown>).find(([name, value]) => name.startsWith('ESME_') && value === status)?.[0] ?? `status ${status}`;

/** One SMPP session per message: bind, submit_sm, unbind (as ThingsBoard's SMPP sender does on demand). */
function sendSmpp(settings: JsonObject, numberTo: string, message: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const session = smpp.connect({ host: String(settings.host), port: Number(settings.port) } as never);
    let settled = false;
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      session.destroy();
      if (error) reject(error);
      else resolve();
    };
    const timer = setTimeout(() => finish(new Error(`SMPP server ${settings.host}:${settings.port} did not answer in time`)), TIMEOUT_MS);
    session.on('error', (error: Error) => finish(error));
    session.on('connect', () => {
      const bind = settings.bindType === 'TX' ? 'bind_transmitter' : 'bind_transceiver';
      session[bind]({
        system_id: settings.systemId,
        password: settings.password,
        system_type: settings.systemType ?? '',
        interface_version: settings.protocolVersion === '3.3' ? 0x33 : 0x34,
        address_range: settings.addressRange ?? '',
      }, (bound) => {
        if (bound.command_status !== 0) return finish(new Error(`SMPP bind failed: ${SMPP_STATUS(bound.command_status)}`));
        session.submit_sm({
          service_type: settings.serviceType ?? '',
          source_addr: settings.sourceAddress ?? '',
          source_addr_ton: settings.sourceTon ?? 0,
          source_addr_npi: settings.sourceNpi ?? 0,
          destination_addr: numberTo.replace(/^\+/, ''),
          dest_addr_ton: settings.destinationTon ?? 1,
          dest_addr_npi: settings.destinationNpi ?? 1,
          data_coding: settings.codingScheme ?? 0,
          short_message: message,
        }, (submitted) => {
          if (submitted.command_status !== 0) return finish(new Error(`SMPP submit_sm failed: ${SMPP_STATUS(submitted.command_status)}`));
          session.unbind({}, () => finish());
        });
      });
    });
  });
}

/** Sends one SMS with the given `sms` settings; rejects with the provider's own error text. */
export async function sendSms(settings: JsonObject, numberTo: string, message: string, endpoints: SmsEndpoints = {}): Promise<void> {
  switch (settings.type) {
    case 'TWILIO':
      return sendTwilio(settings, numberTo, message, endpoints);
    case 'AWS_SNS':
      return sendAwsSns(settings, numberTo, message, endpoints);
    case 'SMPP':
      return sendSmpp(settings, numberTo, message);
    default:
      throw new Error(`Unsupported SMS provider: ${String(settings.type)}`);
  }
}

/** E.164: a plus, then up to 15 digits, the first not 0 (ThingsBoard checks the same). */
export const E164 = /^\+[1-9]\d{1,14}$/;
