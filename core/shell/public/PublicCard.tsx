import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginCard } from '../login/LoginCard';

export { EMAIL_PATTERN } from '../login/LoginForm';

/** The card of the password pages (reset, create, expired), in the console: the login page's card, translated. */
export function PublicCard(props: {
  title: string;
  subtitle?: string;
  loading: boolean;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return <LoginCard {...props} logoLabel={t('app.title')} loadingLabel={t('common.loading')} />;
}
