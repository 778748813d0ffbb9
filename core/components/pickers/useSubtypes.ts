import { useEffect, useState } from 'react';
import { httpServiceRef, useService } from '@tessera/sdk';
import { subtypeCache, type SubtypeKind } from './SubtypeCache';

/** The kind's type list from the shared cache; fetched again when a save makes it stale. */
export function useSubtypes(kind: SubtypeKind): string[] {
  const http = useService(httpServiceRef);
  const [types, setTypes] = useState<string[]>([]);
  const [version, setVersion] = useState(0);
  useEffect(() => subtypeCache.subscribe((stale) => {
    if (stale === kind) setVersion((v) => v + 1);
  }), [kind]);
  useEffect(() => {
    let live = true;
    void subtypeCache.get(http, kind).then((list) => {
      if (live) setTypes(list);
    });
    return () => {
      live = false;
    };
  }, [http, kind, version]);
  return types;
}
