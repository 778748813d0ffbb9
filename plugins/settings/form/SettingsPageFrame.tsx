import { type ReactNode, useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button } from '@adobe/react-spectrum/Button';
import { ProgressCircle } from '@adobe/react-spectrum/ProgressCircle';
import { notificationServiceRef, useService } from '@tessera/sdk';
import { ConfirmDialog, ErrorTile } from '@tessera/ui';
import { useLeaveGuard } from '../../shared/useLeaveGuard';
import type { SettingsFormStore } from './SettingsFormStore';
import '../settings.css';

export interface SettingsPageFrameProps<T extends object> {
  form: SettingsFormStore<T>;
  title: string;
  /** Buttons beside Save and Undo (e.g. "Send test mail"). */
  extraActions?: ReactNode;
  /** The form's fields, rendered once the value is loaded. */
  children: (value: T) => ReactNode;
}

/**
 * The frame of every settings page: a card with the title, the fields, Undo and Save,
 * a toast once saved, and a question before leaving with unsaved changes.
 */
function SettingsPageFrameImpl<T extends object>({ form, title, extraActions, children }: SettingsPageFrameProps<T>) {
  const { t } = useTranslation();
  const notifications = useService(notificationServiceRef);
  const guard = useLeaveGuard(form.dirty);

  useEffect(() => {
    void form.load();
  }, [form]);

  const save = async () => {
    try {
      if (await form.submit()) notifications.show({ message: t('admin.settings-saved'), type: 'success', duration: 3000 });
    } catch {
      // The HTTP service showed the server's message; the form keeps the input.
    }
  };

  let body: ReactNode;
  if (form.loadError) {
    body = <ErrorTile title={t('admin.settings-load-failed')} error={form.loadError as Error} onRetry={() => void form.load()} />;
  } else if (!form.value) {
    body = <div className="tb-settings-loading"><ProgressCircle aria-label={t('common.loading')} isIndeterminate /></div>;
  } else {
    body = (
      <form
        className="tb-settings-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        {children(form.value)}
        <div className="tb-settings-actions">
          {extraActions}
          <span className="tb-settings-actions-gap" />
          <Button variant="secondary" isDisabled={!form.dirty || form.saving} onPress={() => form.undo()}>
            {t('action.undo')}
          </Button>
          <Button type="submit" variant="accent" isDisabled={!form.dirty || form.saving}>
            {t('action.save')}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <div className="tb-page tb-settings-page">
      <section className="tb-card tb-settings-card" aria-labelledby="settings-title">
        <h1 id="settings-title" className="tb-card-title">{title}</h1>
        {body}
      </section>
      <ConfirmDialog
        target={guard.asking}
        texts={() => ({
          title: t('admin.unsaved-title'), message: t('admin.unsaved-text'),
          confirmLabel: t('admin.discard-and-leave'), cancelLabel: t('admin.stay'), variant: 'warning',
        })}
        onConfirm={() => guard.leave()}
        onClose={() => guard.stay()}
      />
    </div>
  );
}

export const SettingsPageFrame = observer(SettingsPageFrameImpl) as typeof SettingsPageFrameImpl;
