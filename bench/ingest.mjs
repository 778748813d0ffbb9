// MQTT ingest: N devices publish telemetry at a total rate R msg/s for D seconds; prints
// accepted msg/s and datapoints/s, publish-to-WebSocket latency (p50/p99), server RSS and CPU,
// and the server's write batches; PostgreSQL and SQLite side by side.
//   node bench/ingest.mjs                                  (~2 minutes: 100 devices, 1000 msg/s, 30 s on each store)
//   node bench/ingest.mjs --rate 5000                      (the target rate: p99 <= 100 ms on both stores)
//   node bench/ingest.mjs --rate 5000 --duration 600       (the 10-minute sustained run)
// Flags: --devices N --rate R --duration D --qos 0|1 --ws-devices K (devices watched over WebSocket)
//        --database both|sqlite|postgres (default both; PostgreSQL: a fresh schema in BENCH_DATABASE_URL,
//        see lib/benchDatabase.mjs; when it cannot be reached, both runs SQLite alone and says so)
import os from 'node:os';
import mqtt from 'mqtt';
import pg from 'pg';
import WebSocket from 'ws';
import { benchDatabase, cpuSeconds, DEFAULT_BENCH_DATABASE_URL } from './lib/benchDatabase.mjs';
import { createDevices, flags, percentile, rssMb, startTransportServer } from './lib/transportServer.mjs';

const BENCH_METRICS_TOKEN = 'ingest-bench';
const opts = flags({ devices: 100, rate: 1000, duration: 30, qos: 1, wsDevices: 20, database: 'both' });
const kinds = opts.database === 'both' ? ((await postgresReachable()) ? ['postgres', 'sqlite'] : ['sqlite']) : [opts.database];

/** Whether the bench's PostgreSQL answers; says why not when it does not. */
async function postgresReachable() {
  const client = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL || DEFAULT_BENCH_DATABASE_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch (error) {
    console.log(`PostgreSQL not reachable (${error.message}): SQLite only. Start it with .ci/postgres or set BENCH_DATABASE_URL.`);
    return false;
  }
}

const load = () => os.loadavg().map((value) => value.toFixed(2)).join(' ');

const summaries = [];
for (const kind of kinds) summaries.push(await run(kind));
if (summaries.length > 1) {
  console.log(`\nside by side (${opts.rate} msg/s offered by ${opts.devices} devices for ${opts.duration} s, QoS ${opts.qos}; ${os.cpus().length} CPUs):`);
  for (const s of summaries) {
    console.log(`  ${s.label.padEnd(10)} accepted ${s.msgPerSecond} msg/s, publish -> WebSocket p50 ${s.p50} ms, p99 ${s.p99} ms, server CPU ${s.cpu} s (${s.cpuPercent} % of one core), RSS end ${s.rss} MB, load average ${s.load}`);
  }
}

/** The server's write-batch and statement counters (its /metrics): sums and counts so far. */
async function serverCounters(url) {
  const res = await fetch(`${url}/metrics`, { headers: { Authorization: `Bearer ${BENCH_METRICS_TOKEN}` } });
  if (res.status !== 200) return undefined;
  const text = await res.text();
  const total = (name) => text.split('\n').filter((line) => line.startsWith(name)).reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);
  return {
    batches: total('tessera_telemetry_write_batch_size_count'),
    writes: total('tessera_telemetry_write_batch_size_sum'),
    batchSeconds: total('tessera_telemetry_write_batch_duration_seconds_sum'),
    statements: total('tessera_db_query_duration_seconds_count'),
    statementSeconds: total('tessera_db_query_duration_seconds_sum'),
  };
}

/** What the server's write path did between two {@link serverCounters} readings. */
function describeWrites(start, end) {
  if (!start || !end) return 'write batches: not measured (no /metrics)';
  const d = Object.fromEntries(Object.keys(end).map((key) => [key, end[key] - start[key]]));
  return `write batches: ${d.batches}, mean ${(d.writes / d.batches).toFixed(1)} writes, ${((d.batchSeconds * 1000) / d.batches).toFixed(1)} ms to commit; ` +
    `database statements: ${d.statements} (${(d.statements / d.batches).toFixed(1)} per batch), mean ${((d.statementSeconds * 1000) / d.statements).toFixed(2)} ms`;
}

async function run(kind) {
  const database = await benchDatabase(kind);
  const server = await startTransportServer({ env: { ...database.env, METRICS_TOKEN: BENCH_METRICS_TOKEN } });
  console.log(`\n== ${database.label} ==`);
  try {
    const { jwt, devices } = await createDevices(server.url, opts.devices, 'ingest');
    const clients = await Promise.all(devices.map((d) => mqtt.connectAsync(`mqtt://127.0.0.1:${server.mqttPort}`, { username: d.token, reconnectPeriod: 0 })));
    const rssStart = rssMb(server.pid);
    const cpuStart = cpuSeconds(server.pid);
    const countersStart = await serverCounters(server.url);

    // Publish-to-WebSocket latency: the payload carries its send time in key `sent`.
    const latencies = [];
    let startedAt = Infinity;
    let ws;
    try {
      ws = new WebSocket(`${server.url.replace('http', 'ws')}/api/ws/plugins/telemetry?token=${jwt}`);
      await new Promise((resolve, reject) => { ws.once('open', resolve); ws.once('error', reject); });
      const watched = devices.slice(0, opts.wsDevices);
      for (let i = 0; i < watched.length; i += 10) {
        const tsSubCmds = watched.slice(i, i + 10).map((d, j) => ({ cmdId: i + j + 1, entityType: 'DEVICE', entityId: d.id, keys: 'sent', scope: 'LATEST_TELEMETRY' }));
        ws.send(JSON.stringify({ tsSubCmds }));
      }
      ws.on('message', (raw) => {
        const now = Date.now();
        const update = JSON.parse(raw.toString());
        for (const [, value] of update.data?.sent ?? []) {
          const sent = Number(value);
          if (sent >= startedAt) latencies.push(now - sent);
        }
      });
    } catch (error) {
      console.log(`WebSocket unavailable (${error.message}); latency not measured`);
      ws = undefined;
    }

    console.log(`ingest: ${opts.devices} devices, ${opts.rate} msg/s, ${opts.duration} s, QoS ${opts.qos}; server RSS at start ${rssStart.toFixed(1)} MB; load average ${load()}`);
    let sent = 0;
    let accepted = 0;
    let failed = 0;
    let lastAckAt = 0;
    let next = 0;
    startedAt = Date.now();
    const endAt = startedAt + opts.duration * 1000;
    let lastReport = { at: startedAt, accepted: 0 };
    await new Promise((resolve) => {
      const tick = setInterval(() => {
        const now = Date.now();
        const due = Math.min(Math.floor(((Math.min(now, endAt) - startedAt) / 1000) * opts.rate), Math.floor(opts.duration * opts.rate));
        for (; sent < due; sent++) {
          const client = clients[next];
          next = (next + 1) % clients.length;
          const payload = JSON.stringify({ temperature: 20 + (sent % 100) / 10, humidity: 40 + (sent % 7), sent: Date.now() });
          client.publish('v1/devices/me/telemetry', payload, { qos: opts.qos }, (error) => {
            if (error) failed++;
            else accepted++;
            lastAckAt = Date.now();
          });
        }
        if (now - lastReport.at >= 5000) {
          const rate = ((accepted - lastReport.accepted) * 1000) / (now - lastReport.at);
          console.log(`  t=${((now - startedAt) / 1000).toFixed(0)} s accepted ${rate.toFixed(0)} msg/s, server RSS ${rssMb(server.pid).toFixed(1)} MB`);
          lastReport = { at: now, accepted };
        }
        if (now >= endAt) {
          clearInterval(tick);
          resolve();
        }
      }, 10);
    });
    // Outstanding acknowledgements get a few seconds.
    const drainUntil = Date.now() + 10_000;
    while (accepted + failed < sent && Date.now() < drainUntil) await new Promise((r) => setTimeout(r, 50));
    const elapsed = (Math.max(endAt, lastAckAt) - startedAt) / 1000;
    await new Promise((r) => setTimeout(r, 500));
    const rssEnd = rssMb(server.pid);
    const cpu = cpuSeconds(server.pid) - cpuStart;
    latencies.sort((x, y) => x - y);
    console.log(`sent ${sent}, accepted ${accepted}${opts.qos === 0 ? ' (QoS 0: written to the socket)' : ' (PUBACKed)'}, failed ${failed} in ${elapsed.toFixed(1)} s`);
    // Over the time until the last acknowledgement, so a server that falls behind shows it.
    console.log(`accepted ${(accepted / elapsed).toFixed(0)} msg/s, ${((accepted * 3) / elapsed).toFixed(0)} datapoints/s`);
    if (ws) console.log(`publish -> WebSocket latency over ${latencies.length} updates: p50 ${percentile(latencies, 50)} ms, p99 ${percentile(latencies, 99)} ms`);
    console.log(`server RSS: start ${rssStart.toFixed(1)} MB, end ${rssEnd.toFixed(1)} MB`);
    console.log(`server CPU: ${cpu.toFixed(1)} s over the run, ${((cpu / elapsed) * 100).toFixed(0)} % of one core`);
    console.log(describeWrites(countersStart, await serverCounters(server.url)));
    // The machine's 1, 5 and 15 minute load averages: figures taken on a busy machine are not comparable.
    const loadEnd = load();
    console.log(`load average at the end: ${loadEnd}`);
    ws?.close();
    await Promise.all(clients.map((c) => c.endAsync(true)));
    return {
      label: database.label, msgPerSecond: (accepted / elapsed).toFixed(0), p50: percentile(latencies, 50), p99: percentile(latencies, 99),
      cpu: cpu.toFixed(1), cpuPercent: ((cpu / elapsed) * 100).toFixed(0), rss: rssEnd.toFixed(1), load: loadEnd,
    };
  } finally {
    await server.stop();
    await database.dispose();
  }
}
