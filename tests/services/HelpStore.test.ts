import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HttpService } from '@tessera/sdk';
import { HELP_NOT_FOUND, HelpStore } from '../../core/services/HelpStore';

/** A real HTTP server with English help for 'profile' and German help for 'only-de'. */
const files: Record<string, string> = {
  '/help/en_US/profile.md': 'English profile help at ${siteBaseUrl}',
  '/help/de_DE/only-de.md': 'Nur auf Deutsch',
};
let server: Server;
let base = '';
beforeAll(async () => {
  server = createServer((req, res) => {
    const body = files[req.url ?? ''];
    if (body) res.writeHead(200, { 'content-type': 'text/markdown' }).end(body);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const store = (lang: string, helpBaseUrl: string | Error) => new HelpStore({
  http: { get: async () => { if (helpBaseUrl instanceof Error) throw helpBaseUrl; return helpBaseUrl; } } as unknown as HttpService,
  language: { current: lang, supported: [], setLanguage: async () => undefined },
  fetch,
  siteBaseUrl: base,
});

describe('HelpStore', () => {
  it('falls back from the current language to en_US, replacing the variables', async () => {
    expect(await store('de_DE', '').load('profile')).toBe(`English profile help at ${base}`);
  });

  it('uses the current language when the page exists in it', async () => {
    expect(await store('de_DE', base).load('only-de')).toBe('Nur auf Deutsch');
  });

  it("answers 'Not found' when no language has the page, or the help base is unreachable", async () => {
    expect(await store('en_US', '').load('nothing-here')).toBe(HELP_NOT_FOUND);
    expect(await store('en_US', new Error('offline')).load('../../etc/passwd')).toBe(HELP_NOT_FOUND);
  });
});
