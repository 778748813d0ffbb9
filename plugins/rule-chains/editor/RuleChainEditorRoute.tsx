import { type ComponentProps, type ComponentType, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProgressCircle } from '@adobe/react-spectrum/ProgressCircle';
import { httpServiceRef, type RoutePageProps, ruleNodeEditorLibraryServiceRef, useServices } from '@tessera/sdk';
import { useRuleChainApi } from '../api/useRuleChainApi';
import { preloadEditor, preloadOnce } from './preload';

type EditorPage = ComponentType<ComponentProps<(typeof import('./RuleChainEditorPage'))['default']>>;

let editorPage: EditorPage | undefined;
let editorCode: Promise<EditorPage> | undefined;
/** The editor's code, loaded once. */
function loadEditorPage(): Promise<EditorPage> {
  editorCode ??= import('./RuleChainEditorPage').then((module) => (editorPage = module.default), (error: unknown) => {
    editorCode = undefined;
    throw error;
  });
  return editorCode;
}

/**
 * The editor's route: when it matches, the chain's requests start (editor/preload) together with
 * the editor's code, and the editor takes them. Small and loaded with the plugin. The editor
 * appears when its code is in (not through Suspense, which holds back content that comes
 * shortly after its fallback).
 */
export function RuleChainEditorRoute({ params }: RoutePageProps) {
  return <PreloadingEditor key={params.ruleChainId ?? ''} params={params} />;
}

function PreloadingEditor({ params }: RoutePageProps) {
  const { t } = useTranslation();
  const api = useRuleChainApi();
  const services = useServices();
  const [preload] = useState(() => preloadOnce(params.ruleChainId ?? '', () => {
    const library = services.get(ruleNodeEditorLibraryServiceRef);
    void loadEditorPage().catch(() => undefined);
    return preloadEditor(api, services.get(httpServiceRef), () => library.listManifests(), params.ruleChainId ?? '');
  }));
  const [Page, setPage] = useState<EditorPage | undefined>(() => editorPage);
  useEffect(() => {
    if (Page) return;
    loadEditorPage().then((page) => setPage(() => page), (error: unknown) => setPage(() => {
      // To the route's error boundary, which offers a retry.
      throw error;
    }));
  }, [Page]);
  if (!Page) return <div className="tb-page-center"><ProgressCircle isIndeterminate aria-label={t('rulechain-editor.loading')} /></div>;
  return <Page params={params} preload={preload} />;
}
