import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startMailSink as startSmtpSink } from '../tests/server/mailSink';

/**
 * The server tests' SMTP sink, standing in for the mail provider; every message it receives
 * is also written to `dir`, so test workers (other processes) can read it.
 */
export async function startMailSink(dir: string): Promise<{ port: number; close: () => Promise<void> }> {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const sink = await startSmtpSink((mail) => {
    count += 1;
    writeFileSync(path.join(dir, `${Date.now()}-${count}.eml`), `X-Envelope-To: ${mail.to.join(',')}\r\n${mail.raw}`);
  });
  return { port: sink.port, close: () => sink.close() };
}

/** Mails received for `to`, oldest first, as raw text with quoted-printable soft breaks joined. */
export function mailsFor(dir: string, to: string): string[] {
  const address = to.toLowerCase();
  return readdirSync(dir)
    .sort()
    .map((file) => readFileSync(path.join(dir, file), 'utf8'))
    .filter((mail) => mail.split('\r\n', 1)[0].slice('X-Envelope-To: '.length).split(',').includes(address))
    .map((mail) => mail.replace(/=\r?\n/g, '').replace(/=3D/g, '='));
}
