// Rule engine throughput and latency (issue 12), run after `npm run build`:
//   node bench/rule-engine.mjs                 (about 1.5 minutes)
// Phase 1: MQTT QoS 1 devices publish as fast as their PUBACKs allow through the default root
//          chain (device profile -> type switch -> save time series): accepted msg/s.
// Phase 2: the same with a script filter (`return msg.temperature > -1000;`) put in front.
// Phase 3: 1,000 msg/s; latency from publish to PUBACK and from PUBACK to the WebSocket update.
// Flags: --devices N (default 50) --window W (unacknowledged publishes per device, default 20)
//        --duration D (seconds per throughput phase, default 20) --latency-duration D (default 20)
import mqtt from 'mqtt';
import WebSocket from 'ws';
import { call, createDevices, flags, percentile, rssMb, startTransportServer } from './lib/transportServer.mjs';

const opts = flags({ devices: 50, window: 20, duration: 20, latencyDuration: 20 });
const ENGINE = 'org.thingsboard.rule.engine.';
const server = await startTransportServer({ env: { SIMULATOR: 'off' } });

function payload(sent) {
  return JSON.stringify({ temperature: 20 + (sent % 100) / 10, humidity: 40 + (sent % 7), sent: Date.now() });
}

/** Every client keeps `window` publishes unacknowledged until `seconds` pass; returns acknowledged msg/s. */
async function saturate(clients, seconds) {
  let acked = 0;
  let failed = 0;
  const endAt = Date.now() + seconds * 1000;
  const startedAt = Date.now();
  await Promise.all(
    clients.map(
      (client) =>
        new Promise((resolve) => {
          let open = 0;
          const pump = () => {
            while (open < opts.window && Date.now() < endAt) {
              open++;
              client.publish('v1/devices/me/telemetry', payload(acked), { qos: 1 }, (error) => {
                open--;
                if (error) failed++;
                else acked++;
                if (Date.now() < endAt) pump();
                else if (open === 0) resolve();
              });
            }
          };
          pump();
        }),
    ),
  );
  const elapsed = (Date.now() - startedAt) / 1000;
  return { rate: acked / elapsed, acked, failed, elapsed };
}

try {
  const { jwt, devices } = await createDevices(server.url, opts.devices, 'rule-engine');
  const clients = await Promise.all(devices.map((d) => mqtt.connectAsync(`mqtt://127.0.0.1:${server.mqttPort}`, { username: d.token, reconnectPeriod: 0 })));
  console.log(`rule engine: ${opts.devices} MQTT devices, QoS 1, ${opts.window} unacknowledged publishes each; server RSS ${rssMb(server.pid).toFixed(1)} MB`);

  const plain = await saturate(clients, opts.duration);
  console.log(`default root chain:           ${plain.rate.toFixed(0)} msg/s (${plain.acked} acknowledged, ${plain.failed} failed, ${plain.elapsed.toFixed(1)} s; target 5,000)`);

  // A script filter in front of the default chain: the same graph, every index moved by one.
  const [root] = (await call(server.url, '/api/ruleChains?pageSize=10&page=0&textSearch=Root', { token: jwt })).data;
  const metadata = await call(server.url, `/api/ruleChain/${root.id.id}/metadata`, { token: jwt });
  const filter = { type: `${ENGINE}filter.TbJsFilterNode`, name: 'Plausible', debugMode: false, configuration: { jsScript: 'return msg.temperature > -1000;' } };
  await call(server.url, '/api/ruleChain/metadata', {
    token: jwt,
    body: {
      ruleChainId: root.id,
      firstNodeIndex: 0,
      nodes: [filter, ...metadata.nodes],
      connections: [{ fromIndex: 0, toIndex: metadata.firstNodeIndex + 1, type: 'True' }, ...metadata.connections.map((c) => ({ ...c, fromIndex: c.fromIndex + 1, toIndex: c.toIndex + 1 }))],
    },
  });
  const scripted = await saturate(clients, opts.duration);
  console.log(`with a script filter:         ${scripted.rate.toFixed(0)} msg/s (${scripted.acked} acknowledged, ${scripted.failed} failed; target 3,000)`);

  // Latency at 1,000 msg/s: the payload carries its send time; the PUBACK and the WebSocket update are timed against it.
  const ws = new WebSocket(`${server.url.replace('http', 'ws')}/api/ws/plugins/telemetry?token=${jwt}`);
  await new Promise((resolve, reject) => { ws.once('open', resolve); ws.once('error', reject); });
  const watched = devices.slice(0, 10);
  ws.send(JSON.stringify({ tsSubCmds: watched.map((d, i) => ({ cmdId: i + 1, entityType: 'DEVICE', entityId: d.id, keys: 'sent', scope: 'LATEST_TELEMETRY' })) }));
  const ackAt = new Map();
  const toAck = [];
  const ackToWs = [];
  const toWs = [];
  let startedAt = Infinity;
  ws.on('message', (raw) => {
    const now = Date.now();
    for (const [, value] of JSON.parse(raw.toString()).data?.sent ?? []) {
      const sent = Number(value);
      if (sent < startedAt) continue;
      toWs.push(now - sent);
      if (ackAt.has(sent)) ackToWs.push(now - ackAt.get(sent));
    }
  });
  const rate = 1000;
  let sent = 0;
  startedAt = Date.now();
  const endAt = startedAt + opts.latencyDuration * 1000;
  await new Promise((resolve) => {
    const tick = setInterval(() => {
      const due = Math.floor(((Math.min(Date.now(), endAt) - startedAt) / 1000) * rate);
      for (; sent < due; sent++) {
        const client = clients[sent % clients.length];
        const at = Date.now();
        client.publish('v1/devices/me/telemetry', JSON.stringify({ temperature: 21, sent: at }), { qos: 1 }, () => {
          const now = Date.now();
          toAck.push(now - at);
          ackAt.set(at, now);
        });
      }
      if (Date.now() >= endAt) {
        clearInterval(tick);
        setTimeout(resolve, 1000);
      }
    }, 5);
  });
  const sorted = (values) => [...values].sort((a, b) => a - b);
  const [ack, ws2, total] = [sorted(toAck), sorted(ackToWs), sorted(toWs)];
  console.log(`at ${rate} msg/s for ${opts.latencyDuration} s (script filter in the chain):`);
  console.log(`  publish -> PUBACK      p50 ${percentile(ack, 50)} ms, p99 ${percentile(ack, 99)} ms (${ack.length} acknowledged)`);
  console.log(`  PUBACK -> WebSocket    p50 ${percentile(ws2, 50)} ms, p99 ${percentile(ws2, 99)} ms (negative: the update came first)`);
  console.log(`  publish -> WebSocket   p50 ${percentile(total, 50)} ms, p99 ${percentile(total, 99)} ms (${total.length} updates)`);
  console.log(`server RSS at the end ${rssMb(server.pid).toFixed(1)} MB`);
  ws.close();
  await Promise.all(clients.map((client) => client.endAsync(true)));
} finally {
  server.stop();
}
