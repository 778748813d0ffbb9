import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Item, Picker } from '@adobe/react-spectrum/Picker';
import { authServiceRef, useService } from '@tessera/sdk';
import { isSystemBundle, type WidgetsBundle } from '../api/types';
import { useWidgetsApi } from '../api/useWidgetsApi';

const EDGE_BUNDLE_ALIAS = 'edge_widgets';

/** The bundles the signed-in user may add types to: the system's for the system administrator, the tenant's own otherwise. */
export function useWritableBundles(): WidgetsBundle[] | null {
  const api = useWidgetsApi();
  const auth = useService(authServiceRef);
  const isSysAdmin = auth.authUser?.authority === 'SYS_ADMIN';
  const edges = auth.edgesEnabled;
  const [bundles, setBundles] = useState<WidgetsBundle[] | null>(null);
  useEffect(() => {
    let live = true;
    api.allBundles().then(
      // Seed 001 §6: the edge widgets bundle only when edges are enabled.
      (all) => { if (live) setBundles(all.filter((b) => isSystemBundle(b) === isSysAdmin && (edges || b.alias !== EDGE_BUNDLE_ALIAS))); },
      () => { if (live) setBundles([]); },
    );
    return () => { live = false; };
  }, [api, isSysAdmin, edges]);
  return bundles;
}

/** Picks one of the writable bundles (seed 001 §2.3 widgets bundle select). */
export function BundlePicker(props: { bundles: WidgetsBundle[]; value: string | null; onChange(id: string): void; autoFocus?: boolean }) {
  const { t } = useTranslation();
  return (
    <Picker
      label={t('widget-type.target-bundle')}
      isRequired
      autoFocus={props.autoFocus}
      width="100%"
      items={props.bundles}
      selectedKey={props.value}
      onSelectionChange={(key) => props.onChange(String(key))}
      errorMessage={props.bundles.length === 0 ? t('widget-type.no-writable-bundles') : undefined}
      validationState={props.bundles.length === 0 ? 'invalid' : undefined}
    >
      {(bundle) => <Item key={bundle.id.id}>{bundle.title}</Item>}
    </Picker>
  );
}
