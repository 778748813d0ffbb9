import { check, type Checks } from '../../action/common/checks';
import { type Problem } from '../../action/common/problems';

/* Catalogue §4 EXTERNAL "aws sns" and "aws sqs" (server: nodes/external/unavailableNodes.ts). */

export const SNS = 'org.thingsboard.rule.engine.aws.sns.TbSnsNode';
export const SQS = 'org.thingsboard.rule.engine.aws.sqs.TbSqsNode';

export const QUEUE_TYPES = ['STANDARD', 'FIFO'] as const;
/** The longest delay SQS allows, in seconds. */
export const MAX_SQS_DELAY_SEC = 900;

export interface AwsAccess {
  [key: string]: unknown;
  accessKeyId: string | null;
  secretAccessKey: string | null;
  region: string;
}

export interface SnsConfig extends AwsAccess {
  topicArnPattern: string;
}

export interface SqsConfig extends AwsAccess {
  queueType: 'STANDARD' | 'FIFO';
  queueUrlPattern: string;
  delaySeconds: number;
  messageAttributes: Record<string, string>;
}

export const SNS_DEFAULTS: SnsConfig = {
  topicArnPattern: 'arn:aws:sns:us-east-1:123456789012:MyNewTopic',
  accessKeyId: null,
  secretAccessKey: null,
  region: 'us-east-1',
};

export const SQS_DEFAULTS: SqsConfig = {
  queueType: 'STANDARD',
  queueUrlPattern: 'https://sqs.us-east-1.amazonaws.com/123456789012/my-queue-name',
  delaySeconds: 0,
  messageAttributes: {},
  accessKeyId: null,
  secretAccessKey: null,
  region: 'us-east-1',
};

/** An AWS region name, e.g. us-east-1 or us-gov-west-1. */
const REGION = /^[a-z]{2}(-[a-z]+)+-\d$/;

export function checkAwsAccess(c: Checks): void {
  c.required('accessKeyId', 'rulenode.aws-access-key-id');
  c.required('secretAccessKey', 'rulenode.aws-secret-access-key');
  if (c.required('region', 'rulenode.aws-region') && !REGION.test(String(c.value('region')).trim())) c.fail('region', 'aws-region', 'rulenode.aws-region');
}

export function validateSns(config: SnsConfig): Problem[] {
  return check(config, (c) => {
    c.required('topicArnPattern', 'rulenode.topic-arn-pattern');
    checkAwsAccess(c);
  });
}

export function validateSqs(config: SqsConfig): Problem[] {
  return check(config, (c) => {
    c.oneOf('queueType', QUEUE_TYPES, 'rulenode.queue-type');
    c.url('queueUrlPattern', 'rulenode.queue-url-pattern');
    // FIFO queues take no per-message delay.
    if (config.queueType !== 'FIFO') c.wholeNumber('delaySeconds', 'rulenode.delay-seconds', 0, MAX_SQS_DELAY_SEC);
    c.stringMap('messageAttributes', 'rulenode.message-attributes');
    checkAwsAccess(c);
  });
}
