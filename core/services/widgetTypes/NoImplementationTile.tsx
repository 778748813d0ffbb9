import { useTranslation } from 'react-i18next';

/**
 * A widget type with neither HTML nor JavaScript of its own, for which this console has no
 * built-in widget either (for example a ThingsBoard system type whose code is Angular): the cell
 * says so plainly instead of staying blank. Not an error: nothing failed, so no alert role.
 * The widgets library shows the same words with a button to the editor.
 */
export function NoImplementationTile({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <div className="tb-error-tile tb-no-code-cell" role="note">
      <strong className="tb-error-tile-title">{t('widget-type.no-code-title')}</strong>
      <span className="tb-error-tile-plugin">{t('widget-type.no-code-text', { name })}</span>
    </div>
  );
}
