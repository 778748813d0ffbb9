import type { ServiceHolder, ServiceRef } from '../sdk/ServiceRef';

/**
 * A holder that answers `ref` with `service` and every other ref from `services`: how one
 * widget's context gets a service of its own (its script sandbox) among the shared ones.
 */
export function withService<S>(services: ServiceHolder, ref: ServiceRef<S>, service: S): ServiceHolder {
  return {
    get: <T>(wanted: ServiceRef<T>): T => (wanted.id === ref.id ? service as unknown as T : services.get(wanted)),
    getOptional: <T>(wanted: ServiceRef<T>): T | undefined => (wanted.id === ref.id ? service as unknown as T : services.getOptional(wanted)),
  };
}
