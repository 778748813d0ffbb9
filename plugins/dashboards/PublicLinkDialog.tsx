import { useTranslation } from 'react-i18next';
import { Button } from '@adobe/react-spectrum/Button';
import { ButtonGroup } from '@adobe/react-spectrum/ButtonGroup';
import { Content } from '@adobe/react-spectrum/Content';
import { Dialog } from '@adobe/react-spectrum/Dialog';
import { DialogContainer } from '@adobe/react-spectrum/DialogContainer';
import { Divider } from '@adobe/react-spectrum/Divider';
import { Heading } from '@adobe/react-spectrum/Heading';
import { CopyTextField } from '../shared/CopyTextField';
import { type DashboardInfo, publicDashboardLink } from './dashboards';

/** The link that opens a public dashboard without signing in, ready to copy. */
export function PublicLinkDialog(props: { dashboard: DashboardInfo; onClose(): void }) {
  const { t } = useTranslation();
  const link = publicDashboardLink(window.location.origin, props.dashboard) ?? '';
  return (
    <DialogContainer onDismiss={props.onClose}>
      <Dialog size="M">
        <Heading>{t('dashboard.public-link-title', { title: props.dashboard.title })}</Heading>
        <Divider />
        <Content>
          <p className="tb-dialog-text">{t('dashboard.public-link-text')}</p>
          <CopyTextField label={t('dashboard.public-link')} value={link} onChange={() => undefined} isReadOnly />
        </Content>
        <ButtonGroup>
          <Button variant="accent" onPress={props.onClose} autoFocus>{t('action.close')}</Button>
        </ButtonGroup>
      </Dialog>
    </DialogContainer>
  );
}
