import { Flex, Heading, Item, Picker, Text, TextArea, Well } from '@adobe/react-spectrum';
import { definePlugin, defineRuleNodeEditor, type PluginManifest, type RuleNodeEditorProps } from '@tessera/sdk';
import { useTranslation } from 'react-i18next';
import manifest from './manifest.json';

/*
 * An example rule-node UI bundle. It may import only what the host shares (react, mobx,
 * @adobe/react-spectrum, react-i18next, @tessera/sdk, ...): the build refuses anything else
 * that would bring a second copy. Build it into an installable file with
 *   node rule-node-ui/examples/build.mjs hello-node
 * and install rule-node-ui/examples/dist/hello-node.tessera-bundle.json as a system
 * administrator under Settings > Rule-node UI bundles.
 */

const LOG_NODE = 'org.thingsboard.rule.engine.action.TbLogNode';

interface LogConfig {
  [key: string]: unknown;
  /** Body of `function toString(msg, metadata, msgType)`: the text the node logs. */
  jsScript: string;
}

const PRESETS = {
  both: "return '\\nIncoming message:\\n' + JSON.stringify(msg) + '\\nIncoming metadata:\\n' + JSON.stringify(metadata);",
  message: "return 'Message ' + msgType + ': ' + JSON.stringify(msg);",
  metadata: "return 'Metadata: ' + JSON.stringify(metadata);",
} as const;
type Preset = keyof typeof PRESETS | 'custom';

/** The bundle's own texts; the console's language picks them (English when the language is missing). */
const TEXTS = {
  en: {
    title: 'Hello from acme.hello-node', intro: 'This editor comes from an installed bundle and replaces the built-in log node editor.',
    what: 'What to log', both: 'Message and metadata', message: 'Message only', metadata: 'Metadata only', custom: 'Custom script',
    script: 'Log text function', required: 'The log text function is required.',
  },
  de: {
    title: 'Hallo von acme.hello-node', intro: 'Dieser Editor stammt aus einem installierten Bundle und ersetzt den eingebauten Editor des Log-Knotens.',
    what: 'Was protokolliert wird', both: 'Nachricht und Metadaten', message: 'Nur die Nachricht', metadata: 'Nur die Metadaten', custom: 'Eigenes Skript',
    script: 'Funktion für den Protokolltext', required: 'Die Funktion für den Protokolltext ist erforderlich.',
  },
};
type Texts = (typeof TEXTS)['en'];
const textsFor = (language: string): Texts => TEXTS[language.slice(0, 2) as keyof typeof TEXTS] ?? TEXTS.en;

function validate(value: LogConfig, texts: Texts = TEXTS.en): string[] {
  return typeof value.jsScript === 'string' && value.jsScript.trim() !== '' ? [] : [texts.required];
}

function HelloLogEditor({ value, onChange, disabled }: RuleNodeEditorProps<LogConfig>) {
  const { i18n } = useTranslation();
  const texts = textsFor(i18n.language);
  const preset: Preset = (Object.keys(PRESETS) as (keyof typeof PRESETS)[]).find((key) => PRESETS[key] === value.jsScript) ?? 'custom';
  const change = (next: LogConfig) => onChange(next, validate(next, texts));
  return (
    <Well data-testid="hello-node-editor" UNSAFE_style={{ borderInlineStart: '4px solid var(--spectrum-global-color-purple-500)' }}>
      <Flex direction="column" gap="size-150">
        <Heading level={3} margin={0}>{texts.title}</Heading>
        <Text>{texts.intro}</Text>
        <Picker
          label={texts.what}
          selectedKey={preset}
          isDisabled={disabled}
          onSelectionChange={(key) => {
            if (typeof key === 'string' && key in PRESETS) change({ ...value, jsScript: PRESETS[key as keyof typeof PRESETS] });
          }}
        >
          <Item key="both">{texts.both}</Item>
          <Item key="message">{texts.message}</Item>
          <Item key="metadata">{texts.metadata}</Item>
          <Item key="custom">{texts.custom}</Item>
        </Picker>
        <TextArea
          label={texts.script}
          value={value.jsScript ?? ''}
          isReadOnly={disabled}
          isRequired
          width="100%"
          height="size-1600"
          validationState={validate(value).length > 0 ? 'invalid' : undefined}
          errorMessage={texts.required}
          UNSAFE_style={{ fontFamily: 'monospace' }}
          onChange={(jsScript) => change({ ...value, jsScript })}
        />
      </Flex>
    </Well>
  );
}

const helloLogEditor = defineRuleNodeEditor<LogConfig>({
  clazz: LOG_NODE,
  component: HelloLogEditor,
  validate: (value) => validate(value),
  defaultConfiguration: { jsScript: PRESETS.both },
});

export default definePlugin({
  manifest: manifest as PluginManifest,
  activate(ctx) {
    ctx.ruleNodeEditors.register(helloLogEditor);
  },
});
