import { defaultTransport } from './transportDefaults';
import { type DeviceProfile, type DeviceProfileData, type TransportConfiguration } from './types';

/** What the add dialog starts with: no transport, no provisioning, no alarms. */
export function newDeviceProfile(): DeviceProfile {
  return {
    name: '',
    description: '',
    image: null,
    default: false,
    type: 'DEFAULT',
    transportType: 'DEFAULT',
    provisionType: 'DISABLED',
    provisionDeviceKey: null,
    defaultRuleChainId: null,
    defaultDashboardId: null,
    defaultQueueName: null,
    firmwareId: null,
    softwareId: null,
    profileData: {
      configuration: { type: 'DEFAULT' },
      transportConfiguration: { type: 'DEFAULT' },
      provisionConfiguration: { type: 'DISABLED', provisionDeviceSecret: null },
      alarms: [],
    },
  };
}

/**
 * The body of `POST /api/deviceProfile`: the whole profile, trimmed, with the provision key
 * and secret dropped when provisioning is disabled (the draft keeps them for toggling back).
 */
export function toSaveBody(draft: DeviceProfile): DeviceProfile {
  const disabled = draft.provisionType === 'DISABLED';
  const blankToNull = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);
  return {
    ...draft,
    name: draft.name.trim(),
    description: draft.description ?? '',
    defaultQueueName: blankToNull(draft.defaultQueueName),
    provisionDeviceKey: disabled ? null : blankToNull(draft.provisionDeviceKey),
    profileData: {
      ...draft.profileData,
      transportConfiguration: { ...draft.profileData.transportConfiguration },
      provisionConfiguration: {
        type: draft.provisionType,
        provisionDeviceSecret: disabled ? null : blankToNull(draft.profileData.provisionConfiguration.provisionDeviceSecret),
      },
    },
  };
}

/**
 * A loaded profile with every part the editor reads: older or hand-made profiles may lack a
 * payload configuration, client settings or the alarm list; the transport's defaults fill them.
 */
export function normalizeProfile(profile: DeviceProfile): DeviceProfile {
  const data: Partial<DeviceProfileData> = profile.profileData ?? {};
  const given = data.transportConfiguration;
  const transport = given?.type === profile.transportType
    ? (profile.transportType === 'MQTT' || profile.transportType === 'COAP' ? { ...defaultTransport(profile.transportType), ...given } : given)
    : defaultTransport(profile.transportType);
  return {
    ...profile,
    profileData: {
      ...data,
      configuration: { type: 'DEFAULT' },
      transportConfiguration: transport as TransportConfiguration,
      provisionConfiguration: { provisionDeviceSecret: null, ...data.provisionConfiguration, type: profile.provisionType },
      alarms: data.alarms ?? [],
    },
  };
}
