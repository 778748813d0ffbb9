import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server standing in for the mail provider: every message it receives is
 * written to `dir` as a file, so test workers (other processes) can read it.
 */
export async function startMailSink(dir: string): Promise<{ port: number; close: () => Promise<void> }> {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        writeFileSync(path.join(dir, `${Date.now()}-${count}.eml`), `X-Envelope-To: ${to}\r\n${Buffer.concat(chunks).toString('utf8')}`);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return { port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Mails received for `to`, oldest first, as raw text with quoted-printable soft breaks joined. */
export function mailsFor(dir: string, to: string): string[] {
  return readdirSync(dir)
    .sort()
    .map((file) => readFileSync(path.join(dir, file), 'utf8'))
    .filter((mail) => mail.startsWith(`X-Envelope-To: ${to}`) || mail.split('\r\n', 1)[0].includes(to))
    .map((mail) => mail.replace(/=\r?\n/g, '').replace(/=3D/g, '='));
}
