import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton, FileTrigger, Flex, Text, TextArea, TextField } from '@adobe/react-spectrum';

/** Props of {@link PemField}. */
export interface PemFieldProps {
  label: string;
  /** The file's text (PEM, or a JSON key file). */
  value: string | null | undefined;
  fileName?: string | null;
  onChange(text: string, fileName: string | null): void;
  /** File name endings offered by the file dialog, e.g. ['.pem', '.crt']. */
  accept?: string[];
  /** A secret (a private key): masked until shown, like a password. */
  secret?: boolean;
  isDisabled?: boolean;
  isRequired?: boolean;
  errorMessage?: string;
  description?: string;
}

/** Bundles may not import CSS: the text area's monospace font comes from an inline rule. */
const PEM_CSS = '.tb-rule-node-pem textarea{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:12px}';

/**
 * The text of a certificate, key or key file: pasted into the area or read from a chosen
 * file. A secret one shows a masked line until Show is pressed.
 */
export function PemField(props: PemFieldProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const text = props.value ?? '';
  const masked = props.secret && !shown && text !== '';
  const read = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    const content = await file.text();
    // An empty file is ignored (seed 001 §5, file input).
    if (content.trim() !== '') props.onChange(content, file.name);
  };
  const invalid = props.errorMessage ? ('invalid' as const) : undefined;
  return (
    <Flex direction="column" gap="size-50" width="100%">
      <style>{PEM_CSS}</style>
      {masked ? (
        <TextField
          label={props.label}
          width="100%"
          type="password"
          value={'•'.repeat(Math.min(text.length, 24))}
          isReadOnly
          isRequired={props.isRequired}
          description={props.description}
          errorMessage={props.errorMessage}
          validationState={invalid}
        />
      ) : (
        <TextArea
          label={props.label}
          width="100%"
          value={text}
          onChange={(next) => props.onChange(next, null)}
          isDisabled={props.isDisabled}
          isRequired={props.isRequired}
          UNSAFE_className="tb-rule-node-pem"
          description={props.description}
          errorMessage={props.errorMessage}
          validationState={invalid}
        />
      )}
      <Flex gap="size-100" alignItems="center" wrap>
        {!props.isDisabled && (
          <FileTrigger acceptedFileTypes={props.accept} onSelect={(files) => void read(files)}>
            <ActionButton>{t('rulenode.upload-file')}</ActionButton>
          </FileTrigger>
        )}
        {props.secret && text !== '' && (
          <ActionButton onPress={() => setShown(!shown)}>{t(shown ? 'rulenode.hide-secret' : 'rulenode.show-secret')}</ActionButton>
        )}
        {props.fileName && <Text UNSAFE_style={{ fontSize: 12, opacity: 0.75 }}>{props.fileName}</Text>}
      </Flex>
    </Flex>
  );
}
