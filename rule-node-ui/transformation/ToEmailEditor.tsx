import { useTranslation } from 'react-i18next';
import { type RuleNodeEditorProps } from '@tessera/sdk';
import { EditorForm, filled, SelectField, TemplateField, TemplateHint, useEditorState } from '../shared';
import { MAIL_BODY_TYPES, type ToEmailConfig, TO_EMAIL_DEFAULTS } from '../catalogue/toEmail';

export * from '../catalogue/toEmail';

/** From, to, subject and body templates; a known body type; with "dynamic", the HTML template. */
export function validateToEmail(config: ToEmailConfig): string[] {
  const errors: string[] = [];
  if (!filled(config.fromTemplate)) errors.push('rulenode.from-template-required');
  if (!filled(config.toTemplate)) errors.push('rulenode.to-template-required');
  if (!filled(config.subjectTemplate)) errors.push('rulenode.subject-template-required');
  if (!filled(config.bodyTemplate)) errors.push('rulenode.body-template-required');
  const bodyType = String(config.mailBodyType ?? 'false');
  if (!(MAIL_BODY_TYPES as readonly string[]).includes(bodyType)) errors.push('rulenode.mail-body-type-required');
  else if (bodyType === 'dynamic' && !filled(config.isHtmlTemplate)) errors.push('rulenode.is-html-template-required');
  return errors;
}

type TemplateName = 'fromTemplate' | 'toTemplate' | 'ccTemplate' | 'bccTemplate' | 'subjectTemplate' | 'isHtmlTemplate' | 'bodyTemplate';

/** "to email": the message becomes a SEND_EMAIL message built from the templates. */
export function ToEmailEditor(props: RuleNodeEditorProps<ToEmailConfig>) {
  const { t } = useTranslation();
  const { config, update, error } = useEditorState(props.value, props.onChange, validateToEmail, TO_EMAIL_DEFAULTS);
  const field = (name: TemplateName, label: string, required: boolean, extra: { description?: string; multiline?: boolean } = {}) => (
    <TemplateField
      label={t(label)}
      value={config[name] ?? ''}
      onChange={(value) => update({ [name]: value })}
      isDisabled={props.disabled}
      isRequired={required}
      showHint={false}
      errorMessage={required ? error(`rulenode.${label.slice('rulenode.'.length)}-required`) : undefined}
      {...extra}
    />
  );
  return (
    <EditorForm>
      <TemplateHint />
      {field('fromTemplate', 'rulenode.from-template', true)}
      {field('toTemplate', 'rulenode.to-template', true, { description: t('rulenode.to-template-hint') })}
      {field('ccTemplate', 'rulenode.cc-template', false)}
      {field('bccTemplate', 'rulenode.bcc-template', false)}
      {field('subjectTemplate', 'rulenode.subject-template', true)}
      <SelectField
        label={t('rulenode.mail-body-type')}
        value={String(config.mailBodyType ?? 'false') as ToEmailConfig['mailBodyType']}
        onChange={(mailBodyType) => update({ mailBodyType })}
        options={MAIL_BODY_TYPES.map((key) => ({ key, label: t(`rulenode.mail-body-types.${key}`) }))}
        isDisabled={props.disabled}
        errorMessage={error('rulenode.mail-body-type-required')}
      />
      {config.mailBodyType === 'dynamic' && field('isHtmlTemplate', 'rulenode.is-html-template', true, { description: t('rulenode.is-html-template-hint') })}
      {field('bodyTemplate', 'rulenode.body-template', true, { multiline: true })}
    </EditorForm>
  );
}
