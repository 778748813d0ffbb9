import { type RuleNodeEditorProps } from '@tessera/sdk';
import { EditorForm, FieldGroup, KeyValueMapEditor, SelectField } from '../../shared';
import { NumberInput, TextInput, Toggle } from '../../action/common/fields';
import { useNodeEditor } from '../../action/common/useNodeEditor';
import { MESSAGE_PROPERTIES, RABBITMQ_DEFAULTS, type RabbitMqConfig, validateRabbitMq } from '../nodes/rabbitmq';

/** The message properties choice: "none" stands for null. */
const NONE = 'none';

/** "rabbitmq": exchange and routing key, message properties, broker and connection settings. */
export function RabbitMqEditor(props: RuleNodeEditorProps<RabbitMqConfig>) {
  const e = useNodeEditor(props, validateRabbitMq, RABBITMQ_DEFAULTS);
  const { config, t } = e;
  return (
    <EditorForm>
      <TextInput editor={e} field="exchangeNamePattern" label="rulenode.exchange-name-pattern" template />
      <TextInput editor={e} field="routingKeyPattern" label="rulenode.routing-key-pattern" template />
      <SelectField<string>
        label={t('rulenode.message-properties')}
        value={config.messageProperties || NONE}
        onChange={(next) => e.update({ messageProperties: next === NONE ? null : next })}
        options={[{ key: NONE, label: t('rulenode.none') }, ...MESSAGE_PROPERTIES.map((key) => ({ key, label: key }))]}
        isDisabled={e.disabled}
        errorMessage={e.error('messageProperties')}
      />
      <FieldGroup title={t('rulenode.broker')}>
        <TextInput editor={e} field="host" label="rulenode.host" isRequired />
        <NumberInput editor={e} field="port" label="rulenode.port" min={1} max={65535} isRequired />
        <TextInput editor={e} field="virtualHost" label="rulenode.virtual-host" />
        <TextInput editor={e} field="username" label="rulenode.username" />
        <TextInput editor={e} field="password" label="rulenode.password" password />
        <Toggle editor={e} field="automaticRecoveryEnabled" label="rulenode.automatic-recovery" />
        <NumberInput editor={e} field="connectionTimeout" label="rulenode.connection-timeout-ms" min={1} isRequired />
        <NumberInput editor={e} field="handshakeTimeout" label="rulenode.handshake-timeout-ms" min={1} isRequired />
      </FieldGroup>
      <KeyValueMapEditor
        label={t('rulenode.client-properties')}
        keyLabel={t('rulenode.key')}
        valueLabel={t('rulenode.value')}
        value={config.clientProperties}
        onChange={(clientProperties) => e.update({ clientProperties })}
        isDisabled={e.disabled}
        errorMessage={e.error('clientProperties')}
      />
    </EditorForm>
  );
}
