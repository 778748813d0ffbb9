import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '@adobe/react-spectrum/ActionButton';
import { Button } from '@adobe/react-spectrum/Button';
import { Keyboard } from '@adobe/react-spectrum/Keyboard';
import { Item, Menu, Section } from '@adobe/react-spectrum/Menu';
import { MenuTrigger } from '@adobe/react-spectrum/MenuTrigger';
import { Text } from '@adobe/react-spectrum/Text';
import Maximize from '@spectrum-icons/workflow/Maximize';
import MoreVertical from '@spectrum-icons/workflow/MoreVertical';
import Redo from '@spectrum-icons/workflow/Redo';
import Revert from '@spectrum-icons/workflow/Revert';
import SaveFloppy from '@spectrum-icons/workflow/SaveFloppy';
import Workflow from '@spectrum-icons/workflow/Workflow';
import Undo from '@spectrum-icons/workflow/Undo';
import ViewGrid from '@spectrum-icons/workflow/ViewGrid';
import ZoomIn from '@spectrum-icons/workflow/ZoomIn';
import ZoomOut from '@spectrum-icons/workflow/ZoomOut';
import { type EditorAction, isMacPlatform, shortcutLabel } from '../model/shortcuts';
import type { RuleChainEditorStore } from '../store/RuleChainEditorStore';
import type { EditorActions } from './editorActions';
import { ToolbarButton } from './ToolbarButton';

/** The toolbar menu: every action, grouped, each with its shortcut. */
const MENU: { id: string; actions: EditorAction[] }[] = [
  { id: 'file', actions: ['save', 'revert'] },
  { id: 'edit', actions: ['undo', 'redo', 'copy', 'cut', 'paste', 'delete', 'selectAll', 'selectNone'] },
  { id: 'node', actions: ['edit', 'link', 'toggleDebug', 'debugEvents', 'searchPalette'] },
  { id: 'view', actions: ['layout', 'fitView', 'zoomIn', 'zoomOut', 'toggleMinimap', 'shortcuts'] },
];

/**
 * The editor's bar: the chain's name, undo and redo, view tools, the menu of every action,
 * and the save bar (unsaved-changes note, Revert, Save).
 */
export const EditorToolbar = observer(function EditorToolbar({ editor, actions }: { editor: RuleChainEditorStore; actions: EditorActions }) {
  const { t } = useTranslation();
  const mac = isMacPlatform();
  const { graph } = editor;
  const all = MENU.flatMap((section) => section.actions);
  return (
    <div className="rce-toolbar" role="toolbar" aria-label={t('rulechain-editor.toolbar')}>
      <h2 className="rce-title" title={editor.chain?.name}>{editor.chain?.name}</h2>
      {editor.chain?.root && <span className="rce-root-badge">{t('rulechain-editor.root')}</span>}
      <div className="rce-tools">
        <ToolbarButton action="undo" actions={actions} icon={<Undo />} />
        <ToolbarButton action="redo" actions={actions} icon={<Redo />} />
        <span className="rce-tool-gap" />
        <ToolbarButton action="layout" actions={actions} icon={<Workflow />} />
        <ToolbarButton action="fitView" actions={actions} icon={<Maximize />} />
        <ToolbarButton action="zoomIn" actions={actions} icon={<ZoomIn />} />
        <ToolbarButton action="zoomOut" actions={actions} icon={<ZoomOut />} />
        <ToolbarButton action="toggleMinimap" actions={actions} icon={<ViewGrid />} />
        <MenuTrigger align="end">
          <ActionButton isQuiet aria-label={t('rulechain-editor.menu')}><MoreVertical /></ActionButton>
          <Menu
            aria-label={t('rulechain-editor.menu')}
            disabledKeys={all.filter((action) => !actions.isEnabled(action))}
            onAction={(key) => actions.run(key as EditorAction)}
          >
            {MENU.map((section) => (
              <Section key={section.id} aria-label={t(`rulechain-editor.menu-${section.id}`)}>
                {section.actions.map((action) => (
                  <Item key={action} textValue={t(`rulechain-editor.action.${action}`)}>
                    <Text>{t(`rulechain-editor.action.${action}`)}</Text>
                    <Keyboard>{shortcutLabel(action, mac)}</Keyboard>
                  </Item>
                ))}
              </Section>
            ))}
          </Menu>
        </MenuTrigger>
      </div>
      <div className="rce-savebar" aria-live="polite">
        {graph.dirty && <span className="rce-unsaved">{t('rulechain-editor.unsaved-changes')}</span>}
        <Button variant="secondary" isDisabled={!actions.isEnabled('revert')} onPress={() => actions.run('revert')}>
          <Revert /><Text>{t('rulechain-editor.action.revert')}</Text>
        </Button>
        <Button variant="accent" isDisabled={!actions.isEnabled('save')} isPending={editor.saving} onPress={() => actions.run('save')}>
          <SaveFloppy /><Text>{t('action.save')}</Text>
        </Button>
      </div>
    </div>
  );
});
