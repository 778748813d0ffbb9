import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@adobe/react-spectrum/TextField';
import { ActionButton } from '@adobe/react-spectrum/ActionButton';
import Visibility from '@spectrum-icons/workflow/Visibility';
import VisibilityOff from '@spectrum-icons/workflow/VisibilityOff';

/** A password input with a show/hide toggle. */
export function PasswordField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  isDisabled?: boolean;
  autoComplete?: string;
  name?: string;
}) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <div className="tb-password-field">
      <TextField
        label={props.label}
        type={visible ? 'text' : 'password'}
        name={props.name ?? 'password'}
        autoComplete={props.autoComplete ?? 'current-password'}
        width="100%"
        value={props.value}
        onChange={props.onChange}
        isDisabled={props.isDisabled}
      />
      <ActionButton
        isQuiet
        aria-label={visible ? t('login.hide-password') : t('login.show-password')}
        onPress={() => setVisible((v) => !v)}
        UNSAFE_className="tb-password-toggle"
        isDisabled={props.isDisabled}
      >
        {visible ? <VisibilityOff /> : <Visibility />}
      </ActionButton>
    </div>
  );
}
