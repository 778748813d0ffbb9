// MQTT flood: QoS 0 telemetry at 10x the nominal rate for a set time, while a few QoS 1
// devices publish at a normal pace and must lose nothing. Prints what the server shed,
// what TCP backpressure held back, QoS 1 losses and server RSS.
//   node bench/flood.mjs                         (~1 minute: 10 x 1000 msg/s for 30 s)
//   node bench/flood.mjs --duration 120          (the 2-minute run)
// Flags: --nominal R --factor F --duration D --devices N (flooders) --qos1-devices M --qos1-rate per-device msg/s
import mqtt from 'mqtt';
import mqttPacket from 'mqtt-packet';
import net from 'node:net';
import { call, createDevices, flags, rssMb, startTransportServer } from './lib/transportServer.mjs';

const opts = flags({ nominal: 1000, factor: 10, duration: 30, devices: 50, qos1Devices: 5, qos1Rate: 20 });
let serverStats;
const server = await startTransportServer({ onLog: (line) => line.mqttStats && (serverStats = line.mqttStats) });

/** A bare MQTT connection that writes as fast as the socket takes it, without client-side queues. */
async function rawClient(token) {
  const socket = net.connect(server.mqttPort, '127.0.0.1');
  await new Promise((resolve, reject) => { socket.once('connect', resolve); socket.once('error', reject); });
  socket.write(mqttPacket.generate({ cmd: 'connect', protocolId: 'MQTT', protocolVersion: 4, clean: true, clientId: token, keepalive: 0, username: token }));
  await new Promise((resolve) => socket.once('data', resolve));
  socket.on('data', () => {});
  socket.on('error', () => {});
  const state = { socket, blocked: false };
  socket.on('drain', () => (state.blocked = false));
  return state;
}

try {
  const { jwt, devices } = await createDevices(server.url, opts.devices + opts.qos1Devices, 'flood');
  const flooders = await Promise.all(devices.slice(0, opts.devices).map((d) => rawClient(d.token)));
  const steady = devices.slice(opts.devices);
  const steadyClients = await Promise.all(steady.map((d) => mqtt.connectAsync(`mqtt://127.0.0.1:${server.mqttPort}`, { username: d.token, reconnectPeriod: 0 })));
  const rssStart = rssMb(server.pid);
  const rate = opts.nominal * opts.factor;
  console.log(`flood: ${opts.devices} devices at ${rate} msg/s QoS 0 (${opts.factor} x ${opts.nominal}) for ${opts.duration} s; ${steady.length} QoS 1 devices at ${opts.qos1Rate} msg/s each; server RSS at start ${rssStart.toFixed(1)} MB`);

  let written = 0;
  let heldBack = 0;
  let qos1Sent = 0;
  const steadySent = steadyClients.map(() => 0);
  let qos1Acked = 0;
  let qos1Failed = 0;
  let rssMax = rssStart;
  const startedAt = Date.now();
  const endAt = startedAt + opts.duration * 1000;
  let next = 0;
  let floodDue = 0;
  let lastReport = startedAt;
  await new Promise((resolve) => {
    const tick = setInterval(() => {
      const now = Date.now();
      const target = Math.floor(((Math.min(now, endAt) - startedAt) / 1000) * rate);
      for (; floodDue < target; floodDue++) {
        const client = flooders[next];
        next = (next + 1) % flooders.length;
        if (client.blocked) {
          heldBack++;
          continue;
        }
        // Own timestamps, so every accepted message is its own row and the stored count is exact.
        const payload = `{"ts":${1_000_000_000_000 + floodDue},"values":{"temperature":${20 + (floodDue % 50) / 10},"seq":${floodDue}}}`;
        const ok = client.socket.write(mqttPacket.generate({ cmd: 'publish', topic: 'v1/devices/me/telemetry', payload, qos: 0, dup: false, retain: false }));
        written++;
        if (!ok) client.blocked = true;
      }
      const steadyTarget = Math.floor(((Math.min(now, endAt) - startedAt) / 1000) * opts.qos1Rate);
      steadyClients.forEach((client, i) => {
        for (; steadySent[i] < steadyTarget; steadySent[i]++) {
          const seq = steadySent[i];
          qos1Sent++;
          client.publish('v1/devices/me/telemetry', JSON.stringify({ ts: 1_000_000_000_000 + seq, values: { seq } }), { qos: 1 }, (error) => (error ? qos1Failed++ : qos1Acked++));
        }
      });
      if (now - lastReport >= 5000) {
        const rss = rssMb(server.pid);
        rssMax = Math.max(rssMax, rss);
        console.log(`  t=${((now - startedAt) / 1000).toFixed(0)} s written ${written}, held back by TCP ${heldBack}, QoS 1 acked ${qos1Acked}/${qos1Sent}, server RSS ${rss.toFixed(1)} MB${server.alive ? '' : ' (SERVER DOWN)'}`);
        lastReport = now;
      }
      if (now >= endAt) {
        clearInterval(tick);
        resolve();
      }
    }, 10);
  });
  for (const client of flooders) client.socket.destroy();
  const drainUntil = Date.now() + 30_000;
  while (qos1Acked + qos1Failed < qos1Sent && Date.now() < drainUntil) await new Promise((r) => setTimeout(r, 100));
  // The server logs its counters every 5 s while they change.
  await new Promise((r) => setTimeout(r, 6000));
  const rssEnd = rssMb(server.pid);

  let floodStored = 0;
  for (const device of devices.slice(0, opts.devices)) {
    const history = await call(server.url, `/api/plugins/telemetry/DEVICE/${device.id}/values/timeseries?keys=seq&startTs=0&endTs=2000000000000&limit=10000000`, { token: jwt });
    floodStored += history.seq?.length ?? 0;
  }
  let stored = 0;
  for (const device of steady) {
    const history = await call(server.url, `/api/plugins/telemetry/DEVICE/${device.id}/values/timeseries?keys=seq&startTs=0&endTs=2000000000000&limit=1000000`, { token: jwt });
    stored += history.seq?.length ?? 0;
  }
  console.log(`server ${server.alive ? 'up' : 'DOWN'}`);
  console.log(`QoS 0: ${written} written by clients (${(written / opts.duration).toFixed(0)} msg/s), ${heldBack} held back by TCP backpressure`);
  console.log(`QoS 0 stored: ${floodStored} messages`);
  if (serverStats) console.log(`server: accepted ${serverStats.accepted}, shed ${serverStats.shed}, dropped ${serverStats.dropped}`);
  else console.log('server: nothing shed or dropped');
  console.log(`QoS 1: sent ${qos1Sent}, acked ${qos1Acked}, failed ${qos1Failed}, stored ${stored} -> lost ${qos1Sent - stored}`);
  console.log(`server RSS: start ${rssStart.toFixed(1)} MB, max ${rssMax.toFixed(1)} MB, end ${rssEnd.toFixed(1)} MB`);
  await Promise.all(steadyClients.map((c) => c.endAsync(true)));
} finally {
  await server.stop();
}
