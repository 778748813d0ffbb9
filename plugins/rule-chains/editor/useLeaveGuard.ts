import { useContext, useEffect, useRef, useState } from 'react';
import { type To, UNSAFE_NavigationContext } from 'react-router-dom';

/** Sign-out and session ends go to the login page; they never wait for a question. */
const isLogin = (to: To) => (typeof to === 'string' ? to : to.pathname ?? '').startsWith('/login');

export interface LeaveGuard {
  /** A navigation is waiting for the user's answer. */
  asking: boolean;
  leave(): void;
  stay(): void;
}

/**
 * Asks before leaving while `when` holds: in-app navigation (links, breadcrumbs, the side
 * menu) waits for `leave` or `stay`; closing or reloading the tab gets the browser's own
 * question. The console uses a plain BrowserRouter, which has no blocker API, so the
 * router's navigator is wrapped while the page is open.
 */
export function useLeaveGuard(when: boolean): LeaveGuard {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const [pending, setPending] = useState<(() => void) | null>(null);
  const guarding = useRef(when);
  guarding.current = when;

  useEffect(() => {
    const { push, replace } = navigator;
    const wrap = (navigate: typeof push): typeof push => (to, state, options) => {
      if (!guarding.current || isLogin(to)) return navigate.call(navigator, to, state, options);
      setPending(() => () => navigate.call(navigator, to, state, options));
    };
    navigator.push = wrap(push);
    navigator.replace = wrap(replace);
    return () => {
      navigator.push = push;
      navigator.replace = replace;
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
      guarding.current = false;
      go?.();
    },
    stay: () => setPending(null),
  };
}
