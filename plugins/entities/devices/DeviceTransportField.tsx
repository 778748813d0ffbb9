import { useEffect, useState } from 'react';
import { httpServiceRef, useService } from '@tessera/sdk';
import { type PageData } from '@tessera/ui';
import { SnmpDeviceTransportEditor } from '../device-profiles/transport/SnmpDeviceTransportEditor';
import { defaultSnmpDeviceTransport, type SnmpDeviceTransportConfig, snmpDeviceTransportWithDefaults } from '../device-profiles/transport/snmpDefaults';

/** The profile's transport type, found by the profile name the device form holds. */
function useProfileTransport(profileName: string): string | null {
  const http = useService(httpServiceRef);
  const [transport, setTransport] = useState<string | null>(null);
  useEffect(() => {
    const name = profileName.trim();
    if (!name) {
      setTransport(null);
      return undefined;
    }
    let live = true;
    const timer = setTimeout(() => {
      http.get<PageData<{ name: string; transportType: string }>>(
        `/api/deviceProfileInfos?pageSize=50&page=0&textSearch=${encodeURIComponent(name)}`, { ignoreLoading: true, ignoreErrors: true },
      ).then((page) => {
        if (live) setTransport(page.data.find((p) => p.name === name)?.transportType ?? null);
      }, () => live && setTransport(null));
    }, 150);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [http, profileName]);
  return transport;
}

/**
 * Device-level transport settings: only SNMP devices have any (host, port, version and
 * credentials), so the field shows the SNMP editor when the chosen profile uses SNMP and
 * clears itself otherwise.
 */
export function DeviceTransportField(props: {
  profileName: string;
  value: SnmpDeviceTransportConfig | null;
  onChange(value: SnmpDeviceTransportConfig | null): void;
  isReadOnly: boolean;
}) {
  const transport = useProfileTransport(props.profileName);
  const { value, onChange } = props;
  useEffect(() => {
    if (transport === 'SNMP' && value?.type !== 'SNMP') onChange(defaultSnmpDeviceTransport());
    if (transport !== null && transport !== 'SNMP' && value) onChange(null);
  }, [transport, value, onChange]);
  if (transport !== 'SNMP' || value?.type !== 'SNMP') return null;
  return <SnmpDeviceTransportEditor value={snmpDeviceTransportWithDefaults(value)} onChange={onChange} isReadOnly={props.isReadOnly} />;
}
