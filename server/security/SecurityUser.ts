import type { Authority } from '../store/UserStore';

/** The authenticated caller, as `request.user` on every authenticated route. */
export interface SecurityUser {
  /** The null UUID for a public (anonymous dashboard) session. */
  userId: string;
  /** The null UUID for the system administrator. */
  tenantId: string;
  /** The null UUID unless the caller is a customer user. */
  customerId: string;
  authority: Authority;
  /** The e-mail, or the public customer id for a public session. */
  email: string;
  isPublic: boolean;
}
