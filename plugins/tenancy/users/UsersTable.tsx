import { useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import Email from '@spectrum-icons/workflow/Email';
import Link from '@spectrum-icons/workflow/Link';
import LockClosed from '@spectrum-icons/workflow/LockClosed';
import LockOpen from '@spectrum-icons/workflow/LockOpen';
import Login from '@spectrum-icons/workflow/Login';
import { authServiceRef, type EntityId, httpServiceRef, notificationServiceRef, useService } from '@tessera/sdk';
import { EntityTable, type EntityTableConfig } from '@tessera/ui';
import { formatDate, getPage, type User } from '../api';
import { ActivationLinkDialog } from './ActivationLinkDialog';

const enabled = (u: User) => u.additionalInfo?.userCredentialsEnabled !== false;

/**
 * Users of one tenant (its admins) or one customer: create with an activation mail or a
 * link, show the link, resend, enable or disable, log in as the user, delete.
 */
export const UsersTable = observer(function UsersTable(props: {
  listPath: string;
  authority: 'TENANT_ADMIN' | 'CUSTOMER_USER';
  tenantId?: EntityId;
  customerId?: EntityId;
  title: string;
}) {
  const { t } = useTranslation();
  const http = useService(httpServiceRef);
  const auth = useService(authServiceRef);
  const notifications = useService(notificationServiceRef);
  const navigate = useNavigate();
  const [link, setLink] = useState<string | null>(null);

  const config = useMemo<EntityTableConfig<User>>(() => {
    const showLink = async (user: User) => setLink(await http.get<string>(`/api/user/${user.id.id}/activationLink`, { responseType: 'text' }));
    return {
      entityType: 'USER',
      title: props.title,
      defaultSort: { property: 'createdTime', direction: 'DESC' },
      fetchPage: (pageLink) => getPage<User>(http, props.listPath, pageLink),
      idOf: (u) => u.id.id,
      nameOf: (u) => u.email,
      deleteEntity: async (u) => { await http.delete(`/api/user/${u.id.id}`); },
      isDeletable: (u) => u.id.id !== auth.authUser?.userId,
      columns: [
        { key: 'createdTime', title: 'common.created-time', width: '190px', value: (u) => formatDate(u.createdTime) },
        { key: 'firstName', title: 'user.first-name', value: (u) => u.firstName ?? '' },
        { key: 'lastName', title: 'user.last-name', value: (u) => u.lastName ?? '' },
        { key: 'email', title: 'user.email', value: (u) => u.email },
        { key: 'enabled', title: 'user.status', sortProperty: false, width: '120px', value: (u) => t(enabled(u) ? 'user.enabled' : 'user.disabled') },
      ],
      rowActions: [
        { id: 'link', label: 'user.activation-link', icon: Link, isVisible: (u) => !enabled(u), onAction: (u) => showLink(u) },
        {
          id: 'resend', label: 'user.resend-activation', icon: Email, isVisible: (u) => !enabled(u),
          onAction: async (u) => {
            await http.post(`/api/user/sendActivationMail?email=${encodeURIComponent(u.email)}`);
            notifications.show({ message: t('user.activation-email-sent'), type: 'success', duration: 3000 });
          },
        },
        {
          id: 'disable', label: 'user.disable-account', icon: LockClosed, isVisible: (u) => enabled(u) && u.id.id !== auth.authUser?.userId,
          onAction: async (u, table) => {
            await http.post(`/api/user/${u.id.id}/userCredentialsEnabled?userCredentialsEnabled=false`);
            table.reload();
          },
        },
        {
          id: 'enable', label: 'user.enable-account', icon: LockOpen, isVisible: (u) => !enabled(u),
          onAction: async (u, table) => {
            await http.post(`/api/user/${u.id.id}/userCredentialsEnabled?userCredentialsEnabled=true`);
            table.reload();
          },
        },
        {
          id: 'login-as', label: 'user.login-as-user', icon: Login, isVisible: () => auth.userTokenAccessEnabled,
          onAction: async (u) => {
            await auth.loginAsUser(u.id.id);
            navigate('/', { replace: true });
          },
        },
      ],
      form: {
        addTitle: 'user.add',
        definition: {
          fields: [
            { key: 'email', label: 'user.email', type: 'email', required: true, requiredMessage: 'user.email-required', maxLength: 255 },
            { key: 'firstName', label: 'user.first-name', type: 'text', maxLength: 255, half: true },
            { key: 'lastName', label: 'user.last-name', type: 'text', maxLength: 255, half: true },
            { key: 'description', label: 'common.description', type: 'textarea', maxLength: 1024 },
            {
              key: 'activation', label: 'user.activation-method', type: 'select', required: true,
              options: [
                { value: 'link', label: t('user.display-activation-link') },
                { value: 'mail', label: t('user.send-activation-mail') },
              ],
            },
          ],
        },
        toValues: (u) => ({
          email: u?.email ?? '', firstName: u?.firstName ?? '', lastName: u?.lastName ?? '',
          description: u?.additionalInfo?.description ?? '', activation: 'mail',
        }),
        save: async (values, existing) => {
          const sendMail = !existing && values.activation === 'mail';
          const saved = await http.post<User>(`/api/user?sendActivationMail=${sendMail}`, {
            ...(existing ?? { authority: props.authority, tenantId: props.tenantId, customerId: props.customerId }),
            email: String(values.email).trim(),
            firstName: String(values.firstName ?? '').trim(),
            lastName: String(values.lastName ?? '').trim(),
            additionalInfo: { ...(existing?.additionalInfo ?? {}), description: String(values.description ?? '') },
          });
          if (!existing && values.activation === 'link') await showLink(saved);
          return saved;
        },
      },
    };
  }, [http, auth, notifications, navigate, t, props.listPath, props.authority, props.tenantId, props.customerId, props.title]);

  return (
    <>
      <EntityTable config={config} />
      {link && <ActivationLinkDialog link={link} onClose={() => setLink(null)} />}
    </>
  );
});
