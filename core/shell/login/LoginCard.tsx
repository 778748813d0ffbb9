import { type FormEvent, type ReactNode } from 'react';
import { LogoMark } from '../LogoMark';
import './login.css';

/**
 * The card of the login page and of the password pages (reset, create, expired): logo, a progress
 * line while working, then the form. Light on purpose: the login page draws it without Spectrum.
 */
export function LoginCard(props: {
  title: string;
  subtitle?: string;
  logoLabel: string;
  loadingLabel: string;
  loading: boolean;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <div className="tb-login">
      <div className="tb-login-card">
        <div className="tb-login-header">
          <LogoMark label={props.logoLabel} />
        </div>
        <div className="tb-login-progress">
          {props.loading && (
            <div className="tb-login-progress-bar" role="progressbar" aria-label={props.loadingLabel}>
              <div className="tb-login-progress-fill" />
            </div>
          )}
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
