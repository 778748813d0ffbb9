import fs from 'node:fs/promises';
import path from 'node:path';
import got, { HTTPError, RequestError, type Got } from 'got';
import { buildBundleFile } from './bundleBuild';
import { CliError } from './cliError';

/*
 * `tessera bundle publish [dir] --server URL --username --password [--file F]`: builds the
 * project (unless a bundle file is named), signs in as that user and installs the file through
 * the widget bundle endpoint: for the user's tenant, or for every tenant when the user is the
 * system administrator. The server's refusal (a version conflict, a bad manifest) is printed.
 */

export interface PublishOptions {
  server: string;
  username: string;
  password: string;
  file?: string;
}

export interface InstalledBundle {
  id: string;
  version: string;
  tenantId: string;
  url: string;
}

/** The server's own message from a contract error body, or the HTTP failure. */
function reasonOf(error: unknown): string {
  if (error instanceof HTTPError) {
    const body = String(error.response.body ?? '');
    try {
      return `${error.response.statusCode}: ${(JSON.parse(body) as { message?: string }).message ?? body}`;
    } catch {
      return `${error.response.statusCode}: ${body || error.message}`;
    }
  }
  if (error instanceof RequestError) return error.message;
  return (error as Error).message;
}

/** A got client for `server` (a URL such as http://localhost:8080). */
export function serverClient(server: string): { client: Got; base: string } {
  let base: URL;
  try {
    base = new URL(server.endsWith('/') ? server : `${server}/`);
  } catch {
    throw new CliError(`--server must be a URL such as http://localhost:8080, not '${server}'`, 2);
  }
  return { client: got.extend({ prefixUrl: base.href, retry: { limit: 0 }, timeout: { request: 60_000 } }), base: base.href };
}

/** Signs in; returns the access token. */
export async function signIn(client: Got, base: string, username: string, password: string): Promise<string> {
  try {
    return (await client.post('api/auth/login', { json: { username, password } }).json<{ token: string }>()).token;
  } catch (error) {
    throw new CliError(`Sign-in to ${base} failed: ${reasonOf(error)}`);
  }
}

/** Installs the bundle file at `file`; returns the server's listing of it. */
export async function uploadBundle(client: Got, token: string, file: string): Promise<InstalledBundle> {
  const data = await fs.readFile(file).catch(() => {
    throw new CliError(`No bundle file at ${file}`);
  });
  const form = new FormData();
  form.append('file', new Blob([data], { type: 'application/json' }), path.basename(file));
  try {
    return await client.post('api/widgetUiBundle', { body: form, headers: { 'X-Authorization': `Bearer ${token}` } }).json<InstalledBundle>();
  } catch (error) {
    throw new CliError(`Publish failed: ${reasonOf(error)}`);
  }
}

export async function publishBundle(dir: string, options: PublishOptions, root: string): Promise<string> {
  const { client, base } = serverClient(options.server);
  const lines: string[] = [];
  let file = options.file ? path.resolve(options.file) : undefined;
  if (!file) {
    const built = await buildBundleFile(dir, root);
    lines.push(built.report);
    file = built.file;
  }
  const token = await signIn(client, base, options.username, options.password);
  const installed = await uploadBundle(client, token, file);
  lines.push(`Published ${installed.id}@${installed.version} to ${base} (${installed.url})`);
  return lines.join('\n');
}
