import type { Stores } from '../store/createStores';
import type { Device } from '../store/DeviceStore';
import type { EntityId } from '../store/ids';
import type { TsKv } from '../store/TelemetryStore';
import type { TelemetryService } from '../telemetry/types';
import type { DeviceTransport } from '../transport/DeviceTransport';

/*
 * The demo simulator's readings as device messages through the rule engine, exactly as a
 * real device's (DeviceTransport.submitTelemetry): the demo thermostat profile's alarm
 * rule sees them, and the root chain's Save node stores them.
 */
export function engineTelemetry(transport: DeviceTransport, stores: Stores): Pick<TelemetryService, 'saveTimeseries'> {
  const devices = new Map<string, Promise<Device | undefined>>();
  return {
    async saveTimeseries(_tenantId: string, entityId: EntityId, points: TsKv[]): Promise<void> {
      let device = devices.get(entityId.id);
      if (!device) {
        device = stores.devices.findById(entityId.id);
        devices.set(entityId.id, device);
      }
      const found = await device;
      if (!found) throw new Error(`Simulated device ${entityId.id} is gone`);
      await transport.submitTelemetry(found, points);
    },
  };
}
