import net from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { RunningServer } from '../../server/main';

export interface ReceivedMail {
  to: string[];
  subject: string;
  /** Decoded text/plain part. */
  text: string;
  /** Decoded text/html part. */
  html: string;
  raw: string;
}

function splitHead(raw: string): { headers: Record<string, string>; body: string } {
  const at = raw.indexOf('\r\n\r\n');
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at + 4);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decode(body: string, encoding = '7bit'): string {
  const enc = encoding.toLowerCase();
  if (enc === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (enc === 'quoted-printable') {
    const joined = body.replace(/=\r?\n/g, '');
    const bytes: number[] = [];
    for (let i = 0; i < joined.length; i++) {
      if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(joined.slice(i + 1, i + 3))) {
        bytes.push(parseInt(joined.slice(i + 1, i + 3), 16));
        i += 2;
      } else bytes.push(...Buffer.from(joined[i], 'utf8'));
    }
    return Buffer.from(bytes).toString('utf8');
  }
  return body;
}

/** Just enough MIME for nodemailer's output: a single part or multipart/alternative. */
export function parseMail(raw: string, to: string[]): ReceivedMail {
  const { headers, body } = splitHead(raw);
  const parts: { type: string; content: string }[] = [];
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  if (boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) break;
      const part = splitHead(chunk.replace(/^\r\n/, ''));
      parts.push({ type: part.headers['content-type'] ?? '', content: decode(part.body, part.headers['content-transfer-encoding']) });
    }
  } else {
    parts.push({ type: headers['content-type'] ?? 'text/plain', content: decode(body, headers['content-transfer-encoding']) });
  }
  return {
    to,
    subject: headers.subject ?? '',
    text: parts.find((p) => p.type.startsWith('text/plain'))?.content ?? '',
    html: parts.find((p) => p.type.startsWith('text/html'))?.content ?? '',
    raw,
  };
}

export interface MailSink {
  port: number;
  mails: ReceivedMail[];
  /** Resolves with the first mail (received so far or later) matching `match`; rejects after `timeoutMs`. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  mailsTo(address: string): ReceivedMail[];
  close(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 that keeps every message it receives, and tells `onMail`
 * (the e2e setup writes each one to disk for its test workers).
 */
export async function startMailSink(onMail?: (mail: ReceivedMail) => void): Promise<MailSink> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = parseMail(Buffer.concat(chunks).toString('utf8'), session.envelope.rcptTo.map((r) => r.address.toLowerCase()));
        mails.push(mail);
        onMail?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as net.AddressInfo).port;
  return {
    port,
    mails,
    mailsTo: (address) => mails.filter((m) => m.to.includes(address.toLowerCase())),
    waitFor(match, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const deadline = Date.now() + timeoutMs;
        const poll = () => {
          const found = mails.find(match);
          if (found) resolve(found);
          else if (Date.now() > deadline) reject(new Error(`no matching mail; received: ${mails.map((m) => m.subject).join(', ')}`));
          else setTimeout(poll, 20);
        };
        poll();
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on (bound, then released), for "SMTP server down". */
export async function deadPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as net.AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export function mailSettings(port: number, extra: Record<string, unknown> = {}) {
  return {
    mailFrom: 'Tessera Test <noreply@tessera.test>',
    smtpProtocol: 'smtp',
    smtpHost: '127.0.0.1',
    smtpPort: port,
    timeout: 5000,
    enableTls: false,
    tlsVersion: 'TLSv1.2',
    username: '',
    password: '',
    enableProxy: false,
    ...extra,
  };
}

/** Points the server's `mail` (and `general.baseUrl`) settings at the sink, straight through the store. */
export async function useMailSink(server: RunningServer, sink: MailSink, baseUrl = 'https://console.tessera.test'): Promise<void> {
  await server.stores.settings.save('mail', mailSettings(sink.port));
  await server.stores.settings.save('general', { baseUrl, prohibitDifferentUrl: false });
}

/** The token of the first `/api/noauth/<path>?<param>=` link in a mail's text. */
export function linkToken(mail: ReceivedMail, path: 'activate' | 'resetPassword'): { link: string; token: string } {
  const param = path === 'activate' ? 'activateToken' : 'resetToken';
  const match = new RegExp(`(\\S+/api/noauth/${path}\\?${param}=([A-Za-z0-9%]+))`).exec(mail.text);
  if (!match) throw new Error(`no ${path} link in mail: ${mail.text}`);
  return { link: match[1], token: decodeURIComponent(match[2]) };
}
