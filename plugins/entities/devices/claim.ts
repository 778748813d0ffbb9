import { type HttpError } from '@tessera/sdk';

/** Claim and unclaim address the device by name. */
export const claimPath = (deviceName: string) => `/api/customer/device/${encodeURIComponent(deviceName.trim())}/claim`;

/**
 * The message for a refused claim: the server answers 400 with the JSON string "CLAIMED"
 * when the device already has a customer, and "FAILURE" when no valid claim is pending.
 */
export function claimFailureKey(error: HttpError | null): string {
  if (error?.status === 400 && error.body === 'CLAIMED') return 'device.claim-already-claimed';
  if (error?.status === 400 && error.body === 'FAILURE') return 'device.claim-failed';
  if (error?.status === 404) return 'device.claim-not-found';
  return error ? error.message : 'device.claim-failed';
}
