import { useTranslation } from 'react-i18next';
import { LogoMark } from './LogoMark';

/** The logo, labelled with the translated application title. */
export function Logo() {
  const { t } = useTranslation();
  return <LogoMark label={t('app.title')} />;
}
