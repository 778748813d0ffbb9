import { type DeviceProfile } from './types';
import { type ProfileErrors } from './validation';

/** What each tab of the profile editor gets: the draft, its setter, and the errors to show. */
export interface ProfileTabProps {
  profile: DeviceProfile;
  onChange(next: DeviceProfile): void;
  /** Empty until the user first tries to save. */
  errors: ProfileErrors;
  isReadOnly: boolean;
}
