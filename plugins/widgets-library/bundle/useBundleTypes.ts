import { useCallback, useEffect, useState } from 'react';
import { type WidgetsBundle, type WidgetTypeDetails } from '../api/types';
import { type WidgetsApi } from '../api/widgetsApi';

export interface BundleTypes {
  bundle: WidgetsBundle | null;
  types: WidgetTypeDetails[];
  loading: boolean;
  error: Error | null;
  reload(): void;
}

/** A bundle and its widget types, loaded for a page; `reload` fetches both again. */
export function useBundleTypes(api: WidgetsApi, bundleId: string): BundleTypes {
  const [state, setState] = useState<Omit<BundleTypes, 'reload'>>({ bundle: null, types: [], loading: true, error: null });
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true, error: null }));
    (async () => {
      const bundle = await api.bundle(bundleId);
      const types = await api.types(bundle);
      if (live) setState({ bundle, types, loading: false, error: null });
    })().catch((error: unknown) => {
      if (live) setState((s) => ({ ...s, loading: false, error: error instanceof Error ? error : new Error(String(error)) }));
    });
    return () => { live = false; };
  }, [api, bundleId, generation]);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { ...state, reload };
}
