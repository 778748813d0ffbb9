import type { MqttClient } from 'mqtt';
import { expect } from 'vitest';
import { startTestServer } from './helpers';

/*
 * The ingest of the shutdown and durability acceptances: a device publishing QoS 1 telemetry
 * at about 1,000 msg/s (10 publishes every 10 ms, each point `{ seq: n }` with a timestamp of its
 * own), recording which points got a PUBACK, then checking none of those is missing after a restart.
 */
export function startQos1Ingest(client: MqttClient) {
  const acknowledged: number[] = [];
  const base = Date.now() - 60_000;
  let seq = 0;
  const ticker = setInterval(() => {
    for (let i = 0; i < 10; i++) {
      const n = seq++;
      client.publish('v1/devices/me/telemetry', JSON.stringify({ ts: base + n, values: { seq: n } }), { qos: 1 }, (error) => {
        if (!error) acknowledged.push(n);
      });
    }
  }, 10);

  return {
    acknowledged,
    stop: () => clearInterval(ticker),
    /** Restarts a server on `dataDir` and expects every acknowledged point of `deviceId` stored. */
    async expectAcknowledgedStored(dataDir: string, deviceId: string): Promise<void> {
      const restarted = await startTestServer({ dataDir, seedDemo: true });
      try {
        const stored = await restarted.stores.telemetry.findHistory(deviceId, 'seq', base, base + seq + 1, 'asc', seq + 10);
        const storedSeqs = new Set(stored.map((point) => Number(point.value.value)));
        const lost = acknowledged.filter((n) => !storedSeqs.has(n));
        expect({ acknowledged: acknowledged.length, lost: lost.slice(0, 10) }).toEqual({ acknowledged: acknowledged.length, lost: [] });
      } finally {
        await restarted.close();
      }
    },
  };
}
