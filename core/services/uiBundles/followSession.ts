import { reaction } from 'mobx';
import { type Disposable } from '../../sdk/Disposable';
import { type EventSourceFactory } from './UiBundleEvents';
import { type WidgetUiBundleStore } from './WidgetUiBundleStore';

export interface SessionSource {
  readonly authUser: { userId: string } | null;
  /** The server is Tessera's (a ThingsBoard server has no bundle endpoints). */
  readonly tesseraExtensions: boolean;
}

const REMOTE = Symbol('remote');

/**
 * Keeps the installed widget bundles in step with the signed-in user: listed and loaded at
 * sign-in and followed through the server's change stream while signed in; unloaded at
 * sign-out, since the next user (another tenant) may see other bundles.
 */
export function followSession(
  store: WidgetUiBundleStore, auth: SessionSource, token: () => Promise<string | null>,
  open: EventSourceFactory | undefined = typeof EventSource === 'undefined' ? undefined : (url) => new EventSource(url),
): Disposable {
  let watching: Disposable | undefined;
  const stop = reaction(
    () => (auth.authUser ? (auth.tesseraExtensions ? auth.authUser.userId : REMOTE) : null),
    (session, previous) => {
      watching?.dispose();
      watching = undefined;
      // A ThingsBoard server has no bundle endpoints: none installed, nothing to wait for.
      if (session === REMOTE) {
        void store.reset(true);
        return;
      }
      if (previous) void store.reset();
      if (!session) return;
      void store.refresh();
      if (open) watching = store.watch(open, token);
    },
    { fireImmediately: true },
  );
  return { dispose: () => { stop(); watching?.dispose(); } };
}
