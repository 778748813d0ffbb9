import { type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ProgressBar } from '@adobe/react-spectrum/ProgressBar';
import { Logo } from '../Logo';

/** The card of every public page: logo, a progress bar while loading, then a form. */
export function PublicCard(props: {
  title: string;
  subtitle?: string;
  loading: boolean;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <div className="tb-login">
      <div className="tb-login-card">
        <div className="tb-login-header">
          <Logo />
        </div>
        <div className="tb-login-progress">
          {props.loading && <ProgressBar aria-label={t('common.loading')} isIndeterminate size="S" width="100%" />}
        </div>
        <form className="tb-login-form" onSubmit={submit} noValidate aria-label={props.title}>
          <h1 className="tb-login-title">{props.title}</h1>
          {props.subtitle && <p className="tb-login-subtitle" role="note">{props.subtitle}</p>}
          {props.children}
        </form>
      </div>
    </div>
  );
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
