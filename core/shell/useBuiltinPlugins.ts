import { useEffect, useState } from 'react';
import { notificationServiceRef } from '../sdk/services';
import { useService } from '../sdk/useService';
import { builtinPlugins } from '../builtinPlugins';
import { pluginHostRef } from '../services/refs';

/**
 * Loads the first-party plugins once a user is signed in (so the login page loads none of
 * their code). A plugin that fails is reported by name; the others still load.
 */
export function useBuiltinPlugins(enabled: boolean): boolean {
  const host = useService(pluginHostRef);
  const notifications = useService(notificationServiceRef);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!enabled || ready) return;
    let cancelled = false;
    Promise.all(builtinPlugins.map((p) => host.load(p.manifest, { kind: 'module', load: p.load }))).then((records) => {
      for (const failed of records.filter((r) => r.status === 'failed')) {
        notifications.show({ message: `Plugin '${failed.manifest.name}' failed to load: ${failed.error?.message}`, type: 'error' });
      }
      if (!cancelled) setReady(true);
    });
    return () => {
      cancelled = true;
    };
  }, [enabled, ready, host, notifications]);
  return ready;
}
