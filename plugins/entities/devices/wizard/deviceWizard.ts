import { type EntityId } from '@tessera/sdk';
import { type EntityOption } from '@tessera/ui';
import { type DeviceCredentials } from '../../api';
import { credentialsValueOf, validateCredentials } from '../credentials';
import { type DeviceProfile } from '../../device-profiles/types';
import { type ProfileChecks, validateDeviceProfile } from '../../device-profiles/validation';

/*
 * ThingsBoard 3.3's add-device wizard as data: the steps shown (the profile steps only when a
 * new profile is created inline), what blocks each step, and the bodies it saves.
 */

export type WizardStep = 'details' | 'transport' | 'alarms' | 'provisioning' | 'credentials' | 'customer';
export type WizardCredentialsType = Exclude<DeviceCredentials['credentialsType'], 'LWM2M_CREDENTIALS'>;

export interface DeviceWizardState {
  name: string;
  label: string;
  /** Pick an existing profile, or create `newProfile` with the device. */
  profileMode: 'existing' | 'new';
  profile: EntityOption | null;
  newProfile: DeviceProfile;
  gateway: boolean;
  description: string;
  addCredentials: boolean;
  credentialsType: WizardCredentialsType;
  credentials: Record<string, string>;
  customer: EntityOption | null;
}

export const STEP_TITLES: Record<WizardStep, string> = {
  details: 'device.wizard.details',
  transport: 'device-profile.tabs.transport',
  alarms: 'device-profile.tabs.alarms',
  provisioning: 'device-profile.tabs.provisioning',
  credentials: 'device.wizard.credentials',
  customer: 'device.wizard.customer',
};

/** The steps in order: the new profile's transport, alarm rules and provisioning come after the details. */
export function wizardSteps(state: Pick<DeviceWizardState, 'profileMode'>): WizardStep[] {
  return state.profileMode === 'new'
    ? ['details', 'transport', 'alarms', 'provisioning', 'credentials', 'customer']
    : ['details', 'credentials', 'customer'];
}

/** The i18n keys of what blocks a step; empty when it may be left. */
export function stepErrors(step: WizardStep, state: DeviceWizardState, checks: ProfileChecks): string[] {
  switch (step) {
    case 'details': {
      const errors: string[] = [];
      if (!state.name.trim()) errors.push('device.name-required');
      if (state.profileMode === 'existing' && !state.profile) errors.push('device.wizard.profile-required');
      if (state.profileMode === 'new' && !state.newProfile.name.trim()) errors.push('device-profile.name-required');
      return errors;
    }
    case 'transport':
    case 'alarms':
    case 'provisioning': {
      if (state.profileMode !== 'new') return [];
      const errors = validateDeviceProfile(state.newProfile, checks);
      const fields: Record<string, WizardStep> = {
        deviceTelemetryTopic: 'transport', deviceAttributesTopic: 'transport', transport: 'transport', alarms: 'alarms',
        provisionDeviceKey: 'provisioning', provisionDeviceSecret: 'provisioning',
      };
      return Object.entries(errors).filter(([field]) => (fields[field] ?? 'transport') === step && field !== 'name').map(([, key]) => key as string);
    }
    case 'credentials': {
      if (!state.addCredentials) return [];
      const error = validateCredentials(state.credentialsType, state.credentials);
      return error ? [error] : [];
    }
    case 'customer':
      return [];
  }
}

/** The first step (in order) that blocks adding the device, or null when it can be added. */
export function firstInvalidStep(state: DeviceWizardState, checks: ProfileChecks): WizardStep | null {
  return wizardSteps(state).find((step) => stepErrors(step, state, checks).length > 0) ?? null;
}

/** `POST /api/device` body (or the `device` of `/api/device-with-credentials`) once the profile is known. */
export function deviceBody(state: DeviceWizardState, profile: { id: EntityId; name: string }) {
  return {
    name: state.name.trim(),
    label: state.label.trim(),
    type: profile.name,
    deviceProfileId: profile.id,
    additionalInfo: { gateway: state.gateway, overwriteActivityTime: false, description: state.description.trim() },
  };
}

/** The `credentials` part of `/api/device-with-credentials`, or null to let the server generate an access token. */
export function credentialsBody(state: DeviceWizardState): Pick<DeviceCredentials, 'credentialsType' | 'credentialsId' | 'credentialsValue'> | null {
  if (!state.addCredentials) return null;
  return { credentialsType: state.credentialsType, ...credentialsValueOf(state.credentialsType, state.credentials) };
}
