import './nodeConfig.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button } from '@adobe/react-spectrum/Button';
import { ButtonGroup } from '@adobe/react-spectrum/ButtonGroup';
import { Content } from '@adobe/react-spectrum/Content';
import { Dialog } from '@adobe/react-spectrum/Dialog';
import { DialogContainer } from '@adobe/react-spectrum/DialogContainer';
import { Divider } from '@adobe/react-spectrum/Divider';
import { Header } from '@adobe/react-spectrum/Header';
import { Heading } from '@adobe/react-spectrum/Heading';
import { Link } from '@adobe/react-spectrum/Link';
import { Switch } from '@adobe/react-spectrum/Switch';
import { TextArea } from '@adobe/react-spectrum/TextArea';
import { TextField } from '@adobe/react-spectrum/TextField';
import { ruleNodeEditorLibraryServiceRef, useService } from '@tessera/sdk';
import { type ComponentDescriptor } from '../api/types';
import { ScriptTestProvider } from '../script-test/ScriptTestProvider';
import { ConfigurationEditor } from './ConfigurationEditor';
import { copyConfiguration, nodeEditorState } from './nodeEditorState';

type Configuration = Record<string, unknown>;

export interface NodeConfigDialogProps {
  node: {
    clazz: string;
    name: string;
    debugMode: boolean;
    configuration: Configuration;
    description?: string;
    /** The saved node's id, if it has one: editors and the script test use it (its last input message). */
    id?: string;
  };
  definition: ComponentDescriptor | undefined;
  chain: { id: string; type: 'CORE' | 'EDGE' };
  isNew: boolean;
  onSave(next: { name: string; debugMode: boolean; configuration: Configuration; description: string }): void;
  onCancel(): void;
}

/**
 * The rule node dialog: name (required), debug mode, the configuration through the class's
 * editor (or its JSON, with a note saying why) and the description. Save stays disabled
 * while the editor reports errors; the editor definition's `validate` runs before saving.
 * A new node starts from the editor's default configuration, else the server's.
 */
export const NodeConfigDialog = observer(function NodeConfigDialog(props: NodeConfigDialogProps) {
  const { t } = useTranslation();
  const library = useService(ruleNodeEditorLibraryServiceRef);
  const { node, definition } = props;
  const [loaded, setLoaded] = useState(false);
  const [name, setName] = useState(node.name);
  const [nameTouched, setNameTouched] = useState(false);
  const [debugMode, setDebugMode] = useState(node.debugMode);
  const [description, setDescription] = useState(node.description ?? '');
  const [configuration, setConfiguration] = useState<Configuration>(() => copyConfiguration(
    props.isNew ? (definition?.configurationDescriptor.nodeDefinition.defaultConfiguration ?? node.configuration) : node.configuration,
  ));
  const [editorErrors, setEditorErrors] = useState<string[]>([]);
  const [validationErrors, setValidationErrors] = useState<string[]>([]);
  const touched = useRef(false);

  useEffect(() => {
    let live = true;
    void library.loadAll().finally(() => { if (live) setLoaded(true); });
    return () => { live = false; };
  }, [library]);

  const state = nodeEditorState(node.clazz, definition !== undefined, library, loaded);
  const editor = state.kind === 'editor' ? state.editor : undefined;

  // A new node takes the editor's defaults once its bundle has loaded, unless the user already edited it.
  useEffect(() => {
    if (props.isNew && editor?.defaultConfiguration && !touched.current) setConfiguration(copyConfiguration(editor.defaultConfiguration));
  }, [editor, props.isNew]);

  const context = useMemo(() => ({ ruleNodeId: node.id, ruleChainId: props.chain.id, ruleChainType: props.chain.type }), [node.id, props.chain.id, props.chain.type]);
  const nameError = name.trim() ? null : t('rulenode.name-required');
  const errors = [...editorErrors, ...validationErrors];
  const canSave = !nameError && editorErrors.length === 0 && state.kind !== 'loading';
  const nodeDefinition = definition?.configurationDescriptor.nodeDefinition;

  const save = () => {
    setNameTouched(true);
    if (!canSave) return;
    const invalid = editor?.validate?.(configuration) ?? [];
    setValidationErrors(invalid);
    if (invalid.length > 0) return;
    props.onSave({ name: name.trim(), debugMode, configuration, description: description.trim() });
  };

  return (
    <DialogContainer onDismiss={props.onCancel} isDismissable={false}>
      <Dialog size="L" aria-label={name || definition?.name || node.clazz}>
        <Heading>{props.isNew ? t('rulenode.add-title', { type: definition?.name ?? node.clazz }) : (node.name || definition?.name)}</Heading>
        <Header>
          <span className="tb-node-config-class" title={node.clazz}>{definition?.name ?? node.clazz}</span>
          {nodeDefinition?.docUrl && <Link><a href={nodeDefinition.docUrl} target="_blank" rel="noreferrer">{t('rulenode.help')}</a></Link>}
        </Header>
        <Divider />
        <Content>
          <form className="tb-node-config" onSubmit={(event) => { event.preventDefault(); save(); }}>
            {nodeDefinition?.description && <p className="tb-node-config-description">{nodeDefinition.description}</p>}
            <div className="tb-node-config-row">
              <TextField label={t('rulenode.name')} isRequired width="100%" value={name} autoFocus
                onChange={(value) => { setName(value); setNameTouched(true); }}
                validationState={nameTouched && nameError ? 'invalid' : undefined} errorMessage={nameTouched ? nameError ?? undefined : undefined} />
              <Switch isSelected={debugMode} onChange={setDebugMode}>{t('rulenode.debug-mode')}</Switch>
            </div>
            <section className="tb-node-config-editor" aria-label={t('rulenode.configuration')}>
              <ScriptTestProvider ruleNodeId={node.id}>
                <ConfigurationEditor state={state} clazz={node.clazz} directive={nodeDefinition?.configDirective} value={configuration} context={context}
                  onChange={(next, nextErrors) => {
                    touched.current = true;
                    setConfiguration(next);
                    setEditorErrors(nextErrors);
                    setValidationErrors([]);
                  }} />
              </ScriptTestProvider>
            </section>
            <TextArea label={t('rulenode.description')} width="100%" value={description} onChange={setDescription} />
            {errors.length > 0 && (
              <ul className="tb-node-config-errors" role="alert" aria-label={t('rulenode.configuration-errors')}>
                {errors.map((error) => <li key={error}>{error}</li>)}
              </ul>
            )}
          </form>
        </Content>
        <ButtonGroup>
          <Button variant="secondary" onPress={props.onCancel}>{t('action.cancel')}</Button>
          <Button variant="accent" onPress={save} isDisabled={!canSave}>{props.isNew ? t('action.add') : t('action.save')}</Button>
        </ButtonGroup>
      </Dialog>
    </DialogContainer>
  );
});
