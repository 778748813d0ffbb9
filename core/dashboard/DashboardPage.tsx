import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ActionButton, DialogContainer, ProgressCircle, Text, ToggleButton, Tooltip, TooltipTrigger } from '@adobe/react-spectrum';
import RailRightClose from '@spectrum-icons/workflow/RailRightClose';
import RailRightOpen from '@spectrum-icons/workflow/RailRightOpen';
import {
  type ActionTarget, authServiceRef, httpServiceRef, mobileAppServiceRef, notificationServiceRef, scriptSandboxServiceRef,
  type ServiceHolder, useService, useServices,
} from '@tessera/sdk';
import { AliasResolver } from './data/AliasResolver';
import { type WidgetRuntimeDeps } from './data/WidgetRuntime';
import { DashboardGrid } from './DashboardGrid';
import { DashboardStore, localStorageClipboard } from './DashboardStore';
import { CustomPrettyDialog } from './CustomPrettyDialog';
import { DashboardToolbar } from './DashboardToolbar';
import { DashboardDialogs, type OpenDialog } from './DashboardDialogs';
import { MOBILE_BREAKPOINT } from './model/layout';
import { visibleLayouts } from './model/stateLayouts';
import { decodeStateParam, encodeStateParam, rootStateId } from './model/states';
import { type DashboardWidget, type LayoutId, type StateParams, type WidgetActionConfig } from './model/types';
import { widgetLibraryStoreRef } from '../services/refs';
import { WidgetCell } from './WidgetCell';
import './dashboard.css';

export interface DashboardPageProps {
  dashboardId: string;
  /** The `dashboard/{id}` route: no side menu, the page fills the window. */
  fullscreen: boolean;
}

/** The state parameters an action passes: the clicked entity, under a parameter name when one is set. */
export function actionParams(action: WidgetActionConfig, target: ActionTarget): StateParams {
  if (action.setEntityId === false || !target.entityId) return {};
  const entity = { entityId: target.entityId, entityName: target.entityName, entityLabel: target.entityLabel };
  return action.stateEntityParamName ? { [action.stateEntityParamName]: entity } : entity;
}

const NARROW_QUERY = `(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`;
const subscribeNarrow = (onChange: () => void) => {
  const query = window.matchMedia(NARROW_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** ThingsBoard's mobile view follows the window (not a layout's) width: below 960 px. */
function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribeNarrow, () => window.matchMedia(NARROW_QUERY).matches, () => false);
}

/**
 * A dashboard: toolbar, the grid of the current state, edit mode. The state stack lives in
 * the URL (`state`); `embedded` and `hideToolbar` trim the chrome, `reload` reloads.
 */
export const DashboardPage = observer(function DashboardPage({ dashboardId, fullscreen }: DashboardPageProps) {
  const { t } = useTranslation();
  const services = useServices();
  const http = useService(httpServiceRef);
  const auth = useService(authServiceRef);
  const library = useService(widgetLibraryStoreRef);
  const mobile = useService(mobileAppServiceRef);
  const notifications = useService(notificationServiceRef);
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [pretty, setPretty] = useState<{ action: WidgetActionConfig; target: ActionTarget; services: ServiceHolder } | null>(null);
  const store = useMemo(() => new DashboardStore({ http, clipboard: localStorageClipboard(localStorage) }), [http, dashboardId]);
  const aliases = useMemo(
    () => new AliasResolver({
      http, aliases: () => store.config?.entityAliases ?? {}, stateParams: () => store.stateParams, currentUser: () => auth.authUser, filters: () => store.config?.filters ?? {}, t,
    }),
    [http, store, auth, t],
  );
  useEffect(() => () => aliases.dispose(), [aliases]);
  const narrow = useNarrowScreen();
  const reload = search.get('reload');
  // The app learns whether the state has a right layout on load and on every state change.
  const reportLoaded = useCallback(() => {
    if (mobile.isMobileApp) mobile.report({ type: 'dashboardLoaded', hasRightLayout: store.hasRightLayout, rightLayoutOpened: store.activeLayout === 'right' });
  }, [store, mobile]);
  useEffect(() => {
    void library.loadAll();
    void store.load(dashboardId, new URLSearchParams(window.location.search).get('state')).then(reportLoaded);
  }, [store, dashboardId, reload, library, reportLoaded]);

  // The state stack is mirrored into the URL, and reported to the mobile app.
  useEffect(() => reaction(
    () => store.stack,
    (stack) => {
      if (!store.config) return;
      const encoded = encodeStateParam(stack, rootStateId(store.config));
      if (encoded === new URLSearchParams(window.location.search).get('state')) return;
      setSearch((old) => {
        const next = new URLSearchParams(old);
        if (encoded) next.set('state', encoded);
        else next.delete('state');
        return next;
      }, { replace: false });
      if (mobile.isMobileApp) mobile.report({ type: 'dashboardStateName', name: store.state?.name ?? '' });
    },
  ), [store, setSearch, mobile]);
  useEffect(() => reaction(() => store.stateId, reportLoaded), [store, reportLoaded]);
  useEffect(() => reaction(
    () => store.activeLayout === 'right',
    (rightLayoutOpened) => mobile.isMobileApp && mobile.report({ type: 'dashboardLayout', rightLayoutOpened }),
  ), [store, mobile]);
  // Back and forward through states: the URL leads.
  const stateParam = search.get('state');
  useEffect(() => {
    const config = store.config;
    if (config && stateParam !== encodeStateParam(store.stack, rootStateId(config))) store.setStack(decodeStateParam(stateParam, config));
  }, [store, stateParam]);
  // The app's layout toggle always gets an answer; the reaction above gives it when the layout changes.
  const toggleLayout = useCallback(() => {
    if (store.hasRightLayout) store.toggleRightLayout();
    else if (mobile.isMobileApp) mobile.report({ type: 'dashboardLayout', rightLayoutOpened: false });
  }, [store, mobile]);
  useEffect(() => {
    const subscription = mobile.onToggleLayout(toggleLayout);
    return () => subscription.dispose();
  }, [mobile, toggleLayout]);

  const onAction = useCallback((action: WidgetActionConfig, target: ActionTarget, widgetServices: ServiceHolder) => {
    const params = actionParams(action, target);
    switch (action.type) {
      case 'openDashboardState':
        if (action.targetDashboardStateId) store.openState(action.targetDashboardStateId, params, action.openRightLayout === true);
        break;
      case 'updateDashboardState':
        if (action.targetDashboardStateId) store.updateState(action.targetDashboardStateId, params, action.openRightLayout === true);
        break;
      case 'openDashboard': {
        if (!action.targetDashboardId) break;
        const state = action.targetDashboardStateId ? encodeStateParam([{ id: action.targetDashboardStateId, params }], '') : null;
        navigate(`/${fullscreen ? 'dashboard' : 'dashboards'}/${action.targetDashboardId}${state ? `?state=${encodeURIComponent(state)}` : ''}`);
        break;
      }
      case 'customPretty':
        // Its HTML, CSS and function in the widget sandbox, in a dialog.
        setPretty({ action, target, services: widgetServices });
        break;
      case 'custom':
        // In the widget's own sandbox, beside its data-key functions.
        void widgetServices.get(scriptSandboxServiceRef)
          .run(action.customFunction ?? '', ['entityId', 'entityName', 'entityLabel'], [target.entityId ?? null, target.entityName ?? null, target.entityLabel ?? null])
          .catch((error: unknown) => notifications.show({ message: error instanceof Error ? error.message : String(error), type: 'error' }));
        break;
      case 'mobileAction':
        mobile.report({ type: 'mobileAction', action: action.name, entityId: target.entityId ?? null });
        break;
      default:
        break;
    }
  }, [store, navigate, fullscreen, notifications, mobile]);

  const runtimeDeps = useMemo<WidgetRuntimeDeps>(() => ({
    services, aliases, dashboardTimewindow: () => store.timewindow, isEdit: () => store.isEdit,
    maxDatapoints: store.maxDatapoints, onAction, t,
  }), [services, aliases, store, onAction, t]);

  if (store.loadError) {
    return (
      <div className="tessera-dashboard-message" role="alert">
        <p>{t('dashboard.load-failed')}</p>
        <p>{store.loadError}</p>
      </div>
    );
  }
  const config = store.config;
  if (!config || !store.layout) return <div className="tessera-dashboard-message"><ProgressCircle isIndeterminate aria-label={t('common.loading')} /></div>;

  const embedded = search.get('embedded') === 'true';
  const hideToolbar = search.get('hideToolbar') === 'true' || config.settings.hideToolbar === true;
  const canEdit = auth.authUser?.authority === 'TENANT_ADMIN' && !auth.authUser.isPublic && !embedded;
  const layoutIds = visibleLayouts(store.state, narrow, store.rightLayoutOpened);
  const twoLayouts = store.hasRightLayout;
  const rightOpened = store.activeLayout === 'right';
  const renderWidget = (widget: DashboardWidget, layoutId: LayoutId) => {
    const definition = library.definitionFor(widget);
    const failed = definition ? undefined : library.bundles.find((b) => b.status === 'failed'
      && b.manifest.contributes?.widgets?.some((w) => (w.bundleAlias === widget.bundleAlias && w.typeAlias === widget.typeAlias)
        || w.id === `${widget.bundleAlias}.${widget.typeAlias}`));
    // Until the server's library has answered, an unknown type may still be one of its types.
    const pending = !definition && library.loading;
    return (
      <WidgetCell
        widget={widget} definition={definition} pending={pending}
        pluginName={definition ? library.pluginNameOf(definition.id) : failed?.manifest.name ?? ''}
        loadError={failed?.error}
        isEdit={store.isEdit} runtimeDeps={runtimeDeps}
        onEdit={(id) => setDialog({ kind: 'widget', widgetId: id })}
        onCopy={(id) => {
          store.copy(id, layoutId);
          notifications.show({ message: t('dashboard.widget-copied'), type: 'success', duration: 1000 });
        }}
        onDelete={(id) => store.deleteWidget(id, layoutId)}
      />
    );
  };
  return (
    <div className={`tessera-dashboard${fullscreen ? ' tessera-dashboard-fullscreen' : ''}`}>
      {!hideToolbar && (
        <DashboardToolbar store={store} canEdit={canEdit} forcedFullscreen={auth.authUser?.isPublic === true} embedded={embedded} fullscreen={fullscreen} openDialog={setDialog} />
      )}
      {/* Narrow screens show one layout at a time; the mobile app toggles with its own button. */}
      {narrow && twoLayouts && !hideToolbar && (
        <div className="tessera-dashboard-layout-switch">
          <ActionButton isQuiet onPress={toggleLayout}>
            {rightOpened ? <RailRightClose /> : <RailRightOpen />}
            <Text>{rightOpened ? t('dashboard.layouts.show-main') : t('dashboard.layouts.show-right')}</Text>
          </ActionButton>
        </div>
      )}
      <div className={`tessera-dashboard-content tessera-dashboard-layouts${layoutIds.length > 1 ? '' : ' tessera-dashboard-layouts-single'}`}>
        {layoutIds.map((id) => (
          <div
            key={id} data-layout={id}
            className={`tessera-dashboard-layout tessera-dashboard-layout-${id}${store.isEdit && twoLayouts && id === store.activeLayout ? ' tessera-dashboard-layout-active' : ''}`}
            // In edit mode a click in a layout makes it the one Add widget and Paste act on.
            onPointerDownCapture={store.isEdit && twoLayouts ? () => store.setRightLayoutOpened(id === 'right') : undefined}
          >
            {store.isEdit && twoLayouts && !narrow && (
              <div className="tessera-dashboard-layout-header">
                <TooltipTrigger delay={300}>
                  <ToggleButton isQuiet isSelected={id === store.activeLayout} onChange={() => store.setRightLayoutOpened(id === 'right')}>
                    {t(`dashboard.layouts.${id}`)}
                  </ToggleButton>
                  <Tooltip>{t('dashboard.layouts.select-hint')}</Tooltip>
                </TooltipTrigger>
              </div>
            )}
            <DashboardGrid
              layout={store.layoutOf(id)!}
              widgets={config.widgets}
              isEdit={store.isEdit}
              mobile={narrow}
              label={twoLayouts ? t(`dashboard.layouts.${id}`) : undefined}
              onLayoutChange={(items) => store.applyGrid(items, id)}
              renderWidget={(widget) => renderWidget(widget, id)}
            />
          </div>
        ))}
      </div>
      <DialogContainer onDismiss={() => setPretty(null)} type="modal">
        {pretty && <CustomPrettyDialog {...pretty} close={() => setPretty(null)} />}
      </DialogContainer>
      <DialogContainer onDismiss={() => setDialog(null)} type="modal">
        {dialog && <DashboardDialogs store={store} dialog={dialog} aliases={aliases} setDialog={setDialog} />}
      </DialogContainer>
    </div>
  );
});

export default DashboardPage;
