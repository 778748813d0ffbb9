import { useEffect, useState } from 'react';
import { httpServiceRef, useService } from '@tessera/sdk';
import { CopyButton } from '@tessera/ui';
import { type DeviceCredentials } from '../api';
import { parseMqttBasic } from './credentials';

/** What of a device's credentials can be copied, by credentials type: [i18n label, value, i18n toast]. */
export function copyableCredentials(c: DeviceCredentials): [string, string, string][] {
  switch (c.credentialsType) {
    case 'ACCESS_TOKEN':
      return [['device.copy-access-token', c.credentialsId, 'device.access-token-copied']];
    case 'MQTT_BASIC': {
      const basic = parseMqttBasic(c.credentialsValue);
      return ([
        ['device.copy-client-id', basic.clientId, 'device.client-id-copied'],
        ['device.copy-user-name', basic.userName, 'device.user-name-copied'],
        ['device.copy-password', basic.password, 'device.password-copied'],
      ] as [string, string, string][]).filter(([, value]) => value !== '');
    }
    case 'X509_CERTIFICATE':
      return [['device.copy-certificate', c.credentialsValue ?? '', 'device.certificate-copied']];
    default:
      return [];
  }
}

/** The drawer's copy buttons for a device's credentials (read again when `version` changes). */
export function CredentialsCopyButtons({ deviceId, version }: { deviceId: string; version?: number }) {
  const http = useService(httpServiceRef);
  const [credentials, setCredentials] = useState<DeviceCredentials | null>(null);
  useEffect(() => {
    let live = true;
    http.get<DeviceCredentials>(`/api/device/${deviceId}/credentials`).then((c) => { if (live) setCredentials(c); }, () => undefined);
    return () => { live = false; };
  }, [http, deviceId, version]);
  if (!credentials) return null;
  return <>{copyableCredentials(credentials).map(([label, value, copied]) => <CopyButton key={label} label={label} value={value} copied={copied} />)}</>;
}
