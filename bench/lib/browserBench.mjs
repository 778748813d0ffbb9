// Helpers shared by the browser benches (dashboard, widget-sandbox): command-line options, the
// tenant's REST token, the simulator's devices and a frame-rate sample taken inside the page.

const json = { 'Content-Type': 'application/json' };

/** The number after `--<name>` on the command line, or `fallback`. */
export function numberArg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}

/** A REST token for the demo tenant admin. */
export async function tenantToken(url) {
  const response = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: json, body: JSON.stringify({ username: 'tenant@tessera.io', password: 'tenant' }) });
  return (await response.json()).token;
}

/** The simulated devices, once the simulator has created all `count` of them. */
export async function simulatedDevices(url, token, count) {
  const headers = { 'X-Authorization': `Bearer ${token}` };
  for (let attempt = 0; attempt < 100; attempt++) {
    const page = await (await fetch(`${url}/api/tenant/devices?pageSize=1000&page=0`, { headers })).json();
    if (page.data.length >= count) return page.data.slice(0, count);
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`the simulator did not create ${count} devices`);
}

/** Frame deltas and long tasks over `ms` milliseconds of requestAnimationFrame in `page`. */
export function sampleFrames(page, ms) {
  return page.evaluate(async (ms) => {
    const deltas = [];
    const longTasks = [];
    const observer = new PerformanceObserver((list) => list.getEntries().forEach((e) => longTasks.push(e.duration)));
    observer.observe({ type: 'longtask', buffered: false });
    const start = performance.now();
    let last = start;
    await new Promise((resolve) => {
      const step = (now) => {
        deltas.push(now - last);
        last = now;
        if (now - start < ms) requestAnimationFrame(step);
        else resolve();
      };
      requestAnimationFrame(step);
    });
    observer.disconnect();
    return { frames: deltas.length, elapsed: performance.now() - start, deltas, longTasks };
  }, ms);
}
