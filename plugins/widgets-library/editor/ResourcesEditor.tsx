import { useTranslation } from 'react-i18next';
import { ActionButton } from '@adobe/react-spectrum/ActionButton';
import { Checkbox } from '@adobe/react-spectrum/Checkbox';
import { TextField } from '@adobe/react-spectrum/TextField';
import Add from '@spectrum-icons/workflow/Add';
import Delete from '@spectrum-icons/workflow/Delete';
import { Text } from '@adobe/react-spectrum/Text';
import { type ResourceRow } from '../model/validation';

/**
 * The descriptor's external resources: a URL per row and whether it is an ES module. The
 * widget sandbox loads none of them (its CSP allows no other origin); the list is kept so a
 * ThingsBoard type travels unchanged, and a type that names some shows why it does not run.
 */
export function ResourcesEditor(props: { rows: ResourceRow[]; onChange(rows: ResourceRow[]): void; isReadOnly: boolean; error: string | null }) {
  const { t } = useTranslation();
  const { rows } = props;
  const update = (i: number, row: Partial<ResourceRow>) => props.onChange(rows.map((r, j) => (j === i ? { ...r, ...row } : r)));
  return (
    <div className="tb-we-resources">
      <p className="tb-we-hint">{t('widget-editor.resources-hint')}</p>
      {rows.length === 0 && <p className="tb-we-empty">{t('widget-editor.no-resources')}</p>}
      {rows.map((row, i) => (
        <div className="tb-we-resource" key={i}>
          <TextField
            aria-label={t('widget-editor.resource-url-of', { index: i + 1 })} value={row.url} width="100%" isReadOnly={props.isReadOnly}
            onChange={(url) => update(i, { url })}
          />
          <Checkbox isSelected={row.isModule} isReadOnly={props.isReadOnly} onChange={(isModule) => update(i, { isModule })}>
            {t('widget-editor.is-module')}
          </Checkbox>
          {!props.isReadOnly && (
            <ActionButton isQuiet aria-label={t('widget-editor.remove-resource', { index: i + 1 })} onPress={() => props.onChange(rows.filter((_, j) => j !== i))}>
              <Delete />
            </ActionButton>
          )}
        </div>
      ))}
      {props.error && <p className="tb-we-error" role="alert">{t(props.error)}</p>}
      {!props.isReadOnly && (
        <ActionButton onPress={() => props.onChange([...rows, { url: '', isModule: false }])}>
          <Add /><Text>{t('widget-editor.add-resource')}</Text>
        </ActionButton>
      )}
    </div>
  );
}
