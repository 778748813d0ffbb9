import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { authServiceRef, authorityLabelKey, useService } from '@tessera/sdk';

/** The signed-in user's account. */
const ProfilePage = observer(function ProfilePage() {
  const { t } = useTranslation();
  const auth = useService(authServiceRef);
  const user = auth.userDetails;
  if (!user) return null;
  const lastLogin = user.additionalInfo?.lastLoginTs;
  const rows: [string, string][] = [
    [t('user.email'), user.email],
    [t('user.first-name'), user.firstName ?? ''],
    [t('user.last-name'), user.lastName ?? ''],
    [t('user.authority'), t(authorityLabelKey(user.authority))],
    [t('profile.last-login'), typeof lastLogin === 'number' ? new Date(lastLogin).toLocaleString('en-GB') : t('profile.never')],
  ];
  return (
    <div className="tb-page">
      <div className="tb-card tb-profile-card">
        <h1 className="tb-card-title">{t('profile.profile')}</h1>
        <dl className="tb-definition-list">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
});
export default ProfilePage;
