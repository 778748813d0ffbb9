import { describe, expect, it } from 'vitest';
import { type Problem } from '../../../../rule-node-ui/action/common/problems';
import { PUBSUB_DEFAULTS, validatePubSub } from '../../../../rule-node-ui/external/nodes/pubsub';

const found = (problems: Problem[]) => problems.map((p) => `${p.field}: ${p.key}`);
const KEY = JSON.stringify({ type: 'service_account', project_id: 'p', private_key: '-----BEGIN PRIVATE KEY-----\nx\n-----END PRIVATE KEY-----\n', client_email: 'a@p.iam.gserviceaccount.com' });

describe('gcp pubsub', () => {
  it('needs a project, a topic and a service account key file that parses', () => {
    expect(found(validatePubSub(PUBSUB_DEFAULTS))).toEqual(['serviceAccountKey: rulenode.error.required']);
    expect(validatePubSub({ ...PUBSUB_DEFAULTS, serviceAccountKey: KEY, serviceAccountKeyFileName: 'key.json' })).toEqual([]);
    expect(found(validatePubSub({ ...PUBSUB_DEFAULTS, projectId: '', topicName: ' ', serviceAccountKey: '{"type":' }))).toEqual([
      'projectId: rulenode.error.required',
      'topicName: rulenode.error.required',
      'serviceAccountKey: rulenode.error.invalid-json',
    ]);
    expect(found(validatePubSub({ ...PUBSUB_DEFAULTS, serviceAccountKey: '{"type":"authorized_user"}' }))).toEqual([
      'serviceAccountKey: rulenode.error.service-account-key',
    ]);
  });

  it('needs filled-in message attributes', () => {
    expect(found(validatePubSub({ ...PUBSUB_DEFAULTS, serviceAccountKey: KEY, messageAttributes: { '': 'v' } }))).toEqual(['messageAttributes: rulenode.error.map-blank']);
  });
});
