import { TextField } from '@adobe/react-spectrum';
import { type RuleNodeEditorProps } from '@tessera/sdk';
import { EditorForm, FieldGroup, SelectField } from '../../shared';
import { TextInput, Toggle } from '../../action/common/fields';
import { type NodeEditor, useNodeEditor } from '../../action/common/useNodeEditor';
import { newSmsProvider, SEND_SMS_DEFAULTS, type SendSmsConfig, SMS_PROVIDERS, type SmsProviderConfiguration, type SmsProviderType, validateSendSms } from '../nodes/sendSms';

type E = NodeEditor<SendSmsConfig>;

/** The fields of each provider: name, label key, masked. */
const PROVIDER_FIELDS: Record<SmsProviderType, readonly [string, string, boolean][]> = {
  AWS_SNS: [
    ['accessKeyId', 'rulenode.aws-access-key-id', false],
    ['secretAccessKey', 'rulenode.aws-secret-access-key', true],
    ['region', 'rulenode.aws-region', false],
  ],
  TWILIO: [
    ['numberFrom', 'rulenode.number-from', false],
    ['accountSid', 'rulenode.twilio-account-sid', false],
    ['accountToken', 'rulenode.twilio-account-token', true],
  ],
};

/** The node's own SMS provider, used instead of the system's. */
function Provider({ e }: { e: E }) {
  const { t } = e;
  const provider = e.config.smsProviderConfiguration;
  const set = (next: SmsProviderConfiguration) => e.update({ smsProviderConfiguration: next });
  return (
    <FieldGroup title={t('rulenode.sms-provider')}>
      <SelectField<SmsProviderType>
        label={t('rulenode.sms-provider-type')}
        value={provider?.type ?? null}
        onChange={(type) => set(newSmsProvider(type))}
        options={SMS_PROVIDERS.map((key) => ({ key, label: t(`rulenode.sms-providers.${key}`) }))}
        isDisabled={e.disabled}
        isRequired
        errorMessage={e.error('smsProviderConfiguration.type')}
      />
      {provider &&
        (PROVIDER_FIELDS[provider.type] ?? []).map(([field, label, secret]) => {
          const error = e.error(`smsProviderConfiguration.${field}`);
          return (
            <TextField
              key={field}
              label={t(label)}
              width="100%"
              type={secret ? 'password' : 'text'}
              autoComplete={secret ? 'new-password' : 'off'}
              value={String(provider[field] ?? '')}
              onChange={(value) => set({ ...provider, [field]: value })}
              isDisabled={e.disabled}
              isRequired
              errorMessage={error}
              validationState={error ? 'invalid' : undefined}
            />
          );
        })}
    </FieldGroup>
  );
}

/** "send sms": numbers and text (templates), and the system's or the node's own provider. */
export function SendSmsEditor(props: RuleNodeEditorProps<SendSmsConfig>) {
  const e = useNodeEditor(props, validateSendSms, SEND_SMS_DEFAULTS);
  return (
    <EditorForm>
      <TextInput editor={e} field="numbersToTemplate" label="rulenode.numbers-to-template" description="rulenode.numbers-to-template-hint" template isRequired />
      <TextInput editor={e} field="smsMessageTemplate" label="rulenode.sms-message-template" template multiline isRequired />
      <Toggle editor={e} field="useSystemSmsSettings" label="rulenode.use-system-sms-settings" />
      {e.config.useSystemSmsSettings === false && <Provider e={e} />}
    </EditorForm>
  );
}
