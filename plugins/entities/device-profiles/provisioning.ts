import { type DeviceProfile, type ProvisionType } from './types';
import { randomAlphanumeric } from '../../shared/random';

/** Length of a generated provision key or secret. */
export const PROVISION_CREDENTIAL_LENGTH = 20;

/** Random text for a provision key or secret. */
export const randomProvisionCredential = () => randomAlphanumeric(PROVISION_CREDENTIAL_LENGTH);

/**
 * A profile with another provision strategy. Enabling provisioning fills an empty key and
 * secret with random ones; disabling keeps them in the draft (the save body drops them), so
 * toggling back does not lose what was shown.
 */
export function withProvisionType(profile: DeviceProfile, type: ProvisionType): DeviceProfile {
  const config = profile.profileData.provisionConfiguration;
  const enabling = type !== 'DISABLED';
  return {
    ...profile,
    provisionType: type,
    provisionDeviceKey: enabling && !profile.provisionDeviceKey ? randomProvisionCredential() : profile.provisionDeviceKey,
    profileData: {
      ...profile.profileData,
      provisionConfiguration: {
        ...config,
        type,
        provisionDeviceSecret: enabling && !config.provisionDeviceSecret ? randomProvisionCredential() : config.provisionDeviceSecret,
      },
    },
  };
}
