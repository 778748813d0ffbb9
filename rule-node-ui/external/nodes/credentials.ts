import { type Checks } from '../../action/common/checks';
import { isBlank } from '../../action/common/problems';
import { type Credentials, type CredentialsType } from '../../catalogue/credentials';

/*
 * The `credentials` object of the REST API call, MQTT and Azure IoT Hub nodes
 * (server: nodes/external/clientCredentials.ts): anonymous, basic {username, password},
 * cert.PEM {caCert, cert, privateKey, password} (PEM texts; the *FileName fields name the
 * uploaded files), and for Azure sas {sasKey, caCert}.
 */

export { CREDENTIALS_TYPES, type CredentialsType, type Credentials } from '../../catalogue/credentials';

/** The label key of a credentials type. */
export const credentialsTypeLabelKey = (type: string) => `rulenode.credentials-types.${type.replace('.', '-')}`;

/** The fields a type keeps when the editor switches to it (the others are dropped, as ThingsBoard does). */
const FIELDS: Record<CredentialsType, readonly string[]> = {
  anonymous: [],
  basic: ['username', 'password'],
  'cert.PEM': ['caCert', 'caCertFileName', 'cert', 'certFileName', 'privateKey', 'privateKeyFileName', 'password'],
  sas: ['sasKey', 'caCert', 'caCertFileName'],
};

/** Credentials of another type, keeping what the two share. */
export function switchCredentials(current: Credentials | null | undefined, type: CredentialsType): Credentials {
  const next: Credentials = { type };
  for (const field of FIELDS[type]) next[field] = current?.[field] ?? null;
  return next;
}

export interface CredentialsRules {
  /** The types the node offers. */
  types: readonly CredentialsType[];
  /** Whether basic credentials need a password (REST: yes; MQTT: a user name alone is allowed). */
  passwordRequired: boolean;
}

/**
 * Checks `credentials`: a type the node offers; basic needs a user name (and a password
 * when the node requires one); cert.PEM needs at least one PEM text, a client certificate
 * and its private key together, and every text must be PEM; sas needs the key.
 */
export function checkCredentials(c: Checks, rules: CredentialsRules): void {
  const credentials = c.value('credentials');
  // No credentials object reads as anonymous, as on the server.
  if (credentials === null || credentials === undefined) {
    if (!rules.types.includes('anonymous')) c.fail('credentials.type', 'required', 'rulenode.credentials-type-label');
    return;
  }
  if (!c.oneOf('credentials.type', rules.types, 'rulenode.credentials-type-label')) return;
  switch (c.value('credentials.type') as CredentialsType) {
    case 'basic':
      c.required('credentials.username', 'rulenode.username');
      if (rules.passwordRequired) c.required('credentials.password', 'rulenode.password');
      break;
    case 'cert.PEM': {
      const [ca, cert, key] = ['caCert', 'cert', 'privateKey'].map((name) => !isBlank(c.value(`credentials.${name}`)));
      if (!ca && !cert && !key) c.add('credentials.caCert', 'rulenode.error.pem-missing');
      if (cert !== key) c.add(cert ? 'credentials.privateKey' : 'credentials.cert', 'rulenode.error.cert-and-key');
      c.pem('credentials.caCert', 'rulenode.ca-cert');
      c.pem('credentials.cert', 'rulenode.cert');
      c.pem('credentials.privateKey', 'rulenode.private-key');
      break;
    }
    case 'sas':
      c.required('credentials.sasKey', 'rulenode.sas-key');
      c.pem('credentials.caCert', 'rulenode.ca-cert');
      break;
    default:
      break;
  }
}
