import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@adobe/react-spectrum/Button';
import { ButtonGroup } from '@adobe/react-spectrum/ButtonGroup';
import { Content } from '@adobe/react-spectrum/Content';
import { Dialog } from '@adobe/react-spectrum/Dialog';
import { Divider } from '@adobe/react-spectrum/Divider';
import { Flex } from '@adobe/react-spectrum/Flex';
import { Heading } from '@adobe/react-spectrum/Heading';

/**
 * The frame of the dashboard's editing dialogs: a title, a column of fields, Cancel and a
 * Save that stays disabled while the edit is invalid. `overlay` holds nested dialogs.
 */
export function SaveCancelDialog(props: {
  title: string;
  size?: 'M' | 'L';
  canSave: boolean;
  onSave(): void;
  onCancel(): void;
  children: ReactNode;
  overlay?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog size={props.size ?? 'L'}>
      <Heading>{props.title}</Heading>
      <Divider />
      <Content>
        <Flex direction="column" gap="size-150">{props.children}</Flex>
      </Content>
      <ButtonGroup>
        <Button variant="secondary" onPress={props.onCancel}>{t('action.cancel')}</Button>
        <Button variant="accent" isDisabled={!props.canSave} onPress={props.onSave}>{t('action.save')}</Button>
      </ButtonGroup>
      {props.overlay}
    </Dialog>
  );
}

/** Cell style of the dialogs' plain tables (Spectrum's TableView needs a measured viewport). */
export const TABLE_CELL = { padding: '4px 8px', borderBottom: '1px solid var(--spectrum-global-color-gray-300)', textAlign: 'left' as const };

/** A full-width table with a header row and a last, unlabelled column of row actions. */
export function DialogTable(props: { headers: string[]; actionsLabel: string; children: ReactNode }) {
  return (
    <table style={{ width: '100%', borderCollapse: 'collapse' }}>
      <thead>
        <tr>
          {props.headers.map((h) => <th key={h} style={TABLE_CELL}>{h}</th>)}
          <th style={TABLE_CELL} aria-label={props.actionsLabel} />
        </tr>
      </thead>
      <tbody>{props.children}</tbody>
    </table>
  );
}
