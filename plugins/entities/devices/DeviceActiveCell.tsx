import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type EntityId, subscriptionServiceRef, useService } from '@tessera/sdk';
import './devices.css';

/** `true`/`false` as the socket sends attribute values (strings), or undefined when the key is absent or deleted. */
export function activeOf(points: [number, string][] | undefined): boolean | undefined {
  if (!points || points.length === 0 || (points[0][0] === 0 && points[0][1] === '')) return undefined;
  return String(points[0][1]) === 'true';
}

/**
 * The device table's Active cell: the device's `active` server attribute, followed live over
 * the session's WebSocket while the row is on screen.
 */
export function DeviceActiveCell({ deviceId, initial }: { deviceId: EntityId; initial: boolean }) {
  const { t } = useTranslation();
  const subscriptions = useService(subscriptionServiceRef);
  const [active, setActive] = useState(initial);
  useEffect(() => setActive(initial), [initial]);
  useEffect(() => {
    const subscription = subscriptions.subscribe({ kind: 'ATTRIBUTES', entityId: deviceId, keys: ['active'], scope: 'SERVER_SCOPE' }, (update) => {
      if (update.errorCode !== 0 || !('active' in update.data)) return;
      setActive(activeOf(update.data.active) ?? false);
    });
    return () => subscription.dispose();
  }, [subscriptions, deviceId]);
  return (
    <span className={active ? 'tb-device-state tb-device-state-active' : 'tb-device-state'} data-testid="device-state">
      {t(active ? 'device.active' : 'device.inactive')}
    </span>
  );
}
