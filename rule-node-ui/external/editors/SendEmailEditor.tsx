import { type RuleNodeEditorProps } from '@tessera/sdk';
import { EditorForm, FieldGroup } from '../../shared';
import { Choice, isOn, NumberInput, TextInput, Toggle } from '../../action/common/fields';
import { type NodeEditor, useNodeEditor } from '../../action/common/useNodeEditor';
import { SEND_EMAIL_DEFAULTS, type SendEmailConfig, SMTP_PROTOCOLS, TLS_VERSIONS, validateSendEmail } from '../nodes/sendEmail';

type E = NodeEditor<SendEmailConfig>;

/** The node's own SMTP server, used instead of the system's. */
function SmtpServer({ e }: { e: E }) {
  const { config, t } = e;
  return (
    <FieldGroup title={t('rulenode.smtp-server')}>
      <Choice editor={e} field="smtpProtocol" label="rulenode.smtp-protocol" options={SMTP_PROTOCOLS} optionLabel={(p) => `rulenode.smtp-protocols.${p}`} isRequired />
      <TextInput editor={e} field="smtpHost" label="rulenode.smtp-host" isRequired />
      <NumberInput editor={e} field="smtpPort" label="rulenode.smtp-port" min={1} max={65535} isRequired />
      <NumberInput editor={e} field="timeout" label="rulenode.timeout-msec" min={0} isRequired />
      <Toggle editor={e} field="enableTls" label="rulenode.enable-tls" />
      {isOn(config.enableTls) && <Choice editor={e} field="tlsVersion" label="rulenode.tls-version" options={TLS_VERSIONS} isRequired />}
      <TextInput editor={e} field="username" label="rulenode.username" />
      <TextInput editor={e} field="password" label="rulenode.password" password />
      <Toggle editor={e} field="enableProxy" label="rulenode.enable-proxy" />
      {isOn(config.enableProxy) && (
        <>
          <TextInput editor={e} field="proxyHost" label="rulenode.proxy-host" isRequired />
          <NumberInput editor={e} field="proxyPort" label="rulenode.proxy-port" min={1} max={65535} isRequired />
          <TextInput editor={e} field="proxyUser" label="rulenode.proxy-user" />
          <TextInput editor={e} field="proxyPassword" label="rulenode.proxy-password" password />
        </>
      )}
    </FieldGroup>
  );
}

/** "send email": the system's SMTP settings, or the node's own server. */
export function SendEmailEditor(props: RuleNodeEditorProps<SendEmailConfig>) {
  const e = useNodeEditor(props, validateSendEmail, SEND_EMAIL_DEFAULTS);
  return (
    <EditorForm>
      <Toggle editor={e} field="useSystemSmtpSettings" label="rulenode.use-system-smtp-settings" description="rulenode.send-email-hint" />
      {e.config.useSystemSmtpSettings === false && <SmtpServer e={e} />}
    </EditorForm>
  );
}
