import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '@adobe/react-spectrum/ActionButton';
import { Tooltip, TooltipTrigger } from '@adobe/react-spectrum/Tooltip';
import { type EditorAction, isMacPlatform, shortcutLabel } from '../model/shortcuts';
import type { EditorActions } from './editorActions';

/** An icon button for one action; its tooltip names the action and its shortcut. */
export function ToolbarButton({ action, actions, icon }: { action: EditorAction; actions: EditorActions; icon: ReactElement }) {
  const { t } = useTranslation();
  const label = t(`rulechain-editor.action.${action}`);
  return (
    <TooltipTrigger delay={400}>
      <ActionButton isQuiet aria-label={label} aria-keyshortcuts={shortcutLabel(action)} isDisabled={!actions.isEnabled(action)}
        onPress={() => actions.run(action)}>
        {icon}
      </ActionButton>
      <Tooltip>{`${label} (${shortcutLabel(action, isMacPlatform())})`}</Tooltip>
    </TooltipTrigger>
  );
}
