import http from 'node:http';
import type { AddressInfo } from 'node:net';
import smpp, { type PDU } from 'smpp';

export interface SentSms {
  provider: 'TWILIO' | 'AWS_SNS' | 'SMPP';
  to: string;
  from?: string;
  body: string;
}

export interface SmsStandIns {
  twilioApiUrl: string;
  awsSnsEndpoint: string;
  smppPort: number;
  sent: SentSms[];
  close(): Promise<void>;
}

/** A number every stand-in refuses, with the provider's own kind of error. */
export const REFUSED_NUMBER = '+15005550001';

const CREDENTIALS = { twilio: { sid: 'AC0123456789abcdef', token: 'twilio-token' }, sns: { keyId: 'AKIATESSERATEST', secret: 'sns-secret' }, smpp: { systemId: 'tessera', password: 'smpp-pw' } };
export { CREDENTIALS as SMS_CREDENTIALS };

async function listen(server: http.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

async function readBody(request: http.IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * Local stand-ins for the SMS providers: Twilio's REST API (Messages.json, basic auth with
 * the account SID and token), AWS SNS's Query API (Publish, SigV4 with the access key) and an
 * SMPP server made with the `smpp` package's server side (bind, submit_sm, unbind).
 */
export async function startSmsStandIns(): Promise<SmsStandIns> {
  const sent: SentSms[] = [];

  const twilio = http.createServer(async (request, response) => {
    const body = await readBody(request);
    const auth = Buffer.from((request.headers.authorization ?? '').replace(/^Basic /, ''), 'base64').toString();
    const path = `/2010-04-01/Accounts/${CREDENTIALS.twilio.sid}/Messages.json`;
    response.setHeader('content-type', 'application/json');
    if (auth !== `${CREDENTIALS.twilio.sid}:${CREDENTIALS.twilio.token}`) {
      response.statusCode = 401;
      return response.end(JSON.stringify({ code: 20003, message: 'Authenticate', status: 401 }));
    }
    if (request.method !== 'POST' || request.url !== path) {
      response.statusCode = 404;
      return response.end(JSON.stringify({ code: 20404, message: 'The requested resource was not found', status: 404 }));
    }
    const to = body.get('To') ?? '';
    if (to === REFUSED_NUMBER) {
      response.statusCode = 400;
      return response.end(JSON.stringify({ code: 21211, message: `The 'To' number ${to} is not a valid phone number.`, status: 400 }));
    }
    sent.push({ provider: 'TWILIO', to, from: body.get('From') ?? undefined, body: body.get('Body') ?? '' });
    response.statusCode = 201;
    response.end(JSON.stringify({ sid: 'SM0123456789abcdef', status: 'queued', to, from: body.get('From'), body: body.get('Body') }));
  });

  const sns = http.createServer(async (request, response) => {
    const body = await readBody(request);
    response.setHeader('content-type', 'text/xml');
    const error = (code: string, message: string) => {
      response.statusCode = 400;
      response.end(`<ErrorResponse><Error><Type>Sender</Type><Code>${code}</Code><Message>${message}</Message></Error><RequestId>r1</RequestId></ErrorResponse>`);
    };
    if (!(request.headers.authorization ?? '').includes(`Credential=${CREDENTIALS.sns.keyId}/`)) return error('InvalidClientTokenId', 'The security token included in the request is invalid.');
    if (body.get('Action') !== 'Publish') return error('InvalidAction', 'Unknown action');
    const to = body.get('PhoneNumber') ?? '';
    if (to === REFUSED_NUMBER) return error('InvalidParameter', 'Invalid parameter: PhoneNumber Reason: +15005550001 is not valid to publish to');
    sent.push({ provider: 'AWS_SNS', to, body: body.get('Message') ?? '' });
    response.end('<PublishResponse xmlns="http://sns.amazonaws.com/doc/2010-03-31/"><PublishResult><MessageId>m-1</MessageId></PublishResult>'
      + '<ResponseMetadata><RequestId>r-1</RequestId></ResponseMetadata></PublishResponse>');
  });

  const smppServer = smpp.createServer({}, (session) => {
    session.on('error', () => undefined);
    const bind = (pdu: PDU) => {
      const ok = pdu.system_id === CREDENTIALS.smpp.systemId && pdu.password === CREDENTIALS.smpp.password;
      session.send(pdu.response(ok ? {} : { command_status: smpp.ESME_RBINDFAIL }));
    };
    session.on('bind_transceiver', bind);
    session.on('bind_transmitter', bind);
    session.on('submit_sm', (pdu: PDU) => {
      const to = `+${String(pdu.destination_addr)}`;
      if (to === REFUSED_NUMBER) return session.send(pdu.response({ command_status: 0x0b }));
      const text = pdu.short_message as { message?: string } | Buffer | string;
      const body = typeof text === 'string' ? text : Buffer.isBuffer(text) ? text.toString() : text.message ?? '';
      sent.push({ provider: 'SMPP', to, from: String(pdu.source_addr ?? ''), body });
      session.send(pdu.response({ message_id: 'smpp-1' }));
    });
    session.on('unbind', (pdu: PDU) => session.send(pdu.response()));
    session.on('enquire_link', (pdu: PDU) => session.send(pdu.response()));
  });
  await new Promise<void>((resolve) => smppServer.listen(0, '127.0.0.1', () => resolve()));

  const twilioPort = await listen(twilio);
  const snsPort = await listen(sns);
  return {
    twilioApiUrl: `http://127.0.0.1:${twilioPort}`,
    awsSnsEndpoint: `http://127.0.0.1:${snsPort}`,
    smppPort: smppServer.address().port,
    sent,
    close: async () => {
      for (const server of [twilio, sns]) {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
      await new Promise<void>((resolve) => smppServer.close(() => resolve()));
    },
  };
}
