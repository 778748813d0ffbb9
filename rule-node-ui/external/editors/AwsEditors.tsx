import { type RuleNodeEditorProps } from '@tessera/sdk';
import { EditorForm, FieldGroup, KeyValueMapEditor } from '../../shared';
import { Choice, NumberInput, TextInput } from '../../action/common/fields';
import { type NodeEditor, useNodeEditor } from '../../action/common/useNodeEditor';
import { type AwsAccess, MAX_SQS_DELAY_SEC, QUEUE_TYPES, SNS_DEFAULTS, type SnsConfig, SQS_DEFAULTS, type SqsConfig, validateSns, validateSqs } from '../nodes/aws';

/** The AWS access key, its secret (masked) and the region. */
export function AwsAccessFields<C extends AwsAccess>({ e }: { e: NodeEditor<C> }) {
  return (
    <FieldGroup title={e.t('rulenode.aws-access')}>
      <TextInput editor={e} field="accessKeyId" label="rulenode.aws-access-key-id" isRequired />
      <TextInput editor={e} field="secretAccessKey" label="rulenode.aws-secret-access-key" password isRequired />
      <TextInput editor={e} field="region" label="rulenode.aws-region" description="rulenode.aws-region-hint" isRequired />
    </FieldGroup>
  );
}

/** "aws sns": the topic ARN and the AWS access. */
export function SnsEditor(props: RuleNodeEditorProps<SnsConfig>) {
  const e = useNodeEditor(props, validateSns, SNS_DEFAULTS);
  return (
    <EditorForm>
      <TextInput editor={e} field="topicArnPattern" label="rulenode.topic-arn-pattern" template isRequired />
      <AwsAccessFields e={e} />
    </EditorForm>
  );
}

/** "aws sqs": queue type and URL, delay, message attributes and the AWS access. */
export function SqsEditor(props: RuleNodeEditorProps<SqsConfig>) {
  const e = useNodeEditor(props, validateSqs, SQS_DEFAULTS);
  const { config, t } = e;
  return (
    <EditorForm>
      <Choice editor={e} field="queueType" label="rulenode.queue-type" options={QUEUE_TYPES} optionLabel={(type) => `rulenode.queue-types.${type}`} isRequired />
      <TextInput editor={e} field="queueUrlPattern" label="rulenode.queue-url-pattern" template isRequired />
      {config.queueType !== 'FIFO' && <NumberInput editor={e} field="delaySeconds" label="rulenode.delay-seconds" min={0} max={MAX_SQS_DELAY_SEC} isRequired />}
      <KeyValueMapEditor
        label={t('rulenode.message-attributes')}
        keyLabel={t('rulenode.name')}
        valueLabel={t('rulenode.value')}
        value={config.messageAttributes}
        onChange={(messageAttributes) => e.update({ messageAttributes })}
        description={t('rulenode.message-attributes-hint')}
        isDisabled={e.disabled}
        errorMessage={e.error('messageAttributes')}
      />
      <AwsAccessFields e={e} />
    </EditorForm>
  );
}
