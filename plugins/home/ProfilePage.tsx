import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button } from '@adobe/react-spectrum/Button';
import { Item, Picker } from '@adobe/react-spectrum/Picker';
import { TextField } from '@adobe/react-spectrum/TextField';
import {
  authServiceRef, authorityLabelKey, languageServiceRef, notificationServiceRef, THEME_PREFERENCES,
  themeServiceRef, type ThemePreference, toThemePreference, useService,
} from '@tessera/sdk';
import { HelpButton } from '@tessera/ui';
import { ChangePasswordForm } from './ChangePasswordForm';
import './profile.css';

/** The signed-in user's account: names, language, and the password. */
const ProfilePage = observer(function ProfilePage() {
  const { t } = useTranslation();
  const auth = useService(authServiceRef);
  const language = useService(languageServiceRef);
  const notifications = useService(notificationServiceRef);
  const theme = useService(themeServiceRef);
  const user = auth.userDetails;
  const [firstName, setFirstName] = useState(user?.firstName ?? '');
  const [lastName, setLastName] = useState(user?.lastName ?? '');
  const [lang, setLang] = useState(language.current);
  const [themeChoice, setThemeChoice] = useState<ThemePreference>(theme.preference);
  const [saving, setSaving] = useState(false);
  if (!user) return null;

  const savedTheme = user.additionalInfo?.theme === undefined ? theme.preference : toThemePreference(user.additionalInfo.theme);
  const dirty = firstName !== (user.firstName ?? '') || lastName !== (user.lastName ?? '') || lang !== language.current
    || themeChoice !== savedTheme;
  const lastLogin = user.additionalInfo?.lastLoginTs;

  const save = async () => {
    setSaving(true);
    try {
      await auth.saveProfile({ firstName, lastName, additionalInfo: { lang, theme: themeChoice } });
      await language.setLanguage(lang);
      theme.setPreference(themeChoice);
      notifications.show({ message: t('profile.profile-saved'), type: 'success', duration: 3000 });
    } catch {
      // The HTTP service showed the error; the form keeps the user's input.
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="tb-page tb-profile">
      <section className="tb-card" aria-labelledby="profile-title">
        <div className="tb-card-header">
          <h1 id="profile-title" className="tb-card-title">{t('profile.profile')}</h1>
          <HelpButton helpId="profile" />
        </div>
        <p className="tb-profile-meta">
          <strong>{user.email}</strong>
          <span>{t(authorityLabelKey(user.authority))}</span>
          <span>
            {t('profile.last-login')}: {typeof lastLogin === 'number' ? new Date(lastLogin).toLocaleString('en-GB') : t('profile.never')}
          </span>
        </p>
        <form
          className="tb-form-grid"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <TextField label={t('user.first-name')} value={firstName} onChange={setFirstName} maxLength={255} width="100%" />
          <TextField label={t('user.last-name')} value={lastName} onChange={setLastName} maxLength={255} width="100%" />
          <Picker
            label={t('language.language')}
            selectedKey={lang}
            onSelectionChange={(key) => setLang(String(key))}
            items={language.supported}
            width="100%"
          >
            {(item) => <Item key={item.code}>{item.name}</Item>}
          </Picker>
          <Picker
            label={t('profile.theme')}
            selectedKey={themeChoice}
            onSelectionChange={(key) => setThemeChoice(toThemePreference(key))}
            width="100%"
          >
            {THEME_PREFERENCES.map((choice) => <Item key={choice}>{t(`profile.theme-${choice}`)}</Item>)}
          </Picker>
          <div className="tb-form-actions">
            <Button type="submit" variant="accent" isDisabled={!dirty || saving}>{t('action.save')}</Button>
          </div>
        </form>
      </section>
      {!auth.authUser?.isPublic && <ChangePasswordForm />}
    </div>
  );
});
export default ProfilePage;
