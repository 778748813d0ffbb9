/**
 * What the watch needs of a sandboxed widget's bridge (WidgetBridgeHost).
 */
export interface WatchedBridge {
  /** A controller hook was entered and has not returned. */
  readonly busy: boolean;
  /** The frame has missed its recent heartbeats. */
  stalled(): boolean;
  /** Ends the widget as "stopped responding": its frame goes. */
  stop(): void;
  /** Removes the frame now and starts the widget again in a new one shortly after. */
  restart(): void;
}

/**
 * Chromium runs sandboxed (opaque-origin) frames out of the console's process, so a controller
 * stuck in `while (true) {}` never freezes the console; but every widget frame of the page
 * shares that one process, so it freezes all of them, and the process only goes when none of
 * its frames is left. When one bridge misses its heartbeats, the watch therefore stops the
 * widgets caught inside a hook (the culprits; when none is, every stalled widget, since a loop
 * in a timer cannot be told apart) and restarts the other stalled ones: their frames are removed
 * at once, with the culprits', and come back in a new process.
 */
export class StallWatch {
  private readonly bridges = new Set<WatchedBridge>();

  register(bridge: WatchedBridge): void { this.bridges.add(bridge); }

  unregister(bridge: WatchedBridge): void { this.bridges.delete(bridge); }

  /** A bridge missed its heartbeats. */
  report(reporter: WatchedBridge): void {
    const stalled = [...this.bridges].filter((b) => b === reporter || b.stalled());
    const culprits = stalled.filter((b) => b.busy);
    const stopped = culprits.length > 0 ? culprits : stalled;
    for (const bridge of stopped) {
      this.bridges.delete(bridge);
      bridge.stop();
    }
    for (const bridge of stalled) {
      if (stopped.includes(bridge)) continue;
      this.bridges.delete(bridge);
      bridge.restart();
    }
  }
}

/** The page's watch. */
export const stallWatch = new StallWatch();
