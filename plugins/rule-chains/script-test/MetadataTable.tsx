import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '@adobe/react-spectrum/ActionButton';
import { Text } from '@adobe/react-spectrum/Text';
import { TextField } from '@adobe/react-spectrum/TextField';
import Add from '@spectrum-icons/workflow/Add';
import Delete from '@spectrum-icons/workflow/Delete';
import { type ScriptTestStore } from './ScriptTestStore';

/** The message metadata as key/value rows (seed 001 §2.5, key-value map): remove per row, add, a note when empty. */
export const MetadataTable = observer(function MetadataTable({ store }: { store: ScriptTestStore }) {
  const { t } = useTranslation();
  const error = store.metadataError;
  return (
    <div className="tb-script-test-metadata" role="group" aria-label={t('rulenode.script-test.metadata')}>
      <div className="tb-script-test-pane-title">{t('rulenode.script-test.metadata')}</div>
      <div className="tb-kv-rows">
        {store.metadata.length === 0 ? <p className="tb-kv-empty">{t('key-val.no-data')}</p> : (
          <div className="tb-kv-row tb-kv-head" aria-hidden="true"><span>{t('key-val.key')}</span><span>{t('key-val.value')}</span></div>
        )}
        {store.metadata.map((row, index) => (
          // Rows have no identity of their own; a removed row shifts the ones below it.
          <div className="tb-kv-row" key={index}>
            <TextField aria-label={t('key-val.key')} width="100%" isQuiet value={row.key}
              validationState={row.key.trim() ? undefined : 'invalid'}
              onChange={(key) => store.setMetadataRow(index, { ...row, key })} />
            <TextField aria-label={t('key-val.value')} width="100%" isQuiet value={row.value}
              validationState={row.value.trim() ? undefined : 'invalid'}
              onChange={(value) => store.setMetadataRow(index, { ...row, value })} />
            <ActionButton isQuiet aria-label={t('key-val.remove-entry')} onPress={() => store.removeMetadataRow(index)}><Delete /></ActionButton>
          </div>
        ))}
      </div>
      {error && <p className="tb-script-test-error" role="alert">{t(error)}</p>}
      <ActionButton onPress={() => store.addMetadataRow()} alignSelf="start">
        <Add />
        <Text>{t('key-val.add-entry')}</Text>
      </ActionButton>
    </div>
  );
});
