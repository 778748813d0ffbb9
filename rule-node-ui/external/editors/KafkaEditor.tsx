import { type RuleNodeEditorProps } from '@tessera/sdk';
import { EditorForm, FieldGroup, KeyValueMapEditor } from '../../shared';
import { Choice, isOn, NumberInput, TextInput, Toggle } from '../../action/common/fields';
import { useNodeEditor } from '../../action/common/useNodeEditor';
import { ACKS, HEADER_CHARSETS, KAFKA_DEFAULTS, type KafkaConfig, validateKafka } from '../nodes/kafka';

/** "kafka": topic, brokers, producer settings, extra properties and metadata headers. */
export function KafkaEditor(props: RuleNodeEditorProps<KafkaConfig>) {
  const e = useNodeEditor(props, validateKafka, KAFKA_DEFAULTS);
  const { config, t } = e;
  return (
    <EditorForm>
      <TextInput editor={e} field="topicPattern" label="rulenode.topic-pattern" template isRequired />
      <TextInput editor={e} field="bootstrapServers" label="rulenode.bootstrap-servers" description="rulenode.bootstrap-servers-hint" isRequired />
      <FieldGroup title={t('rulenode.producer-settings')}>
        <NumberInput editor={e} field="retries" label="rulenode.retries" min={0} isRequired />
        <NumberInput editor={e} field="batchSize" label="rulenode.batch-size" min={0} isRequired />
        <NumberInput editor={e} field="linger" label="rulenode.linger" min={0} isRequired />
        <NumberInput editor={e} field="bufferMemory" label="rulenode.buffer-memory" min={0} isRequired />
        <Choice editor={e} field="acks" label="rulenode.acks" options={ACKS} isRequired />
        <TextInput editor={e} field="keySerializer" label="rulenode.key-serializer" isRequired />
        <TextInput editor={e} field="valueSerializer" label="rulenode.value-serializer" isRequired />
      </FieldGroup>
      <KeyValueMapEditor
        label={t('rulenode.other-properties')}
        keyLabel={t('rulenode.key')}
        valueLabel={t('rulenode.value')}
        value={config.otherProperties}
        onChange={(otherProperties) => e.update({ otherProperties })}
        isDisabled={e.disabled}
        errorMessage={e.error('otherProperties')}
      />
      <Toggle editor={e} field="addMetadataKeyValuesAsKafkaHeaders" label="rulenode.add-metadata-key-values-as-kafka-headers" description="rulenode.add-metadata-key-values-as-kafka-headers-hint" />
      {isOn(config.addMetadataKeyValuesAsKafkaHeaders) && (
        <Choice editor={e} field="kafkaHeadersCharset" label="rulenode.charset-encoding" options={HEADER_CHARSETS} isRequired />
      )}
    </EditorForm>
  );
}
