import { useCallback, useEffect, useRef, useState } from 'react';
import { authServiceRef, useService } from '@tessera/sdk';
import { isSystemBundle, type WidgetsBundle, type WidgetTypeDetails, type WidgetTypeKind } from '../api/types';
import { type WidgetsApi } from '../api/widgetsApi';
import { KIND_LABELS, templateDescriptor } from '../templates';

export interface EditorSource {
  bundle: WidgetsBundle;
  type: WidgetTypeDetails;
  isNew: boolean;
  isReadOnly: boolean;
}

export interface EditorSourceState {
  source: EditorSource | null;
  error: Error | null;
  /** Counts the loads: the editor starts over (a new key) only when this changes. */
  session: number;
  /**
   * The editor saved its new type as `typeId`: the move to the type's own address keeps the
   * open editor (no reload that would overwrite what was typed meanwhile).
   */
  adopt(bundleId: string, typeId: string): void;
}

const sameTarget = (a: { bundleId: string; typeId: string } | null, bundleId: string, typeId: string) =>
  a !== null && a.bundleId === bundleId && a.typeId === typeId;

/**
 * What the editor opens: a saved type of the bundle, or (`typeId` `new`) a type made from the
 * default template of `kind`. A tenant opens system types read-only.
 */
export function useEditorSource(api: WidgetsApi, bundleId: string, typeId: string, kind: WidgetTypeKind, newName: (labelKey: string) => string): EditorSourceState {
  const auth = useService(authServiceRef);
  const isSysAdmin = auth.authUser?.authority === 'SYS_ADMIN';
  const [state, setState] = useState<{ source: EditorSource | null; error: Error | null; session: number }>({ source: null, error: null, session: 0 });
  const adopted = useRef<{ bundleId: string; typeId: string } | null>(null);
  useEffect(() => {
    if (sameTarget(adopted.current, bundleId, typeId)) return undefined;
    adopted.current = null;
    let live = true;
    setState((s) => ({ source: null, error: null, session: s.session + 1 }));
    (async () => {
      const bundle = await api.bundle(bundleId);
      const isNew = typeId === 'new';
      const type: WidgetTypeDetails = isNew
        ? { bundleAlias: bundle.alias, name: newName(KIND_LABELS[kind]), image: null, description: null, descriptor: templateDescriptor(kind) }
        : await api.type(typeId);
      if (!isNew && type.bundleAlias !== bundle.alias) throw new Error(`Widget type with id [${typeId}] is not found`);
      if (live) setState((s) => ({ ...s, source: { bundle, type, isNew, isReadOnly: isSystemBundle(bundle) !== isSysAdmin }, error: null }));
    })().catch((error: unknown) => {
      if (live) setState((s) => ({ ...s, source: null, error: error instanceof Error ? error : new Error(String(error)) }));
    });
    return () => { live = false; };
    // The new type's name is taken once, in the language of the moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, bundleId, typeId, kind, isSysAdmin]);
  const adopt = useCallback((toBundle: string, toType: string) => { adopted.current = { bundleId: toBundle, typeId: toType }; }, []);
  return { ...state, adopt };
}
