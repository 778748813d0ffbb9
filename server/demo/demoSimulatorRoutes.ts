import type { RouteModule } from '../http/ServerContext';
import { DeviceSimulator } from './DeviceSimulator';
import { engineTelemetry } from './engineTelemetry';
import type { ConfigWithSimulator } from './simulatorConfig';

/**
 * Runs the demo device simulator beside the server when demo data is on and startup asked
 * for it (`npm start`, unless SIMULATOR=off). A route module only for the server context:
 * it adds no routes. Starts once the server is ready; stops when it closes.
 */
export const demoSimulatorRoutes: RouteModule = (app, ctx) => {
  const options = (ctx.config as ConfigWithSimulator).simulator;
  if (!ctx.config.seedDemo || !options || options.enabled === false) return;
  const simulator = new DeviceSimulator({
    stores: ctx.stores,
    telemetry: engineTelemetry(ctx.deviceTransport, ctx.stores),
    rpc: ctx.rpc,
    log: app.log.child({ module: 'simulator' }),
    config: options,
  });
  app.addHook('onReady', async () => {
    // A simulator that cannot start must not keep the console from starting.
    await simulator.start().catch((error: unknown) => app.log.error({ err: error }, 'device simulator failed to start'));
  });
  app.addHook('onClose', () => simulator.stop());
};
