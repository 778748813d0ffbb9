import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@adobe/react-spectrum/Button';
import { ButtonGroup } from '@adobe/react-spectrum/ButtonGroup';
import { Content } from '@adobe/react-spectrum/Content';
import { Dialog } from '@adobe/react-spectrum/Dialog';
import { DialogContainer } from '@adobe/react-spectrum/DialogContainer';
import { Divider } from '@adobe/react-spectrum/Divider';
import { Heading } from '@adobe/react-spectrum/Heading';
import { TextField } from '@adobe/react-spectrum/TextField';
import { HttpError, httpServiceRef, notificationServiceRef, useService } from '@tessera/sdk';
import { claimPath, claimFailureKey } from './claim';

/**
 * A customer user claims a device by name with the secret key the device announced
 * (contract §10 'claim'); the device then belongs to the user's customer.
 */
export function ClaimDeviceDialog(props: { onClose(claimed: boolean): void }) {
  const { t } = useTranslation();
  const http = useService(httpServiceRef);
  const notifications = useService(notificationServiceRef);
  const [name, setName] = useState('');
  const [secretKey, setSecretKey] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const nameMissing = name.trim() === '';

  const claim = async () => {
    setSubmitted(true);
    if (nameMissing || busy) return;
    setBusy(true);
    setError(null);
    try {
      await http.post(claimPath(name), { secretKey }, { ignoreErrors: true });
      notifications.show({ message: t('device.claim-success', { name: name.trim() }), type: 'success' });
      props.onClose(true);
    } catch (e) {
      setError(claimFailureKey(e instanceof HttpError ? e : null));
      setBusy(false);
    }
  };

  return (
    <DialogContainer onDismiss={() => props.onClose(false)}>
      <Dialog size="M">
        <Heading>{t('device.claim-device')}</Heading>
        <Divider />
        <Content>
          <form className="tb-entity-form" onSubmit={(e) => { e.preventDefault(); void claim(); }}>
            <div className="tb-field">
              <TextField label={t('device.name')} value={name} onChange={setName} isRequired width="100%" autoFocus
                validationState={submitted && nameMissing ? 'invalid' : undefined}
                errorMessage={submitted && nameMissing ? t('device.name-required') : undefined} />
            </div>
            <div className="tb-field">
              <TextField label={t('device.secret-key')} value={secretKey} onChange={setSecretKey} width="100%" />
            </div>
            {error && <p className="tb-form-error" role="alert">{t(error)}</p>}
            <button type="submit" hidden />
          </form>
        </Content>
        <ButtonGroup>
          <Button variant="secondary" onPress={() => props.onClose(false)}>{t('action.cancel')}</Button>
          <Button variant="accent" onPress={() => void claim()} isDisabled={busy}>{t('device.claim')}</Button>
        </ButtonGroup>
      </Dialog>
    </DialogContainer>
  );
}
