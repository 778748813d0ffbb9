import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Content } from '@adobe/react-spectrum/Content';
import { Heading } from '@adobe/react-spectrum/Heading';
import { InlineAlert } from '@adobe/react-spectrum/InlineAlert';
import { ProgressCircle } from '@adobe/react-spectrum/ProgressCircle';
import { type RuleNodeEditorContext } from '@tessera/sdk';
import { ErrorBoundary, JsonObjectEditor } from '@tessera/ui';
import { type NodeEditorState } from './nodeEditorState';

type Configuration = Record<string, unknown>;

export interface ConfigurationEditorProps {
  state: NodeEditorState;
  clazz: string;
  /** The definition's `configDirective`, named when no editor is there for it. */
  directive?: string;
  value: Configuration;
  /** The next configuration and its errors (translated texts), as rule-node editors report them. */
  onChange(next: Configuration, errors: string[]): void;
  context: RuleNodeEditorContext;
}

/** The configuration as a JSON object, for nodes without a working editor: never a blank dialog. */
function JsonConfiguration(props: Pick<ConfigurationEditorProps, 'value' | 'onChange'>) {
  const { t } = useTranslation();
  return (
    <JsonObjectEditor
      label={t('rulenode.configuration')}
      value={props.value}
      height={260}
      onChange={(next) => {
        // While the text does not parse the last valid object stays, with an error that blocks Save.
        if (next === null) props.onChange(props.value, [t('rulenode.configuration-json-invalid')]);
        else props.onChange(next as Configuration, []);
      }}
    />
  );
}

function Notice(props: { variant: 'info' | 'negative'; title: string; text: string }) {
  return (
    <InlineAlert variant={props.variant} marginBottom="size-150">
      <Heading>{props.title}</Heading>
      <Content>{props.text}</Content>
    </InlineAlert>
  );
}

/**
 * The configuration part of the node dialog: the class's editor from the editor registry,
 * or the JSON editor with a note saying why (no editor, its bundle failed, unknown class).
 * An editor that throws while rendering counts as a failed bundle.
 */
export function ConfigurationEditor(props: ConfigurationEditorProps) {
  const { t } = useTranslation();
  const { state } = props;
  const loadError = (
    <>
      <Notice variant="negative" title={t('rulenode.ui-resources-load-error')} text={t('rulenode.json-fallback-text')} />
      <JsonConfiguration value={props.value} onChange={props.onChange} />
    </>
  );
  switch (state.kind) {
    case 'loading':
      return <div className="tb-node-config-loading"><ProgressCircle aria-label={t('common.loading')} isIndeterminate size="M" /></div>;
    case 'unknown':
      return (
        <>
          <Notice variant="negative" title={t('rulenode.unknown-class', { clazz: props.clazz })} text={t('rulenode.json-fallback-text')} />
          <JsonConfiguration value={props.value} onChange={props.onChange} />
        </>
      );
    case 'failed':
      return loadError;
    case 'none':
      return (
        <>
          <Notice variant="info" title={t('rulenode.directive-is-not-loaded', { directiveName: props.directive || props.clazz })} text={t('rulenode.json-fallback-text')} />
          <JsonConfiguration value={props.value} onChange={props.onChange} />
        </>
      );
    case 'editor': {
      const Editor = state.editor.component;
      return (
        <ErrorBoundary resetKey={state.editor} fallback={() => loadError}
          onError={(error) => console.error(`The editor of ${props.clazz} failed`, error)}>
          <Suspense fallback={<ProgressCircle aria-label={t('common.loading')} isIndeterminate size="M" />}>
            <Editor value={props.value} onChange={props.onChange} disabled={false} context={props.context} />
          </Suspense>
        </ErrorBoundary>
      );
    }
  }
}
