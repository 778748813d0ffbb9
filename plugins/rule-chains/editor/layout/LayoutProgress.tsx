import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button } from '@adobe/react-spectrum/Button';
import { ProgressBar } from '@adobe/react-spectrum/ProgressBar';
import type { RuleChainEditorStore } from '../store/RuleChainEditorStore';

/**
 * Over the canvas while an auto-layout runs in the worker: a progress bar and Cancel, on a
 * veil that keeps the chain from being edited under the layout (the rest of the page stays
 * usable). A failed layout says why until dismissed.
 */
export const LayoutProgress = observer(function LayoutProgress({ editor }: { editor: RuleChainEditorStore }) {
  const { t } = useTranslation();
  if (editor.layingOut) {
    return (
      <div className="rce-layout-veil" data-layout="running">
        <div className="rce-layout-panel" role="status">
          <ProgressBar isIndeterminate label={t('rulechain-editor.layout-running')} width="size-3400" />
          <Button variant="secondary" onPress={() => editor.cancelLayout()}>{t('rulechain-editor.layout-cancel')}</Button>
        </div>
      </div>
    );
  }
  if (editor.layoutError) {
    return (
      <div className="rce-layout-panel rce-layout-error" role="alert">
        <span>{t('rulechain-editor.layout-failed', { error: editor.layoutError })}</span>
        <Button variant="secondary" onPress={() => editor.dismissLayoutError()}>{t('action.close')}</Button>
      </div>
    );
  }
  return null;
});
