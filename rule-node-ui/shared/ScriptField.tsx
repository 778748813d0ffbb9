import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton, Flex, Text, TextArea, View } from '@adobe/react-spectrum';
import { type RuleNodeScriptTest, ruleNodeScriptTestServiceRef, useServices } from '@tessera/sdk';

/** Props of {@link ScriptField}. */
export interface ScriptFieldProps {
  /** The function body. */
  value: string | null | undefined;
  onChange(next: string): void;
  scriptType: RuleNodeScriptTest['scriptType'];
  /** The function's name in its header, e.g. "Filter". */
  functionTitle: string;
  /** The three argument names; msg, metadata, msgType by default. */
  argNames?: readonly string[];
  /** The field label; the function title by default. */
  label?: string;
  isDisabled?: boolean;
  errorMessage?: string;
  /** Help under the script, e.g. what it must return. */
  description?: string;
}

const DEFAULT_ARGS = ['msg', 'metadata', 'msgType'] as const;
const MONO_FONT = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';
const MONO = { fontFamily: MONO_FONT, fontSize: 13 };
/** Bundles may not import CSS: the text area's own font is set by an inline rule. */
const SCRIPT_CSS = `.tb-rule-node-script textarea{font-family:${MONO_FONT};font-size:13px;white-space:pre;tab-size:4}`;

/**
 * A JavaScript function body in a monospace text area between its header
 * (`function Filter(msg, metadata, msgType) {`) and `}`, with a Test button that opens the
 * host's script test dialog and takes back the script the dialog saves.
 */
export function ScriptField(props: ScriptFieldProps) {
  const { t } = useTranslation();
  const tester = useServices().getOptional(ruleNodeScriptTestServiceRef);
  const [testing, setTesting] = useState(false);
  const args = props.argNames ?? DEFAULT_ARGS;
  const name = props.functionTitle.replace(/\s+/g, '');
  const label = props.label ?? props.functionTitle;
  const test = async () => {
    if (!tester) return;
    setTesting(true);
    try {
      const script = await tester.open({ script: props.value ?? '', scriptType: props.scriptType, argNames: args, functionTitle: props.functionTitle });
      if (script !== undefined) props.onChange(script);
    } finally {
      setTesting(false);
    }
  };
  return (
    <Flex direction="column" gap="size-50" width="100%">
      <style>{SCRIPT_CSS}</style>
      <Flex alignItems="center" justifyContent="space-between" gap="size-100">
        <Text UNSAFE_style={{ ...MONO, fontWeight: 600 }}>{`function ${name}(${args.join(', ')}) {`}</Text>
        {tester && (
          <ActionButton isDisabled={props.isDisabled || testing} onPress={() => void test()}>
            {t('rulenode.test-script-function')}
          </ActionButton>
        )}
      </Flex>
      <View paddingStart="size-200">
        <TextArea
          aria-label={label}
          value={props.value ?? ''}
          onChange={props.onChange}
          isDisabled={props.isDisabled}
          width="100%"
          height="size-2400"
          UNSAFE_className="tb-rule-node-script"
          description={props.description}
          errorMessage={props.errorMessage}
          validationState={props.errorMessage ? 'invalid' : undefined}
        />
      </View>
      <Text UNSAFE_style={{ ...MONO, fontWeight: 600 }}>{'}'}</Text>
    </Flex>
  );
}
