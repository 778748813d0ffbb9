import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '@adobe/react-spectrum/ActionButton';
import { Button } from '@adobe/react-spectrum/Button';
import { ButtonGroup } from '@adobe/react-spectrum/ButtonGroup';
import { Checkbox } from '@adobe/react-spectrum/Checkbox';
import { Content } from '@adobe/react-spectrum/Content';
import { Dialog } from '@adobe/react-spectrum/Dialog';
import { DialogContainer } from '@adobe/react-spectrum/DialogContainer';
import { Divider } from '@adobe/react-spectrum/Divider';
import { Heading } from '@adobe/react-spectrum/Heading';
import { Item, Picker } from '@adobe/react-spectrum/Picker';
import { TextArea } from '@adobe/react-spectrum/TextArea';
import { TextField } from '@adobe/react-spectrum/TextField';
import FullScreen from '@spectrum-icons/workflow/FullScreen';
import { CodeEditor } from '@tessera/ui';
import { draftForType, parseDraft, VALUE_TYPE_LABELS, VALUE_TYPES, type ValueDraft, type ValueType } from './typedValue';

/** Props of the typed value editor: a controlled draft; errors show once `showErrors` is set or the input was touched. */
export interface TypedValueEditorProps {
  draft: ValueDraft;
  onChange(draft: ValueDraft): void;
  showErrors?: boolean;
}

/**
 * Seed 001 §2.5: a type selector plus one input for that type. JSON also opens a full-screen
 * editor that an outside click does not dismiss.
 */
export function TypedValueEditor({ draft, onChange, showErrors }: TypedValueEditorProps) {
  const { t } = useTranslation();
  const [touched, setTouched] = useState(false);
  const [jsonText, setJsonText] = useState<string | null>(null);
  const parsed = parseDraft(draft);
  const error = (showErrors || touched) && parsed.error ? t(parsed.error) : undefined;
  const setText = (text: string) => {
    setTouched(true);
    if (draft.type !== 'BOOLEAN') onChange({ type: draft.type, text });
  };
  const jsonError = jsonText !== null ? parseDraft({ type: 'JSON', text: jsonText }).error : null;

  return (
    <div className="tb-typed-value">
      <Picker label={t('value.type')} selectedKey={draft.type} width="size-1600"
        onSelectionChange={(key) => { setTouched(false); onChange(draftForType(key as ValueType)); }}>
        {VALUE_TYPES.map((type) => <Item key={type}>{t(VALUE_TYPE_LABELS[type])}</Item>)}
      </Picker>
      {draft.type === 'BOOLEAN' ? (
        <Checkbox isSelected={draft.value} onChange={(value) => onChange({ type: 'BOOLEAN', value })}>
          {t(draft.value ? 'value.true' : 'value.false')}
        </Checkbox>
      ) : draft.type === 'JSON' ? (
        <div className="tb-typed-value-json">
          <TextArea label={t('value.json-value')} value={draft.text} onChange={setText} flex={1} height="size-1600" isRequired
            validationState={error ? 'invalid' : undefined} errorMessage={error} />
          <ActionButton aria-label={t('value.edit-json')} onPress={() => setJsonText(draft.text)}><FullScreen /></ActionButton>
        </div>
      ) : (
        <TextField
          label={t(draft.type === 'STRING' ? 'value.string-value' : draft.type === 'INTEGER' ? 'value.integer-value' : 'value.double-value')}
          value={draft.text} onChange={setText} isRequired width="100%"
          inputMode={draft.type === 'STRING' ? undefined : 'decimal'}
          validationState={error ? 'invalid' : undefined} errorMessage={error}
        />
      )}
      <DialogContainer type="fullscreen" isDismissable={false} onDismiss={() => setJsonText(null)}>
        {jsonText !== null && (
          <Dialog>
            <Heading>{t('value.json-value')}</Heading>
            <Divider />
            <Content>
              <CodeEditor language="json" value={jsonText} onChange={setJsonText} height="60vh"
                errorMessage={jsonError ? t(jsonError) : undefined} />
            </Content>
            <ButtonGroup>
              <Button variant="secondary" onPress={() => setJsonText(null)}>{t('action.cancel')}</Button>
              <Button variant="accent" isDisabled={jsonError !== null} onPress={() => { setText(jsonText); setJsonText(null); }}>
                {t('action.ok')}
              </Button>
            </ButtonGroup>
          </Dialog>
        )}
      </DialogContainer>
    </div>
  );
}
