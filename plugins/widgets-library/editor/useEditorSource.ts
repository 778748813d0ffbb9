import { useEffect, useState } from 'react';
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

/**
 * What the editor opens: a saved type of the bundle, or (`typeId` `new`) a type made from the
 * default template of `kind`. A tenant opens system types read-only.
 */
export function useEditorSource(api: WidgetsApi, bundleId: string, typeId: string, kind: WidgetTypeKind, newName: (labelKey: string) => string): { source: EditorSource | null; error: Error | null } {
  const auth = useService(authServiceRef);
  const isSysAdmin = auth.authUser?.authority === 'SYS_ADMIN';
  const [state, setState] = useState<{ source: EditorSource | null; error: Error | null }>({ source: null, error: null });
  useEffect(() => {
    let live = true;
    setState({ source: null, error: null });
    (async () => {
      const bundle = await api.bundle(bundleId);
      const isNew = typeId === 'new';
      const type: WidgetTypeDetails = isNew
        ? { bundleAlias: bundle.alias, name: newName(KIND_LABELS[kind]), image: null, description: null, descriptor: templateDescriptor(kind) }
        : await api.type(typeId);
      if (!isNew && type.bundleAlias !== bundle.alias) throw new Error(`Widget type with id [${typeId}] is not found`);
      if (live) setState({ source: { bundle, type, isNew, isReadOnly: isSystemBundle(bundle) !== isSysAdmin }, error: null });
    })().catch((error: unknown) => {
      if (live) setState({ source: null, error: error instanceof Error ? error : new Error(String(error)) });
    });
    return () => { live = false; };
    // The new type's name is taken once, in the language of the moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, bundleId, typeId, kind, isSysAdmin]);
  return state;
}
