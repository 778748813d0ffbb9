import { useCallback } from 'react';
import { useServices } from '@tessera/sdk';
import { widgetLibraryStoreRef } from '../../../core/services/refs';

/**
 * Tells the console's widget library (the dashboard palette) that bundles or types changed,
 * so it lists them again.
 */
export function useLibraryRefresh(): () => void {
  const services = useServices();
  return useCallback(() => {
    const library = services.getOptional(widgetLibraryStoreRef) as { refresh?: () => Promise<void> | void } | undefined;
    void Promise.resolve(library?.refresh?.()).catch(() => undefined);
  }, [services]);
}
