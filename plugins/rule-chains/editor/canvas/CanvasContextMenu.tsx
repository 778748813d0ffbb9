import { useTranslation } from 'react-i18next';
import { ActionButton } from '@adobe/react-spectrum/ActionButton';
import { Keyboard } from '@adobe/react-spectrum/Keyboard';
import { Item, Menu } from '@adobe/react-spectrum/Menu';
import { MenuTrigger } from '@adobe/react-spectrum/MenuTrigger';
import { Text } from '@adobe/react-spectrum/Text';
import { type EditorAction, isMacPlatform, shortcutLabel } from '../model/shortcuts';
import type { EditorActions } from '../toolbar/editorActions';

/** Where the menu opened: on a node, or on the empty canvas. */
export interface ContextMenuState {
  x: number;
  y: number;
  nodeId?: string;
}

const NODE_ITEMS: EditorAction[] = ['edit', 'debugEvents', 'toggleDebug', 'copy', 'cut', 'delete'];
const PANE_ITEMS: EditorAction[] = ['paste', 'selectAll', 'link', 'layout', 'fitView'];

/**
 * The right-click menu of the canvas: a node's actions, or the canvas's. Spectrum has no
 * context menu, so a menu trigger too small to see is placed where the pointer was.
 */
export function CanvasContextMenu({ state, actions, onClose }: { state: ContextMenuState; actions: EditorActions; onClose(): void }) {
  const { t } = useTranslation();
  const mac = isMacPlatform();
  const items = state.nodeId ? NODE_ITEMS : PANE_ITEMS;
  return (
    <div className="rce-context-anchor" style={{ left: state.x, top: state.y }}>
      <MenuTrigger isOpen onOpenChange={(open) => !open && onClose()} align="start">
        <ActionButton isQuiet aria-label={t('rulechain-editor.context-menu')} UNSAFE_className="rce-context-trigger" />
        <Menu
          aria-label={t('rulechain-editor.context-menu')}
          disabledKeys={items.filter((action) => !(state.nodeId && action === 'edit') && !actions.isEnabled(action))}
          onAction={(key) => {
            onClose();
            actions.run(key as EditorAction, state.nodeId);
          }}
        >
          {items.map((action) => (
            <Item key={action} textValue={t(`rulechain-editor.action.${action}`)}>
              <Text>{t(`rulechain-editor.action.${action}`)}</Text>
              <Keyboard>{shortcutLabel(action, mac)}</Keyboard>
            </Item>
          ))}
        </Menu>
      </MenuTrigger>
    </div>
  );
}
