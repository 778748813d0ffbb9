import { describe, expect, it } from 'vitest';
import { isDeviceProfileAlarmSavable } from '../../../../plugins/entities/device-profiles/alarm-rules/alarmRules';
import { newDeviceProfile } from '../../../../plugins/entities/device-profiles/deviceProfileDraft';
import { validateLwm2mTransport } from '../../../../plugins/entities/device-profiles/transport/lwm2mDefaults';
import { validateSnmpTransport } from '../../../../plugins/entities/device-profiles/transport/snmpDefaults';
import { mqttDefaults } from '../../../../plugins/entities/device-profiles/transportDefaults';
import {
  credentialsBody, deviceBody, type DeviceWizardState, firstInvalidStep, stepErrors, wizardSteps,
} from '../../../../plugins/entities/devices/wizard/deviceWizard';

const checks = { isAlarmValid: isDeviceProfileAlarmSavable, lwm2m: validateLwm2mTransport, snmp: validateSnmpTransport };
const profileId = { entityType: 'DEVICE_PROFILE' as const, id: 'p1' };
const state = (over: Partial<DeviceWizardState> = {}): DeviceWizardState => ({
  name: 'Boiler', label: '', profileMode: 'existing', profile: { id: profileId, name: 'default' }, newProfile: newDeviceProfile(),
  gateway: false, description: '', addCredentials: false, credentialsType: 'ACCESS_TOKEN', credentials: {}, customer: null, ...over,
});

describe('the add-device wizard', () => {
  it('shows the profile steps only when a new profile is created inline', () => {
    expect(wizardSteps({ profileMode: 'existing' })).toEqual(['details', 'credentials', 'customer']);
    expect(wizardSteps({ profileMode: 'new' })).toEqual(['details', 'transport', 'alarms', 'provisioning', 'credentials', 'customer']);
  });

  it('blocks the details without a name or a profile, and names the first invalid step', () => {
    expect(stepErrors('details', state({ name: ' ', profile: null }), checks)).toEqual(['device.name-required', 'device.wizard.profile-required']);
    expect(stepErrors('details', state({ profileMode: 'new' }), checks)).toEqual(['device-profile.name-required']);
    expect(firstInvalidStep(state(), checks)).toBeNull();
    expect(firstInvalidStep(state({ addCredentials: true, credentials: { token: '' } }), checks)).toBe('credentials');
  });

  it('checks the new profile\'s transport on its own step', () => {
    const broken = { ...newDeviceProfile(), name: 'Meters', transportType: 'MQTT' as const };
    broken.profileData = { ...broken.profileData, transportConfiguration: { ...mqttDefaults(), deviceTelemetryTopic: '' } };
    const s = state({ profileMode: 'new', newProfile: broken });
    expect(stepErrors('transport', s, checks).length).toBeGreaterThan(0);
    expect(stepErrors('provisioning', s, checks)).toEqual([]);
    expect(firstInvalidStep(s, checks)).toBe('transport');
  });

  it('builds the device and credentials bodies', () => {
    expect(deviceBody(state({ label: ' Cellar ', gateway: true, description: 'x' }), { id: profileId, name: 'default' })).toEqual({
      name: 'Boiler', label: 'Cellar', type: 'default', deviceProfileId: profileId,
      additionalInfo: { gateway: true, overwriteActivityTime: false, description: 'x' },
    });
    expect(credentialsBody(state())).toBeNull();
    expect(credentialsBody(state({ addCredentials: true, credentials: { token: ' tok ' } })))
      .toEqual({ credentialsType: 'ACCESS_TOKEN', credentialsId: 'tok', credentialsValue: null });
  });
});
