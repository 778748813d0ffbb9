import { useTranslation } from 'react-i18next';
import { ErrorTile } from '../../sdk/ErrorTile';

/**
 * A shipped system widget type with neither code of its own nor a built-in React widget in this
 * console: a tile that says so (a sandbox frame would be an empty cell).
 */
export function NoImplementationTile({ name }: { name: string }) {
  const { t } = useTranslation();
  return <ErrorTile title={t('widget-sandbox.not-implemented', { name })} />;
}
