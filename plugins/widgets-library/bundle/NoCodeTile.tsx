import { useTranslation } from 'react-i18next';
import { ActionButton } from '@adobe/react-spectrum/ActionButton';
import { Text } from '@adobe/react-spectrum/Text';
import Brackets from '@spectrum-icons/workflow/Brackets';

/**
 * A widget type with neither HTML nor JavaScript of its own, for which this console has no
 * built-in widget either: it says so plainly, and offers the widget editor, where its code can
 * be written (or, for a system type a tenant cannot change, copied with Save as). In the editor
 * itself it points at the panes instead.
 */
export function NoCodeTile(props: { name: string; onOpen?: () => void; readOnly?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="tb-no-code-tile" role="group" aria-label={t('widget-type.no-code-title')}>
      <Brackets aria-hidden size="M" />
      <strong>{t('widget-type.no-code-title')}</strong>
      <p>{t(props.onOpen ? 'widget-type.no-code-text' : props.readOnly ? 'widget-type.no-code-read-only-hint' : 'widget-type.no-code-editor-hint', { name: props.name })}</p>
      {props.onOpen && (
        <ActionButton onPress={props.onOpen}><Text>{t('widget-type.no-code-open')}</Text></ActionButton>
      )}
    </div>
  );
}
