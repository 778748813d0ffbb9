import { check } from '../../action/common/checks';
import { isBlank, type Problem } from '../../action/common/problems';

/* Catalogue §4 EXTERNAL "gcp pubsub" (server: nodes/external/unavailableNodes.ts). */

export const PUBSUB = 'org.thingsboard.rule.engine.gcp.pubsub.TbPubSubNode';

export interface PubSubConfig {
  [key: string]: unknown;
  projectId: string;
  topicName: string;
  messageAttributes: Record<string, string>;
  /** The service account's JSON key file, as text. */
  serviceAccountKey: string | null;
  serviceAccountKeyFileName: string | null;
}

export const PUBSUB_DEFAULTS: PubSubConfig = {
  projectId: 'my-google-cloud-project-id',
  topicName: 'my-pubsub-topic-name',
  messageAttributes: {},
  serviceAccountKey: null,
  serviceAccountKeyFileName: null,
};

/** Whether a key file is a service account key: a JSON object of type service_account with a private key. */
export function isServiceAccountKey(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  try {
    const key = JSON.parse(text) as Record<string, unknown>;
    return key !== null && typeof key === 'object' && key.type === 'service_account' && !isBlank(key.private_key) && !isBlank(key.client_email);
  } catch {
    return false;
  }
}

export function validatePubSub(config: PubSubConfig): Problem[] {
  return check(config, (c) => {
    c.required('projectId', 'rulenode.gcp-project-id');
    c.required('topicName', 'rulenode.pubsub-topic-name');
    if (c.required('serviceAccountKey', 'rulenode.gcp-service-account-key') && c.json('serviceAccountKey', 'rulenode.gcp-service-account-key')) {
      if (!isServiceAccountKey(config.serviceAccountKey)) c.add('serviceAccountKey', 'rulenode.error.service-account-key');
    }
    c.stringMap('messageAttributes', 'rulenode.message-attributes');
  });
}
