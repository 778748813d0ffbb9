import { useContext, useEffect, useRef, useState } from 'react';
import { type Location, type To, UNSAFE_NavigationContext, useLocation } from 'react-router-dom';

/** Sign-out and session ends go to the login page; they never wait for a question. */
const isLogin = (to: To) => (typeof to === 'string' ? to : to.pathname ?? '').startsWith('/login');

/** The router's position in the session history: react-router keeps it in `history.state.idx`. */
const indexOf = (state: unknown): number | undefined => {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : undefined;
};

export interface LeaveGuard {
  /** A navigation is waiting for the user's answer. */
  asking: boolean;
  leave(): void;
  stay(): void;
}

/**
 * Asks before leaving while `when` holds: in-app navigation (links, breadcrumbs, the side
 * menu) and the browser's Back and Forward wait for `leave` or `stay`; closing or reloading
 * the tab gets the browser's own question. The console uses a plain BrowserRouter, which
 * has no blocker API, so the router's navigator (its browser history) is wrapped while the
 * page is open.
 *
 * Back and Forward cannot be cancelled: the browser has moved when popstate arrives, and the
 * router's listener (registered first) renders at once what the history's `location` says.
 * So while asking, `location` keeps answering this page during a move nobody asked for; the
 * browser is then stepped back to this page's entry, and leaving repeats the move.
 */
export function useLeaveGuard(when: boolean): LeaveGuard {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const location = useLocation();
  const [pending, setPending] = useState<(() => void) | null>(null);
  const guarding = useRef(when);
  guarding.current = when;
  /** The user chose to leave: the navigation under way (a history move is asynchronous) passes. */
  const leaving = useRef(false);
  const here = useRef({ location, index: indexOf(window.history.state) });

  // By key: the location object is new after a move this guard answered (its navigation type changes).
  useEffect(() => {
    here.current = { location, index: indexOf(window.history.state) };
    leaving.current = false;
  }, [location.key]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    const history = navigator as typeof navigator & { location: Location };
    const { push, replace } = history;
    const real = Object.getOwnPropertyDescriptor(history, 'location');
    // Without the history's location getter (another router version) Back and Forward pass unasked.
    const holds = Boolean(real?.get && real.configurable);
    /** A navigation the guard let through is under way. */
    let passing = false;
    const asking = () => guarding.current && !leaving.current && !passing;
    const wrap = (navigate: typeof push): typeof push => (to, state, options) => {
      const go = () => {
        passing = true;
        try {
          navigate.call(history, to, state, options);
        } finally {
          passing = false;
        }
      };
      if (!asking() || isLogin(to)) go();
      else setPending(() => go);
    };
    const onPopState = (event: PopStateEvent) => {
      if (!holds || !asking()) return;
      const at = here.current.index;
      const to = indexOf(event.state);
      if (at !== undefined && to === at) return; // the step back to this page
      if (at !== undefined && to !== undefined) {
        window.history.go(at - to);
        setPending(() => () => window.history.go(to - at));
      } else {
        // Not a router entry (not expected): this page again, on top.
        const { pathname, search, hash, state } = here.current.location;
        window.history.pushState({ usr: state, key: here.current.location.key }, '', pathname + search + hash);
        setPending(() => () => window.history.go(-1));
      }
    };
    history.push = wrap(push);
    history.replace = wrap(replace);
    if (holds) {
      Object.defineProperty(history, 'location', {
        configurable: true,
        enumerable: real!.enumerable,
        get: () => (asking() ? here.current.location : real!.get!.call(history)),
      });
    }
    window.addEventListener('popstate', onPopState);
    return () => {
      history.push = push;
      history.replace = replace;
      if (real) Object.defineProperty(history, 'location', real);
      window.removeEventListener('popstate', onPopState);
    };
  }, [navigator]);

  useEffect(() => {
    if (!when) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to ask.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  return {
    asking: pending !== null,
    leave: () => {
      const go = pending;
      setPending(null);
      leaving.current = true;
      go?.();
    },
    stay: () => setPending(null),
  };
}
