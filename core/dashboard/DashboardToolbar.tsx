import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  ActionButton, Breadcrumbs, Button, ButtonGroup, DialogTrigger, Flex, Heading, Item, Text, Tooltip, TooltipTrigger, View,
} from '@adobe/react-spectrum';
import Add from '@spectrum-icons/workflow/Add';
import Edit from '@spectrum-icons/workflow/Edit';
import FullScreen from '@spectrum-icons/workflow/FullScreen';
import FullScreenExit from '@spectrum-icons/workflow/FullScreenExit';
import Link from '@spectrum-icons/workflow/Link';
import Layers from '@spectrum-icons/workflow/Layers';
import Paste from '@spectrum-icons/workflow/Paste';
import Settings from '@spectrum-icons/workflow/Settings';
import { useService, notificationServiceRef } from '@tessera/sdk';
import { TimewindowButton } from '@tessera/ui';
import { type DashboardStore } from './DashboardStore';
import { type OpenDialog } from './DashboardDialogs';
import { DashboardSelect } from './DashboardSelect';
import { ToolButton } from './ToolButton';
import { WidgetPalette } from './WidgetPalette';

export interface DashboardToolbarProps {
  store: DashboardStore;
  canEdit: boolean;
  embedded: boolean;
  fullscreen: boolean;
  /** Public users and users whose default dashboard is fullscreen cannot leave it. */
  forcedFullscreen: boolean;
  openDialog(dialog: OpenDialog): void;
}

/** Title, state breadcrumbs, time window, and the edit-mode tools of a dashboard. */
export const DashboardToolbar = observer(function DashboardToolbar({ store, canEdit, embedded, fullscreen, forcedFullscreen, openDialog }: DashboardToolbarProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notifications = useService(notificationServiceRef);
  const config = store.config!;
  const settings = config.settings;
  const dashboardId = store.dashboard?.id.id ?? '';
  const save = () => store.save().then(
    () => notifications.show({ message: t('dashboard.saved'), type: 'success', duration: 1000 }),
    (error: unknown) => notifications.show({ message: error instanceof Error ? error.message : String(error), type: 'error' }),
  );
  return (
    <Flex UNSAFE_className="tessera-dashboard-toolbar" alignItems="center" gap="size-100" wrap>
      <Heading level={2} UNSAFE_className="tessera-dashboard-title" UNSAFE_style={{ color: /^rgba\(0, ?0, ?0, ?0\.87\d*\)$/.test(settings.titleColor ?? '') ? undefined : settings.titleColor }}>
        {store.dashboard?.title}
      </Heading>
      {settings.showDashboardsSelect !== false && !store.isEdit && !forcedFullscreen && !embedded && (
        <DashboardSelect dashboardId={dashboardId} fullscreen={fullscreen} />
      )}
      {/* The states opened so far; the space left over goes to them so they do not collapse early. */}
      <View flexGrow={1} minWidth={0}>
        {store.stack.length > 1 && (
          <Breadcrumbs onAction={(key) => store.popToState(Number(key))} size="S" showRoot>
            {store.stack.map((entry, index) => (
              <Item key={index}>{(entry.params.entityName as string | undefined) ?? config.states[entry.id]?.name ?? entry.id}</Item>
            ))}
          </Breadcrumbs>
        )}
      </View>
      {settings.showDashboardTimewindow !== false && (
        <TimewindowButton value={store.timewindow} onChange={(next) => store.setTimewindow(next)} maxDatapoints={store.maxDatapoints} isEdit={store.isEdit} />
      )}
      {store.isEdit ? (
        <>
          <DialogTrigger type="modal" isDismissable>
            <TooltipTrigger delay={300}>
              <ActionButton aria-label={t('dashboard.add-widget')}><Add /><Text>{t('dashboard.add-widget')}</Text></ActionButton>
              <Tooltip>{t('dashboard.add-widget')}</Tooltip>
            </TooltipTrigger>
            {(close) => <WidgetPalette close={close} onPick={(definition) => {
              const widget = store.addWidget(definition);
              if (widget) openDialog({ kind: 'widget', widgetId: widget.id });
            }} />}
          </DialogTrigger>
          <ToolButton label={t('dashboard.paste-widget')} icon={<Paste />} isDisabled={!store.clipboardWidget} onPress={() => store.paste()} />
          <ToolButton label={t('dashboard.entity-aliases')} icon={<Link />} onPress={() => openDialog({ kind: 'aliases' })} />
          <ToolButton label={t('dashboard.manage-states')} icon={<Layers />} onPress={() => openDialog({ kind: 'states' })} />
          <ToolButton label={t('dashboard.settings')} icon={<Settings />} onPress={() => openDialog({ kind: 'settings' })} />
          <ButtonGroup>
            <Button variant="secondary" onPress={() => store.cancelEdit()} isDisabled={store.saving}>{t('action.cancel')}</Button>
            <Button variant="accent" onPress={() => void save()} isPending={store.saving}>{t('action.save')}</Button>
          </ButtonGroup>
        </>
      ) : (
        <>
          {canEdit && <ToolButton label={t('dashboard.edit-mode')} icon={<Edit />} onPress={() => store.enterEdit()} />}
          {!embedded && (fullscreen
            ? !forcedFullscreen ? <ToolButton label={t('dashboard.exit-fullscreen')} icon={<FullScreenExit />} onPress={() => navigate(`/dashboards/${dashboardId}${window.location.search}`)} /> : null
            : <ToolButton label={t('dashboard.open-fullscreen')} icon={<FullScreen />} onPress={() => navigate(`/dashboard/${dashboardId}${window.location.search}`)} />)}
        </>
      )}
    </Flex>
  );
});
