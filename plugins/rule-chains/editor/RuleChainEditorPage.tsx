import '@xyflow/react/dist/style.css';
import './ruleChainEditor.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ReactFlowProvider, useReactFlow } from '@xyflow/react';
import { ProgressCircle } from '@adobe/react-spectrum/ProgressCircle';
import {
  httpServiceRef, notificationServiceRef, type RoutePageProps, ruleNodeEditorLibraryServiceRef, useService, useServices,
} from '@tessera/sdk';
import { useRuleChainApi } from '../api/useRuleChainApi';
import { DebugPanel } from '../debug/DebugPanel';
import { FIT_VIEW_OPTIONS, RuleChainCanvas } from './canvas/RuleChainCanvas';
import { EditorDialogs } from './dialogs/EditorDialogs';
import { UnsavedChangesDialog } from './dialogs/UnsavedChangesDialog';
import { EditorContext } from './EditorContext';
import { LAYOUT_WORKER_PATH, workerLayoutRunner } from './layout/layoutRunner';
import { DEFAULT_NODE_SIZE } from './model/autoLayout';
import { actionForKey, isMacPlatform } from './model/shortcuts';
import { NodePalette } from './palette/NodePalette';
import type { EditorPreload } from './preload';
import { NodeStatusStore } from './store/NodeStatusStore';
import { RuleChainEditorStore } from './store/RuleChainEditorStore';
import { createEditorActions } from './toolbar/editorActions';
import { EditorToolbar } from './toolbar/EditorToolbar';
import { useLeaveGuard } from '../../shared/useLeaveGuard';

performance.mark('rce:code-loaded');

/**
 * `ruleChains/{ruleChainId}`: the rule chain editor, full page inside the console. `preload`
 * holds the chain's requests, started when the route matched (RuleChainEditorRoute).
 */
export default function RuleChainEditorPage({ params, preload }: RoutePageProps & { preload?: EditorPreload }) {
  const id = params.ruleChainId ?? '';
  return (
    <ReactFlowProvider key={id}>
      <RuleChainEditor ruleChainId={id} preload={preload} />
    </ReactFlowProvider>
  );
}

const RuleChainEditor = observer(function RuleChainEditor({ ruleChainId, preload }: { ruleChainId: string; preload?: EditorPreload }) {
  const { t } = useTranslation();
  const api = useRuleChainApi();
  const services = useServices();
  const notifications = useService(notificationServiceRef);
  const [editor] = useState(() => {
    const library = services.get(ruleNodeEditorLibraryServiceRef);
    return new RuleChainEditorStore(api, new NodeStatusStore(services.get(httpServiceRef)), t('rulechain-editor.input'), {
      paletteManifests: () => library.listManifests(),
      layout: workerLayoutRunner(new URL(LAYOUT_WORKER_PATH, document.baseURI).href),
    });
  });
  useEffect(() => {
    void editor.load(ruleChainId, preload);
    return () => editor.status.dispose();
  }, [editor, ruleChainId, preload]);

  const flow = useReactFlow();
  // After each auto-layout, the whole chain in view (once React Flow has placed the nodes).
  const { layoutCount } = editor;
  useEffect(() => {
    if (layoutCount === 0) return undefined;
    const frame = requestAnimationFrame(() => void flow.fitView(FIT_VIEW_OPTIONS));
    return () => cancelAnimationFrame(frame);
  }, [layoutCount, flow]);
  const root = useRef<HTMLDivElement>(null);
  const pointer = useRef<{ x: number; y: number } | undefined>(undefined);
  const search = useRef<{ focus(): void } | null>(null);
  const guard = useLeaveGuard(editor.graph.dirty);
  const mac = isMacPlatform();

  const actions = useMemo(() => createEditorActions({
    editor,
    fitView: () => void flow.fitView({ ...FIT_VIEW_OPTIONS, duration: 200 }),
    zoomIn: () => void flow.zoomIn({ duration: 150 }),
    zoomOut: () => void flow.zoomOut({ duration: 150 }),
    pastePoint: () => pointer.current,
    focusPaletteSearch: () => search.current?.focus(),
    save: () => void editor.save().then(
      () => notifications.show({ message: t('rulechain-editor.saved'), type: 'success', duration: 2000 }),
      // The HTTP service has shown the server's message.
      () => undefined,
    ),
    hint: (key) => notifications.show({ message: t(key), type: 'info', duration: 2000 }),
  }), [editor, flow, notifications, t]);

  /** Adds a palette entry in the middle of the canvas (keyboard, double click). */
  const addAtCenter = (clazz: string) => {
    const rect = root.current?.querySelector('.rce-canvas')?.getBoundingClientRect();
    if (!rect) return;
    const at = flow.screenToFlowPosition({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 });
    editor.requestNewNode(clazz, { x: at.x - DEFAULT_NODE_SIZE.width / 2, y: at.y - DEFAULT_NODE_SIZE.height / 2 });
  };

  // On the document, not the root: a deleted node takes the focus with it to <body>, and the
  // keys pressed next (Ctrl+Z) still belong to the editor.
  const keys = useRef({ editor, actions, mac });
  keys.current = { editor, actions, mac };
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const { editor: current, actions: run, mac: isMac } = keys.current;
      const target = event.target as HTMLElement;
      const inEditor = target === document.body || Boolean(root.current?.contains(target));
      // Dialogs and menus live in portals outside the root: their keys are theirs.
      if (event.defaultPrevented || current.dialog || !inEditor || target.closest('.rce-debug')) return;
      const action = actionForKey(event, isMac);
      if (!action) return;
      if (target.closest('input, textarea, [contenteditable="true"]') && action !== 'save') return;
      if ((action === 'edit' || action === 'selectNone') && target.closest('button, a, [role="button"], [role="menuitem"]')) return;
      event.preventDefault();
      run.run(action, target.closest('.react-flow__node')?.getAttribute('data-id') ?? undefined);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  if (editor.loading && !editor.chain) {
    return <div className="tb-page-center"><ProgressCircle isIndeterminate aria-label={t('rulechain-editor.loading')} /></div>;
  }
  if (editor.loadError) return <div className="tb-page"><p className="rce-load-error" role="alert">{editor.loadError}</p></div>;
  return (
    <EditorContext.Provider value={editor}>
      <div className="rce-root" ref={root} data-node-status={editor.status.loadingErrors ? 'loading' : 'ready'}>
        <EditorToolbar editor={editor} actions={actions} />
        <div className="rce-body">
          <NodePalette editor={editor} searchRef={search} onAdd={addAtCenter} />
          <div className="rce-main">
            <RuleChainCanvas editor={editor} actions={actions} pointer={pointer} />
            {editor.debugNodeId && (
              <div className="rce-debug">
                <DebugPanel ruleNodeId={editor.debugNodeId} onClose={() => editor.closeDebug()} />
              </div>
            )}
          </div>
        </div>
        <EditorDialogs editor={editor} />
        {guard.asking && <UnsavedChangesDialog onLeave={guard.leave} onStay={guard.stay} />}
      </div>
    </EditorContext.Provider>
  );
});
