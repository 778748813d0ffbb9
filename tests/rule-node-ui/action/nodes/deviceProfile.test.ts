import { describe, expect, it } from 'vitest';
import { DEVICE_PROFILE_DEFAULTS, validateDeviceProfile } from '../../../../rule-node-ui/action/nodes/deviceProfile';

describe('device profile', () => {
  it('takes two switches', () => {
    expect(validateDeviceProfile(DEVICE_PROFILE_DEFAULTS)).toEqual([]);
    expect(validateDeviceProfile({ persistAlarmRulesState: true, fetchAlarmRulesStateOnStart: true })).toEqual([]);
    expect(validateDeviceProfile({ persistAlarmRulesState: 1 as unknown as boolean, fetchAlarmRulesStateOnStart: false }).map((p) => p.field)).toEqual([
      'persistAlarmRulesState',
    ]);
  });
});
