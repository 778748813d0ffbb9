import { useCallback, useEffect, useRef, useState } from 'react';
import { authServiceRef, type EntityType, httpServiceRef, useService } from '@tessera/sdk';
import { type EntityOption, fetchEntities } from './fetchEntities';

/** Typing is debounced like the toolbar search (seed 000 section 9). */
export const PICKER_DEBOUNCE_MS = 150;
/** A list older than this is fetched again when the field gets focus. */
const STALE_MS = 30_000;

/** Searches entities of one type as the user types; results replace each other in order. */
export function useEntitySearch(entityType: EntityType | null) {
  const http = useService(httpServiceRef);
  const auth = useService(authServiceRef);
  const [text, setText] = useState('');
  const [items, setItems] = useState<EntityOption[]>([]);
  const [loading, setLoading] = useState(false);
  const [searched, setSearched] = useState(false);
  const seq = useRef(0);
  const fetchedAt = useRef(0);

  const run = useCallback(async (search: string) => {
    if (!entityType || !auth.authUser) return;
    const mine = ++seq.current;
    setLoading(true);
    try {
      const result = await fetchEntities(http, auth.authUser, entityType, search);
      if (mine === seq.current) {
        setItems(result);
        setSearched(true);
        fetchedAt.current = Date.now();
      }
    } catch {
      if (mine === seq.current) setItems([]);
    } finally {
      if (mine === seq.current) setLoading(false);
    }
  }, [http, auth, entityType]);

  useEffect(() => {
    setItems([]);
    setSearched(false);
    fetchedAt.current = 0;
  }, [entityType]);

  useEffect(() => {
    const timer = setTimeout(() => void run(text), PICKER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, run]);

  const refreshIfStale = useCallback(() => {
    if (Date.now() - fetchedAt.current > STALE_MS) void run(text);
  }, [run, text]);

  return { text, setText, items, loading, noMatch: searched && !loading && items.length === 0 && text.trim() !== '', refreshIfStale };
}
