import { useTranslation } from 'react-i18next';
import { Content } from '@adobe/react-spectrum/Content';
import { Dialog } from '@adobe/react-spectrum/Dialog';
import { DialogContainer } from '@adobe/react-spectrum/DialogContainer';
import { Divider } from '@adobe/react-spectrum/Divider';
import { Heading } from '@adobe/react-spectrum/Heading';
import { comboLabel, EDITOR_ACTIONS, isMacPlatform, SHORTCUTS } from '../model/shortcuts';

/** Every editor action with all its keys (toggled with '?'). */
export function ShortcutsDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const mac = isMacPlatform();
  return (
    <DialogContainer onDismiss={onClose} type="modal" isDismissable>
      <Dialog size="M">
        <Heading>{t('rulechain-editor.action.shortcuts')}</Heading>
        <Divider />
        <Content>
          <table className="rce-shortcuts">
            <tbody>
              {EDITOR_ACTIONS.map((action) => (
                <tr key={action}>
                  <td>{t(`rulechain-editor.action.${action}`)}</td>
                  <td>{SHORTCUTS[action].map((combo) => <kbd key={comboLabel(combo, mac)}>{comboLabel(combo, mac)}</kbd>)}</td>
                </tr>
              ))}
              <tr><td>{t('rulechain-editor.shortcut.box-select')}</td><td><kbd>Shift</kbd> + {t('rulechain-editor.shortcut.drag')}</td></tr>
              <tr><td>{t('rulechain-editor.shortcut.multi-select')}</td><td><kbd>{mac ? '⌘' : 'Ctrl'}</kbd> + {t('rulechain-editor.shortcut.click')}</td></tr>
              <tr><td>{t('rulechain-editor.shortcut.move')}</td><td><kbd>←</kbd><kbd>↑</kbd><kbd>→</kbd><kbd>↓</kbd></td></tr>
            </tbody>
          </table>
        </Content>
      </Dialog>
    </DialogContainer>
  );
}
