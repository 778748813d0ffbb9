import { TextField } from '@adobe/react-spectrum';
import { FieldGroup, SelectField } from '../../shared';
import { type NodeEditor } from '../../action/common/useNodeEditor';
import { type Credentials, type CredentialsType, credentialsTypeLabelKey, switchCredentials } from '../nodes/credentials';
import { PemField } from './PemField';

const PEM_FILES = ['.pem', '.crt', '.cer', '.key'];

/** Props of {@link CredentialsFields}. */
export interface CredentialsFieldsProps<C extends { credentials: Credentials }> {
  editor: NodeEditor<C>;
  /** The types the node offers, in order. */
  types: readonly CredentialsType[];
  /** Marks the basic password as required (the node's validation checks it). */
  passwordRequired?: boolean;
}

/**
 * The `credentials` of a REST, MQTT or Azure IoT Hub node: a type, then its fields.
 * Passwords, keys and the SAS key are masked; certificates and keys can be read from files.
 */
export function CredentialsFields<C extends { credentials: Credentials }>(props: CredentialsFieldsProps<C>) {
  const e = props.editor;
  const { t } = e;
  const credentials: Credentials = e.config.credentials ?? { type: 'anonymous' };
  const set = (patch: Partial<Credentials>) => e.update({ credentials: { ...credentials, ...patch } } as Partial<C>);
  const text = (field: string, label: string, options: { password?: boolean; required?: boolean } = {}) => {
    const error = e.error(`credentials.${field}`);
    return (
      <TextField
        label={t(label)}
        width="100%"
        type={options.password ? 'password' : 'text'}
        autoComplete={options.password ? 'new-password' : 'off'}
        value={String(credentials[field] ?? '')}
        onChange={(value) => set({ [field]: value })}
        isDisabled={e.disabled}
        isRequired={options.required}
        errorMessage={error}
        validationState={error ? 'invalid' : undefined}
      />
    );
  };
  const pem = (field: 'caCert' | 'cert' | 'privateKey', label: string) => (
    <PemField
      secret={field === 'privateKey'}
      label={t(label)}
      value={credentials[field]}
      fileName={credentials[`${field}FileName`]}
      onChange={(value, fileName) => set({ [field]: value, [`${field}FileName`]: fileName })}
      accept={PEM_FILES}
      isDisabled={e.disabled}
      errorMessage={e.error(`credentials.${field}`)}
    />
  );
  return (
    <FieldGroup title={t('rulenode.credentials')}>
      <SelectField<CredentialsType>
        label={t('rulenode.credentials-type-label')}
        value={credentials.type}
        onChange={(type) => e.update({ credentials: switchCredentials(credentials, type) } as Partial<C>)}
        options={props.types.map((type) => ({ key: type, label: t(credentialsTypeLabelKey(type)) }))}
        isDisabled={e.disabled}
        isRequired
        errorMessage={e.error('credentials.type')}
      />
      {credentials.type === 'basic' && (
        <>
          {text('username', 'rulenode.username', { required: true })}
          {text('password', 'rulenode.password', { password: true, required: props.passwordRequired })}
        </>
      )}
      {credentials.type === 'cert.PEM' && (
        <>
          {pem('caCert', 'rulenode.ca-cert')}
          {pem('cert', 'rulenode.cert')}
          {pem('privateKey', 'rulenode.private-key')}
          {text('password', 'rulenode.private-key-password', { password: true })}
        </>
      )}
      {credentials.type === 'sas' && (
        <>
          {text('sasKey', 'rulenode.sas-key', { password: true, required: true })}
          {pem('caCert', 'rulenode.ca-cert')}
        </>
      )}
    </FieldGroup>
  );
}
