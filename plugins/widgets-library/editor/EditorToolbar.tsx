import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '@adobe/react-spectrum/ActionButton';
import { Button } from '@adobe/react-spectrum/Button';
import { Text } from '@adobe/react-spectrum/Text';
import { TextField } from '@adobe/react-spectrum/TextField';
import { Tooltip, TooltipTrigger } from '@adobe/react-spectrum/Tooltip';
import Play from '@spectrum-icons/workflow/Play';
import Undo from '@spectrum-icons/workflow/Undo';
import SaveAsFloppy from '@spectrum-icons/workflow/SaveAsFloppy';
import SaveFloppy from '@spectrum-icons/workflow/SaveFloppy';
import { KIND_LABELS } from '../templates';
import { type WidgetEditorStore } from '../model/WidgetEditorStore';

/** Name, kind and the editor's commands: Run (Ctrl+Enter), Undo, Save (Ctrl+S), Save as. */
export const EditorToolbar = observer(function EditorToolbar(props: {
  store: WidgetEditorStore;
  onRun(): void;
  onSave(): void;
  onSaveAs(): void;
}) {
  const { t } = useTranslation();
  const { store } = props;
  const nameError = !store.draft.name.trim() ? t('widget-type.name-required') : undefined;
  return (
    <div className="tb-we-toolbar" role="toolbar" aria-label={t('widget-editor.toolbar')}>
      <TextField
        label={t('widget-type.name')} labelPosition="side" value={store.draft.name} onChange={(name) => store.setName(name)}
        isRequired isReadOnly={store.isReadOnly} width="size-4600" maxWidth="100%"
        validationState={nameError ? 'invalid' : undefined} errorMessage={nameError}
      />
      <span className="tb-we-kind">{t(KIND_LABELS[store.draft.descriptor.type])} · {store.bundle.title}</span>
      <span className="tb-we-toolbar-spacer" />
      {store.dirty && !store.isNew && <span className="tb-we-unsaved" role="status">{t('widget-editor.unsaved-changes')}</span>}
      <TooltipTrigger delay={400}>
        <ActionButton onPress={props.onRun} isDisabled={store.checking}><Play /><Text>{t('widget-editor.run')}</Text></ActionButton>
        <Tooltip>{t('widget-editor.run-tooltip')}</Tooltip>
      </TooltipTrigger>
      {!store.isReadOnly && (
        <ActionButton onPress={() => store.undo()} isDisabled={!store.dirty || store.isNew}><Undo /><Text>{t('widget-editor.undo')}</Text></ActionButton>
      )}
      <ActionButton onPress={props.onSaveAs}><SaveAsFloppy /><Text>{t('widget-editor.save-as')}</Text></ActionButton>
      {!store.isReadOnly && (
        <Button variant="accent" onPress={props.onSave} isPending={store.saving} isDisabled={!store.dirty && !store.isNew}>
          <SaveFloppy /><Text>{t('action.save')}</Text>
        </Button>
      )}
    </div>
  );
});
