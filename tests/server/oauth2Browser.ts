/**
 * Just enough of a browser for the OAuth2 round trip in server tests: follows redirects,
 * keeps cookies per host, and submits the provider's HTML forms (login, consent).
 */
export class OAuth2Browser {
  private readonly cookies = new Map<string, Map<string, string>>();
  /** Every URL visited, in order. */
  readonly visited: string[] = [];

  constructor(private readonly login: { name: string; password: string }) {}

  /** Starts at `url` and returns the first URL matching `stop` (not requested). */
  async run(url: string, stop: (url: URL) => boolean, maxSteps = 20): Promise<URL> {
    let next: { url: string; method: string; body?: URLSearchParams } = { url, method: 'GET' };
    for (let step = 0; step < maxSteps; step++) {
      const target = new URL(next.url);
      if (stop(target)) return target;
      this.visited.push(target.href);
      const response = await fetch(target, {
        method: next.method,
        redirect: 'manual',
        headers: { cookie: this.cookieHeader(target), ...(next.body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
        body: next.body,
      });
      this.store(target, response);
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        next = { url: new URL(location, target).href, method: 'GET' };
        continue;
      }
      const html = await response.text();
      const tag = /<form([^>]*)>([\s\S]*?)<\/form>/i.exec(html);
      const action = tag && /method="post"/i.test(tag[1]) ? /action="([^"]+)"/i.exec(tag[1])?.[1] : undefined;
      if (!tag || !action) throw new Error(`No form and no redirect at ${target.href} (${response.status}): ${html.slice(0, 300)}`);
      const form = [tag[0], action, tag[2]];
      const body = new URLSearchParams();
      for (const input of form[2].matchAll(/<input[^>]*name="([^"]+)"[^>]*>/gi)) {
        const value = /value="([^"]*)"/.exec(input[0])?.[1] ?? '';
        body.set(input[1], input[1] === 'login' ? this.login.name : input[1] === 'password' ? this.login.password : value);
      }
      next = { url: new URL(form[1].replace(/&amp;/g, '&'), target).href, method: 'POST', body };
    }
    throw new Error(`Too many steps: ${this.visited.join(' -> ')}`);
  }

  private cookieHeader(url: URL): string {
    return [...(this.cookies.get(url.host) ?? new Map()).entries()].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private store(url: URL, response: Response): void {
    const jar = this.cookies.get(url.host) ?? new Map<string, string>();
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === '' || /max-age=0/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
    this.cookies.set(url.host, jar);
  }
}
