import { useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ProgressCircle } from '@adobe/react-spectrum/ProgressCircle';
import { notificationServiceRef, scriptSandboxServiceRef, useService } from '@tessera/sdk';
import { ConfirmDialog } from '@tessera/ui';
import { SplitPane } from '../../shared/SplitPane';
import { useLeaveGuard } from '../../shared/useLeaveGuard';
import { useWidgetsApi } from '../api/useWidgetsApi';
import { TargetBundleDialog } from '../bundle/CopyTypeDialog';
import { useLibraryRefresh } from '../model/useLibraryRefresh';
import { WidgetEditorStore } from '../model/WidgetEditorStore';
import { isWidgetKind } from '../templates';
import { CodeTabs, type EditorTab } from './CodeTabs';
import { EditorToolbar } from './EditorToolbar';
import { KeySettingsPanel } from './KeySettingsPanel';
import { PreviewPanel, SettingsPanel } from './PreviewPanel';
import { type EditorSource, useEditorSource } from './useEditorSource';
import '../widgets-library.css';
import './widgetEditor.css';

const TOP_TABS: EditorTab[] = ['resources', 'templateHtml', 'templateCss'];
const BOTTOM_TABS: EditorTab[] = ['controllerScript', 'settingsSchema', 'dataKeySettingsSchema', 'defaultConfig'];
/** Split sizes of seed 001 §9 (the script test's layout): columns 50/50, rows 35/65, 8 px gutters. */
const GUTTER_PX = 8;

const Editor = observer(function Editor({ source, onCreated }: { source: EditorSource; onCreated(bundleId: string, typeId: string): void }) {
  const { t } = useTranslation();
  const api = useWidgetsApi();
  const sandbox = useService(scriptSandboxServiceRef);
  const notifications = useService(notificationServiceRef);
  const navigate = useNavigate();
  const refreshLibrary = useLibraryRefresh();
  // One store per editor session: a first save changes the address, not the store (what was typed stays).
  const [store] = useState(() => new WidgetEditorStore(api, sandbox, source.bundle, source.type, source.isNew, source.isReadOnly));
  const [savingAs, setSavingAs] = useState(false);
  const [bottomTab, setBottomTab] = useState<EditorTab>('controllerScript');
  /** The address of a type saved for the first time: the move there is not a leave, so the guard lets it pass. */
  const [moveTo, setMoveTo] = useState<string | null>(null);
  const guard = useLeaveGuard(store.dirty && !store.isReadOnly && moveTo === null);
  useEffect(() => {
    if (moveTo === null) return;
    navigate(moveTo, { replace: true });
    setMoveTo(null);
  }, [moveTo, navigate]);
  const typePath = (bundleId: string, typeId: string) => `/widgets-bundles/${bundleId}/widgetTypes/${typeId}`;

  const run = async () => {
    if (!(await store.run())) {
      if (store.scriptProblem) setBottomTab('controllerScript');
      notifications.show({ message: t('widget-editor.fix-errors'), type: 'error', duration: 3000 });
    }
  };
  const save = async () => {
    if (store.isReadOnly) return;
    const wasNew = store.isNew;
    const saved = await store.save();
    if (!saved) {
      if (store.scriptProblem) setBottomTab('controllerScript');
      if (store.hasErrors || store.scriptProblem) notifications.show({ message: t('widget-editor.fix-errors'), type: 'error', duration: 3000 });
      return;
    }
    notifications.show({ message: t('widget-editor.saved', { name: saved.name }), type: 'success', duration: 2000 });
    refreshLibrary();
    if (wasNew && saved.id) {
      onCreated(source.bundle.id.id, saved.id.id);
      setMoveTo(typePath(source.bundle.id.id, saved.id.id));
    }
    await store.run();
  };
  const actions = useRef({ run, save });
  actions.current = { run, save };

  // Ctrl+Enter runs and Ctrl+S saves, also while typing in an editor (captured before Monaco).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      if (event.key === 'Enter') {
        event.preventDefault();
        event.stopPropagation();
        void actions.current.run();
      } else if (event.key.toLowerCase() === 's' && !event.shiftKey) {
        event.preventDefault();
        event.stopPropagation();
        void actions.current.save();
      }
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);

  return (
    <div className="tb-we">
      <EditorToolbar store={store} onRun={() => void run()} onSave={() => void save()} onSaveAs={() => setSavingAs(true)} />
      {store.isReadOnly && <p className="tb-we-readonly" role="note">{t('widget-editor.read-only-note')}</p>}
      <div className="tb-we-body">
        <SplitPane
          columns initial={50} gutter={GUTTER_PX} label={t('widget-editor.resize-columns')}
          first={(
            <SplitPane
              columns={false} initial={35} gutter={GUTTER_PX} label={t('widget-editor.resize-code')}
              first={<CodeTabs store={store} tabs={TOP_TABS} label={t('widget-editor.markup-tabs')} />}
              second={<CodeTabs store={store} tabs={BOTTOM_TABS} label={t('widget-editor.code-tabs')} selected={bottomTab} onSelect={setBottomTab} />}
            />
          )}
          second={(
            <SplitPane
              columns={false} initial={50} gutter={GUTTER_PX} label={t('widget-editor.resize-preview')}
              first={<PreviewPanel store={store} />}
              second={<div className="tb-we-settings-stack"><SettingsPanel store={store} /><KeySettingsPanel store={store} /></div>}
            />
          )}
        />
      </div>
      <ConfirmDialog
        target={guard.asking}
        texts={() => ({
          title: t('widget-editor.unsaved-title'), message: t('widget-editor.unsaved-text'), variant: 'warning',
          confirmLabel: t('widget-editor.leave'), cancelLabel: t('widget-editor.stay'),
        })}
        onConfirm={() => guard.leave()}
        onClose={() => guard.stay()}
      />
      {savingAs && (
        <TargetBundleDialog
          title={t('widget-editor.save-as-title')} submitLabel={t('action.save')}
          initialName={t('widget-editor.copy-name', { name: store.draft.name })}
          initialBundleId={source.isReadOnly ? undefined : source.bundle.id.id}
          onClose={() => setSavingAs(false)}
          onSubmit={async (bundle, name) => {
            const saved = await store.saveAs(bundle, name);
            if (!saved?.id) return false;
            notifications.show({ message: t('widget-editor.saved', { name: saved.name }), type: 'success', duration: 2000 });
            refreshLibrary();
            navigate(typePath(bundle.id.id, saved.id.id));
            return true;
          }}
        />
      )}
    </div>
  );
});

/**
 * The widget editor (full page): a saved type of a bundle, or `new?type=<kind>` from the
 * kind's default template. Panes for resources, HTML, CSS, the controller, both settings
 * schemas and the default configuration; a live preview with function data that re-runs on
 * Run or Ctrl+Enter; the settings form; Save, Save as, Undo and a warning before leaving
 * unsaved changes.
 */
export default function WidgetEditorPage() {
  const { t } = useTranslation();
  const { bundleId = '', typeId = '' } = useParams();
  const [search] = useSearchParams();
  const requested = search.get('type');
  const kind = isWidgetKind(requested) ? requested : 'latest';
  const api = useWidgetsApi();
  const { source, error, session, adopt } = useEditorSource(api, bundleId, typeId, kind, (label) => t('widget-editor.new-type-name', { kind: t(label) }));
  if (error) {
    return (
      <div className="tb-page">
        <div className="tb-table-state" role="alert">
          <p>{t('widget-editor.load-failed', { message: error.message })}</p>
          <RouterLink to={`/widgets-bundles/${bundleId}`}>{t('widget-editor.back-to-bundle')}</RouterLink>
        </div>
      </div>
    );
  }
  if (!source) return <div className="tb-page"><ProgressCircle aria-label={t('common.loading')} isIndeterminate /></div>;
  return <Editor key={session} source={source} onCreated={adopt} />;
}
