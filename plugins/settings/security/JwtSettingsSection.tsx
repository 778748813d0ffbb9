import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@adobe/react-spectrum/Button';
import { TextField } from '@adobe/react-spectrum/TextField';
import { authServiceRef, httpServiceRef, useService } from '@tessera/sdk';
import { ConfirmDialog } from '@tessera/ui';

interface JwtSettings {
  tokenExpirationTime: number;
  refreshTokenExpirationTime: number;
  tokenIssuer: string;
}

/**
 * Token lifetimes (set by the server's environment, shown read-only) and the rotation of
 * the signing key: every token issued so far stops working, so every session ends, the
 * administrator's own included; the confirmation says so and the console signs out.
 */
export function JwtSettingsSection() {
  const { t } = useTranslation();
  const http = useService(httpServiceRef);
  const auth = useService(authServiceRef);
  const [settings, setSettings] = useState<JwtSettings | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [rotating, setRotating] = useState(false);

  useEffect(() => {
    http.get<JwtSettings>('/api/admin/jwtSettings').then(setSettings, () => undefined);
  }, [http]);

  const rotate = async () => {
    setConfirming(false);
    setRotating(true);
    try {
      await http.post('/api/admin/jwtSettings', {});
      // This session's tokens are void now: the console signs out to the login page.
      await auth.logout();
    } catch {
      setRotating(false);
    }
  };

  return (
    <section className="tb-card tb-settings-card" aria-labelledby="jwt-title">
      <h2 id="jwt-title" className="tb-card-title">{t('admin.jwt-settings')}</h2>
      <div className="tb-settings-row">
        <TextField label={t('admin.jwt-token-expiration-time')} isReadOnly value={settings ? String(settings.tokenExpirationTime) : ''} width="100%" />
        <TextField
          label={t('admin.jwt-refresh-token-expiration-time')}
          isReadOnly
          value={settings ? String(settings.refreshTokenExpirationTime) : ''}
          width="100%"
        />
        <TextField label={t('admin.jwt-issuer-name')} isReadOnly value={settings?.tokenIssuer ?? ''} width="100%" />
      </div>
      <p className="tb-settings-hint">{t('admin.jwt-lifetimes-hint')}</p>
      <div className="tb-settings-actions">
        <span className="tb-settings-actions-gap" />
        <Button variant="negative" isDisabled={rotating} onPress={() => setConfirming(true)}>
          {t('admin.jwt-rotate-key')}
        </Button>
      </div>
      <ConfirmDialog
        target={confirming}
        texts={() => ({ title: t('admin.jwt-rotate-key-title'), message: t('admin.jwt-rotate-key-text'), confirmLabel: t('admin.jwt-rotate-key') })}
        onConfirm={() => void rotate()}
        onClose={() => setConfirming(false)}
      />
    </section>
  );
}
