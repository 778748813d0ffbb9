/*
 * The `credentials` object of the REST API call, MQTT and Azure IoT Hub nodes as it is stored:
 * anonymous, basic {username, password}, cert.PEM {caCert, cert, privateKey, password} (PEM
 * texts; the *FileName fields name the uploaded files), and for Azure sas {sasKey, caCert}.
 * The server checks a stored one (server/ruleEngine/nodes/external/clientCredentials.ts).
 */

export const CREDENTIALS_TYPES = ['anonymous', 'basic', 'cert.PEM', 'sas'] as const;
export type CredentialsType = (typeof CREDENTIALS_TYPES)[number];

export interface Credentials {
  [key: string]: unknown;
  type: CredentialsType;
  username?: string | null;
  password?: string | null;
  caCert?: string | null;
  caCertFileName?: string | null;
  cert?: string | null;
  certFileName?: string | null;
  privateKey?: string | null;
  privateKeyFileName?: string | null;
  sasKey?: string | null;
}
