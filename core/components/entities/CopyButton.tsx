import { useTranslation } from 'react-i18next';
import { ActionButton } from '@adobe/react-spectrum/ActionButton';
import { Text } from '@adobe/react-spectrum/Text';
import Copy from '@spectrum-icons/workflow/Copy';
import { notificationServiceRef, useService } from '@tessera/sdk';

/** Copies `value` to the clipboard and confirms with a toast (`copied`, an i18n key), as ThingsBoard's copy buttons do. */
export function CopyButton(props: { label: string; value: string; copied: string; isDisabled?: boolean }) {
  const { t } = useTranslation();
  const notifications = useService(notificationServiceRef);
  const copy = () => {
    void navigator.clipboard?.writeText(props.value).then(
      () => notifications.show({ message: t(props.copied), type: 'success', duration: 1500 }),
      () => notifications.show({ message: t('action.copy-failed'), type: 'error', duration: 3000 }),
    );
  };
  return (
    <ActionButton onPress={copy} isDisabled={props.isDisabled || !props.value}>
      <Copy />
      <Text>{t(props.label)}</Text>
    </ActionButton>
  );
}
