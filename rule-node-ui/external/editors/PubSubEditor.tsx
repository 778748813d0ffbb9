import { type RuleNodeEditorProps } from '@tessera/sdk';
import { EditorForm, KeyValueMapEditor } from '../../shared';
import { TextInput } from '../../action/common/fields';
import { useNodeEditor } from '../../action/common/useNodeEditor';
import { PUBSUB_DEFAULTS, type PubSubConfig, validatePubSub } from '../nodes/pubsub';
import { PemField } from './PemField';

/** "gcp pubsub": project, topic, message attributes and the service account's key file. */
export function PubSubEditor(props: RuleNodeEditorProps<PubSubConfig>) {
  const e = useNodeEditor(props, validatePubSub, PUBSUB_DEFAULTS);
  const { config, t } = e;
  return (
    <EditorForm>
      <TextInput editor={e} field="projectId" label="rulenode.gcp-project-id" isRequired />
      <TextInput editor={e} field="topicName" label="rulenode.pubsub-topic-name" isRequired />
      <PemField
        label={t('rulenode.gcp-service-account-key')}
        value={config.serviceAccountKey}
        fileName={config.serviceAccountKeyFileName}
        onChange={(serviceAccountKey, serviceAccountKeyFileName) => e.update({ serviceAccountKey, serviceAccountKeyFileName })}
        accept={['.json']}
        secret
        description={t('rulenode.gcp-service-account-key-hint')}
        isDisabled={e.disabled}
        isRequired
        errorMessage={e.error('serviceAccountKey')}
      />
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
    </EditorForm>
  );
}
