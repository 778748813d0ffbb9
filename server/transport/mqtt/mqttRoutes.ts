import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { RouteModule } from '../../http/ServerContext';
import { MqttServer } from './MqttServer';

/** The MQTT server of each app, keyed by its HTTP server (shared by every encapsulated scope). */
const servers = new WeakMap<Server, MqttServer>();

/** The app's MQTT server, once it listens (startup reports its port; benches read its stats). */
export function mqttServerOf(app: FastifyInstance): MqttServer | undefined {
  return servers.get(app.server);
}

/**
 * Runs the device MQTT transport (contract §9.2) with the app: it listens on
 * `config.mqttPort` (0 = ephemeral) at `config.host` when the app is ready and closes with it.
 */
export const mqttTransportRoutes: RouteModule = (app, { config, deviceTransport }) => {
  const mqtt = new MqttServer(deviceTransport, app.log.child({ module: 'mqtt' }));
  app.addHook('onReady', async () => {
    const port = await mqtt.listen(config.mqttPort, config.host);
    servers.set(app.server, mqtt);
    app.log.info({ port }, 'MQTT transport listening');
  });
  // Shutdown: no new connection or publish from the moment the server starts closing ...
  app.addHook('preClose', async () => mqtt.stopAccepting());
  // ... and the publishes in flight are acknowledged before the rule engine and the database close.
  app.addHook('onClose', async () => {
    servers.delete(app.server);
    await mqtt.close(Math.floor(config.shutdownTimeoutMs / 3));
  });
};
