import { expect } from 'vitest';

/* The server-sent bundle change events (GET /api/widgetUiBundles/events) as a console reads them. */

/** An open event stream: the `bundle` events it has received so far. */
export function bundleEvents(base: string, token: string, viaQuery = false) {
  const received: { type: string; id: string; tenantId: string; bundle?: { version: string; url: string } }[] = [];
  const controller = new AbortController();
  const url = `${base}/api/widgetUiBundles/events${viaQuery ? `?token=${token}` : ''}`;
  const opened = fetch(url, { headers: viaQuery ? {} : { 'X-Authorization': `Bearer ${token}` }, signal: controller.signal }).then(async (response) => {
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = response.body!.getReader();
    let buffer = '';
    void (async () => {
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
        if (done) return;
        buffer += new TextDecoder().decode(value);
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = /^event: bundle\ndata: (.*)$/m.exec(message);
          if (data) received.push(JSON.parse(data[1]));
        }
      }
    })();
  });
  return { received, opened, close: () => controller.abort() };
}

/** Waits (up to 5 s) until `check` holds, then asserts it. */
export async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 25));
  expect(check()).toBe(true);
}

