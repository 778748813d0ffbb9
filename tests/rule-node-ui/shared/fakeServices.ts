import { type ServiceHolder, type ServiceRef, MissingServiceError } from '@tessera/sdk';

/** Services by ref id; a ref with no fake throws like the host's container, `getOptional` gives undefined. */
export function fakeServices(entries: [ServiceRef<any>, unknown][] = []): ServiceHolder {
  const byId = new Map(entries.map(([ref, service]) => [ref.id, service]));
  return {
    get: <T>(ref: ServiceRef<T>) => {
      if (!byId.has(ref.id)) throw new MissingServiceError(ref.id);
      return byId.get(ref.id) as T;
    },
    getOptional: <T>(ref: ServiceRef<T>) => byId.get(ref.id) as T | undefined,
  };
}
