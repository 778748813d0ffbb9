import { describe, expect, it } from 'vitest';
import { type Problem } from '../../../../rule-node-ui/action/common/problems';
import { SNS_DEFAULTS, SQS_DEFAULTS, validateSns, validateSqs } from '../../../../rule-node-ui/external/nodes/aws';

const found = (problems: Problem[]) => problems.map((p) => `${p.field}: ${p.key}`);
const access = { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG', region: 'eu-west-1' };

describe('aws sns', () => {
  it('needs a topic ARN, the access key, its secret and a region', () => {
    expect(found(validateSns(SNS_DEFAULTS))).toEqual(['accessKeyId: rulenode.error.required', 'secretAccessKey: rulenode.error.required']);
    expect(validateSns({ ...SNS_DEFAULTS, ...access })).toEqual([]);
    expect(found(validateSns({ ...SNS_DEFAULTS, ...access, topicArnPattern: '', region: 'Europe' }))).toEqual([
      'topicArnPattern: rulenode.error.required',
      'region: rulenode.error.aws-region',
    ]);
    expect(validateSns({ ...SNS_DEFAULTS, ...access, region: 'us-gov-west-1' })).toEqual([]);
  });
});

describe('aws sqs', () => {
  it('needs a queue type, a queue URL, a delay of 0 to 900 s and filled-in attributes', () => {
    expect(validateSqs({ ...SQS_DEFAULTS, ...access })).toEqual([]);
    expect(found(validateSqs({ ...SQS_DEFAULTS, ...access, queueType: 'PRIORITY' as 'FIFO', queueUrlPattern: 'sqs/queue', delaySeconds: 901, messageAttributes: { a: '' } }))).toEqual([
      'queueType: rulenode.error.one-of',
      'queueUrlPattern: rulenode.error.url',
      'delaySeconds: rulenode.error.whole-number-range',
      'messageAttributes: rulenode.error.map-blank',
    ]);
  });

  it('takes no delay for a FIFO queue', () => {
    expect(validateSqs({ ...SQS_DEFAULTS, ...access, queueType: 'FIFO', delaySeconds: -1 })).toEqual([]);
  });
});
