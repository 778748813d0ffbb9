import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '@adobe/react-spectrum/Button';
import { TextField } from '@adobe/react-spectrum/TextField';
import { httpServiceRef, notificationServiceRef } from '../../sdk/services';
import { useService } from '../../sdk/useService';
import { EMAIL_PATTERN, PublicCard } from './PublicCard';

/** Asks for a reset link by email. The button is disabled while loading and after one click. */
export default function ResetPasswordRequestPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const http = useService(httpServiceRef);
  const notifications = useService(notificationServiceRef);
  const [email, setEmail] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [loading, setLoading] = useState(false);
  const [sent, setSent] = useState(false);
  const error = !email ? t('login.email-required') : !EMAIL_PATTERN.test(email) ? t('user.invalid-email-format') : null;

  const request = async () => {
    setSubmitted(true);
    if (error || loading || sent) return;
    setLoading(true);
    try {
      await http.post('/api/noauth/resetPasswordByEmail', { email });
      setSent(true);
      notifications.show({ message: t('login.password-link-sent-message'), type: 'success', duration: 5000 });
    } catch {
      // The HTTP service already showed the error; the user may try again.
    } finally {
      setLoading(false);
    }
  };

  return (
    <PublicCard title={t('login.request-password-reset')} loading={loading} onSubmit={() => void request()}>
      <TextField
        label={t('login.email')}
        type="email"
        name="email"
        autoComplete="email"
        isRequired
        width="100%"
        value={email}
        onChange={setEmail}
        validationState={submitted && error ? 'invalid' : undefined}
        errorMessage={submitted ? error ?? undefined : undefined}
        isDisabled={loading || sent}
      />
      <div className="tb-public-actions">
        <Button variant="secondary" onPress={() => navigate('/login')}>{t('action.cancel')}</Button>
        <Button type="submit" variant="accent" isDisabled={loading || sent}>{t('login.request-password-reset')}</Button>
      </div>
    </PublicCard>
  );
}
