import { type ReactNode } from 'react';
import Form from '@rjsf/core';
import { type RJSFSchema } from '@rjsf/utils';
import { spectrumTemplates, spectrumWidgets } from './rjsfSpectrum';
import { cspSafeValidator } from './schemaValidator';
import { type JsonSchema } from './settingsSchema';

/** A settings object edited through its JSON schema; errors show live under the fields. */
export function SettingsForm(props: {
  schema: JsonSchema;
  value: Record<string, unknown>;
  onChange(next: Record<string, unknown>): void;
}): ReactNode {
  return (
    <Form schema={props.schema as RJSFSchema} formData={props.value} validator={cspSafeValidator}
      widgets={spectrumWidgets} templates={spectrumTemplates} liveValidate="onChange" showErrorList={false}
      noHtml5Validate onChange={(e) => props.onChange((e.formData ?? {}) as Record<string, unknown>)}
      onSubmit={() => undefined}>
      {/* The dialog's Save submits; rjsf's own submit button would be a second one. */}
      <></>
    </Form>
  );
}
