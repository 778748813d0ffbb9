import './scriptTest.css';
import { type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button } from '@adobe/react-spectrum/Button';
import { ButtonGroup } from '@adobe/react-spectrum/ButtonGroup';
import { ComboBox, Item } from '@adobe/react-spectrum/ComboBox';
import { Content } from '@adobe/react-spectrum/Content';
import { Dialog } from '@adobe/react-spectrum/Dialog';
import { Divider } from '@adobe/react-spectrum/Divider';
import { Heading } from '@adobe/react-spectrum/Heading';
import { CodeEditor } from '@tessera/ui';
import { MESSAGE_TYPES, messageTypeName, messageTypeOf } from './messageTypes';
import { MetadataTable } from './MetadataTable';
import { type ScriptTestStore } from './ScriptTestStore';
import { SplitPane } from '../../shared/SplitPane';

/** Seed 001 §9: the panes split 35/65 side by side and 50/50 top to bottom, with 8 px gutters. */
export const SCRIPT_TEST_SPLIT = { columns: 35, rows: 50, gutter: 8 } as const;

/**
 * The script test dialog (seed 001 §2.2): message type and message JSON, the script in
 * Monaco between its function header and closing brace, the metadata table and the output,
 * in resizable panes; Test, Cancel and Save. Save tests first and closes with the script
 * only when the test passed.
 */
export const ScriptTestDialog = observer(function ScriptTestDialog(props: { store: ScriptTestStore; onClose(script: string | undefined): void }) {
  const { t } = useTranslation();
  const { store } = props;
  const title = store.test.functionTitle ?? t('rulenode.script-test.script');
  const header = `function ${title.replace(/\W/g, '')}(${store.argNames.join(', ')}) {`;

  const message = (
    <div className="tb-script-test-pane">
      <div className="tb-script-test-pane-title">{t('rulenode.script-test.message')}</div>
      <ComboBox
        label={t('rulenode.script-test.message-type')}
        width="100%"
        allowsCustomValue
        isRequired
        defaultItems={MESSAGE_TYPES}
        inputValue={messageTypeName(store.msgType)}
        onInputChange={(text) => store.setMsgType(messageTypeOf(text))}
        validationState={store.msgTypeError ? 'invalid' : undefined}
        errorMessage={store.msgTypeError ? t(store.msgTypeError) : undefined}
      >
        {(type) => <Item key={type.value} textValue={type.name}>{type.name}</Item>}
      </ComboBox>
      <div className="tb-script-test-editor">
        <CodeEditor language="json" label={t('rulenode.script-test.message-json')} value={store.message} onChange={(v) => store.setMessage(v)}
          errorMessage={store.messageError ? t(store.messageError) : undefined} />
      </div>
    </div>
  );

  const script = (
    <div className="tb-script-test-pane">
      <div className="tb-script-test-pane-title">{title}</div>
      <code className="tb-script-test-header">{header}</code>
      <div className="tb-script-test-editor">
        <CodeEditor language="javascript" label={t('rulenode.script-test.script')} value={store.script} onChange={(v) => store.setScript(v)} />
      </div>
      <code className="tb-script-test-header">{'}'}</code>
    </div>
  );

  const output = (
    <div className="tb-script-test-pane" data-testid="script-test-output">
      <div className="tb-script-test-pane-title">{t('rulenode.script-test.output')}</div>
      <div className="tb-script-test-editor">
        <CodeEditor language="json" label={t('rulenode.script-test.output')} value={store.output} isReadOnly onChange={() => undefined} />
      </div>
    </div>
  );

  const columns = (label: string, first: ReactNode, second: ReactNode) => (
    <SplitPane columns initial={SCRIPT_TEST_SPLIT.columns} gutter={SCRIPT_TEST_SPLIT.gutter} label={label} first={first} second={second} />
  );

  return (
    <Dialog aria-label={t('rulenode.script-test.title')}>
      <Heading>{t('rulenode.script-test.title')}</Heading>
      <Divider />
      <Content>
        <div className="tb-script-test">
          <SplitPane
            columns={false}
            initial={SCRIPT_TEST_SPLIT.rows}
            gutter={SCRIPT_TEST_SPLIT.gutter}
            label={t('rulenode.script-test.resize-panes')}
            first={columns(t('rulenode.script-test.resize-panes'), message, script)}
            second={columns(t('rulenode.script-test.resize-panes'), <div className="tb-script-test-pane"><MetadataTable store={store} /></div>, output)}
          />
        </div>
      </Content>
      <ButtonGroup>
        <Button variant="secondary" onPress={() => void store.runTest()} isDisabled={!store.isValid || store.testing}>{t('rulenode.script-test.test')}</Button>
        <Button variant="secondary" onPress={() => props.onClose(undefined)}>{t('action.cancel')}</Button>
        <Button variant="accent" isDisabled={!store.canSave}
          onPress={() => void store.save().then((saved) => { if (saved !== undefined) props.onClose(saved); })}>
          {t('action.save')}
        </Button>
      </ButtonGroup>
    </Dialog>
  );
});
