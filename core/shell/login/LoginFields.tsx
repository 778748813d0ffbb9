import { useId, useState } from 'react';
import { type Translate } from './loginStrings';

const ALERT_ICON = 'M8.564 1.289L.2 16.256A.5.5 0 0 0 .636 17h16.728a.5.5 0 0 0 .436-.744L9.436 1.289a.5.5 0 0 0-.872 0zM10 14.75a.25.25 0 0 1-.25.25h-1.5a.25.25 0 0 1-.25-.25v-1.5a.25.25 0 0 1 .25-.25h1.5a.25.25 0 0 1 .25.25zm0-3a.25.25 0 0 1-.25.25h-1.5a.25.25 0 0 1-.25-.25v-6a.25.25 0 0 1 .25-.25h1.5a.25.25 0 0 1 .25.25z';

/** Spectrum's alert glyph (18x18), for invalid fields and the error dialog. */
export function AlertIcon({ className, label }: { className: string; label?: string }) {
  return (
    <svg className={className} viewBox="0 0 18 18" width="18" height="18" focusable="false" role="img" aria-hidden={label ? undefined : true} aria-label={label}>
      <path d={ALERT_ICON} />
    </svg>
  );
}

interface FieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  name: string;
  autoComplete: string;
  isDisabled?: boolean;
}

/** A text field drawn like Spectrum's (label above, 32 px box, error text below) without its code. */
export function LoginTextField(props: FieldProps & { type: string; isRequired?: boolean; errorMessage?: string | null }) {
  const id = useId();
  const invalid = Boolean(props.errorMessage);
  return (
    <div className="tb-field">
      <label className="tb-field-label" htmlFor={id}>
        {props.label}
        {props.isRequired && <span className="tb-field-required" aria-hidden="true"> *</span>}
      </label>
      <div className={`tb-field-box${invalid ? ' tb-field-invalid' : ''}`}>
        <input
          id={id} className="tb-field-input" type={props.type} name={props.name} autoComplete={props.autoComplete}
          value={props.value} onChange={(event) => props.onChange(event.target.value)} disabled={props.isDisabled}
          aria-required={props.isRequired || undefined} aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
        />
        {invalid && <AlertIcon className="tb-field-alert" />}
      </div>
      {invalid && <div id={`${id}-error`} className="tb-field-error">{props.errorMessage}</div>}
    </div>
  );
}

const EYE = [
  'M24.613,8.58A14.972,14.972,0,0,0,18,6.937c-8.664,0-15.75,8.625-15.75,11.423,0,3,7.458,10.7,15.686,10.7,8.3,0,15.814-7.706,15.814-10.7C33.75,16,29.536,11.019,24.613,8.58ZM18,27.225A9.225,9.225,0,1,1,27.225,18,9.225,9.225,0,0,1,18,27.225Z',
  'M20.667,18.083A2.667,2.667,0,0,1,18,15.417a2.632,2.632,0,0,1,1.35-2.27A4.939,4.939,0,0,0,18,12.938,5.063,5.063,0,1,0,23.063,18a4.713,4.713,0,0,0-.175-1.2A2.625,2.625,0,0,1,20.667,18.083Z',
];
const EYE_OFF = [
  'M14.573,9.44A9.215,9.215,0,0,1,26.56,21.427l2.945,2.945C32.1,22.183,33.75,19.76,33.75,18.36c0-2.364-4.214-7.341-9.137-9.78A14.972,14.972,0,0,0,18,6.937a14.36,14.36,0,0,0-4.989.941Z',
  'M33.794,32.058,22.328,20.592A5.022,5.022,0,0,0,23.062,18a4.712,4.712,0,0,0-.174-1.2,2.625,2.625,0,0,1-2.221,1.278A2.667,2.667,0,0,1,18,15.417a2.632,2.632,0,0,1,1.35-2.27A4.945,4.945,0,0,0,18,12.938a5.022,5.022,0,0,0-2.592.734L3.942,2.206a.819.819,0,0,0-1.157,0l-.578.579a.817.817,0,0,0,0,1.157l6.346,6.346c-3.816,2.74-6.3,6.418-6.3,8.072,0,3,7.458,10.7,15.686,10.7a16.455,16.455,0,0,0,7.444-1.948l6.679,6.679a.817.817,0,0,0,1.157,0l.578-.578A.818.818,0,0,0,33.794,32.058ZM18,27.225a9.2,9.2,0,0,1-7.321-14.811l2.994,2.994A5.008,5.008,0,0,0,12.938,18,5.062,5.062,0,0,0,18,23.063a5.009,5.009,0,0,0,2.592-.736l2.994,2.994A9.144,9.144,0,0,1,18,27.225Z',
];

/** The password input with a show/hide toggle (Spectrum's Visibility workflow icons). */
export function LoginPasswordField(props: FieldProps & { t: Translate }) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div className="tb-field">
      <label className="tb-field-label" htmlFor={id}>{props.label}</label>
      <div className="tb-field-box">
        <input
          id={id} className="tb-field-input tb-field-input-toggle" type={visible ? 'text' : 'password'} name={props.name}
          autoComplete={props.autoComplete} value={props.value} onChange={(event) => props.onChange(event.target.value)}
          disabled={props.isDisabled}
        />
        <button
          type="button" className="tb-field-toggle" disabled={props.isDisabled} onClick={() => setVisible((v) => !v)}
          aria-label={visible ? props.t('login.hide-password') : props.t('login.show-password')}
        >
          <svg viewBox="0 0 36 36" width="18" height="18" focusable="false" aria-hidden="true">
            {(visible ? EYE_OFF : EYE).map((d) => <path key={d} fillRule="evenodd" d={d} />)}
          </svg>
        </button>
      </div>
    </div>
  );
}
