import { createContext, useContext, type ReactNode } from 'react';
import { type ServiceHolder, type ServiceRef } from './ServiceRef';

const ServicesContext = createContext<ServiceHolder | null>(null);

/**
 * Makes services available to the components below it. The host renders one at the root;
 * tests render one with fakes.
 *
 * @example
 * <ServicesProvider services={container}><Page /></ServicesProvider>
 */
export function ServicesProvider(props: { services: ServiceHolder; children?: ReactNode }) {
  return <ServicesContext.Provider value={props.services}>{props.children}</ServicesContext.Provider>;
}

/**
 * Returns the service for `ref` from the nearest {@link ServicesProvider}.
 * Throws a readable error if there is no provider or no such service.
 *
 * @example
 * const auth = useService(authServiceRef);
 */
export function useService<T>(ref: ServiceRef<T>): T {
  const holder = useContext(ServicesContext);
  if (!holder) {
    throw new Error(`useService('${ref.id}') was called outside of a ServicesProvider`);
  }
  return holder.get(ref);
}

/**
 * Returns the whole {@link ServiceHolder} of the nearest provider.
 *
 * @example
 * const services = useServices();
 */
export function useServices(): ServiceHolder {
  const holder = useContext(ServicesContext);
  if (!holder) throw new Error('useServices() was called outside of a ServicesProvider');
  return holder;
}
