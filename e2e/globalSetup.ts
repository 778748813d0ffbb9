import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startBuiltServer, stopBuiltServer } from './builtServer';
import { startMailSink } from './mailSink';

/**
 * Starts the built server (`npm run build` first) on an ephemeral port with a fresh data
 * directory and the demo seed, and stops it after the run.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tessera-e2e-'));
  const mailDir = path.join(dataDir, 'mail');
  const sink = await startMailSink(mailDir);
  const server = await startBuiltServer({ MQTT_PORT: '0', DATA_DIR: dataDir, SEED_DEMO: 'true', LOGIN_RATE_LIMIT_PER_MINUTE: '0',
    // The demo simulator would overwrite the values the tests write and assert.
    SIMULATOR: 'off' });
  const { url } = server;
  process.env.TESSERA_URL = url;
  process.env.TESSERA_MQTT_PORT = /Tessera MQTT listening on port (\d+)/.exec(server.output)?.[1] ?? '';
  process.env.TESSERA_DATA_DIR = dataDir;
  process.env.TESSERA_MAIL_DIR = mailDir;
  await configureMail(url, sink.port);
  return async () => {
    await stopBuiltServer(server);
    await sink.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

/** Points the server's mail settings at the sink and its base URL at itself, as a system admin would. */
async function configureMail(url: string, smtpPort: number): Promise<void> {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'sysadmin@tessera.io', password: 'sysadmin' }),
  });
  const { token } = (await login.json()) as { token: string };
  const save = async (key: string, jsonValue: object) => {
    const response = await fetch(`${url}/api/admin/settings`, {
      method: 'POST', headers: { 'content-type': 'application/json', 'x-authorization': `Bearer ${token}` },
      body: JSON.stringify({ key, jsonValue }),
    });
    if (!response.ok) throw new Error(`Saving the ${key} settings failed: ${response.status} ${await response.text()}`);
  };
  await save('general', { baseUrl: url, prohibitDifferentUrl: false });
  await save('mail', {
    mailFrom: 'Tessera <tessera@localhost>', smtpProtocol: 'smtp', smtpHost: '127.0.0.1', smtpPort,
    timeout: 10000, enableTls: false, username: '', password: '',
  });
}
