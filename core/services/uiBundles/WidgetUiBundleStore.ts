import { type ComponentType } from 'react';
import { observable, runInAction } from 'mobx';
import { type Disposable, DisposableStore } from '../../sdk/Disposable';
import type { BundleInfo } from '../../sdk/services';
import { createServiceRef } from '../../sdk/ServiceRef';
import { type Registries } from '../../runtime/Registries';
import type { NativeWidgetDescriptor } from '../sandbox/nativeWidgetDescription';
import { FrameDescribeError } from '../widgetTypes/describeInFrame';
import { sandboxedWidgets, type NativeSandboxWidgetProps, type SandboxBundleRef } from './sandboxedWidgets';
import { listenToBundleChanges, type EventSourceFactory } from './UiBundleEvents';
import { UiBundleStore, type UiBundleListing, type UiBundleStoreDeps } from './UiBundleStore';

export interface WidgetUiBundleStoreDeps extends UiBundleStoreDeps {
  registries: Registries;
  /** Renders one widget of a tenant's bundle in the sandbox; without it such bundles cannot run here. */
  sandbox?: ComponentType<NativeSandboxWidgetProps>;
  /**
   * Has a tenant's bundle describe its widgets in a hidden sandbox frame (describeNativeBundle.ts):
   * rejects with FrameDescribeError when its code failed there. Without it, or when it does not
   * answer, the widgets are made from the manifest alone.
   */
  describe?: (bundle: SandboxBundleRef) => Promise<NativeWidgetDescriptor[]>;
}

/**
 * The native widget bundles installed on the server (`/api/widgetUiBundles`): those the system
 * administrator installed for everyone run in the page through the plugin host (SystemJS),
 * those a tenant installed for itself never do: their manifest's widgets are registered with a
 * component that runs the bundle in the sandbox. Either way their widgets join the widget
 * registry (the palette, the dashboards) and leave it when the bundle is removed; a new code
 * hash replaces them. {@link watch} follows the server's change stream (`tessera bundle dev`).
 */
export class WidgetUiBundleStore extends UiBundleStore {
  /** Load state and registrations of the tenant bundles, by id. */
  private readonly sandboxed = observable.map<string, { state: Pick<BundleInfo, 'status' | 'error'>; hash: string }>({}, { deep: false });
  private readonly registrations = new Map<string, Disposable>();

  constructor(private readonly widgetDeps: WidgetUiBundleStoreDeps) {
    super(widgetDeps, { path: '/api/widgetUiBundle', what: 'widget bundle' });
  }

  /** Refreshes on every change the server reports and after every (re)connect; dispose to stop. */
  watch(open: EventSourceFactory, token: () => Promise<string | null>): Disposable {
    return listenToBundleChanges({
      url: 'api/widgetUiBundles/events', baseUrl: this.deps.baseUrl, open, token,
      onChange: () => void this.refresh(),
    });
  }

  protected override async start(bundle: UiBundleListing): Promise<void> {
    if (this.isSystem(bundle)) return super.start(bundle);
    const { sandbox, registries } = this.widgetDeps;
    const hash = bundle.codeHash;
    if (!sandbox) {
      this.setSandboxed(bundle.id, hash, { status: 'failed', error: new Error('This console cannot run tenant bundles: it has no widget sandbox') });
      return;
    }
    const ref = { id: bundle.id, url: this.urlOf(bundle), codeHash: hash };
    let described: NativeWidgetDescriptor[] = [];
    if (this.widgetDeps.describe) {
      this.setSandboxed(bundle.id, hash, { status: 'loading' });
      try {
        described = await this.widgetDeps.describe(ref);
      } catch (cause) {
        if (cause instanceof FrameDescribeError) {
          // Its code failed in the sandbox (it will wherever its widgets render): the library and the dashboards say why.
          this.setSandboxed(bundle.id, hash, { status: 'failed', error: new Error(cause.message, { cause }) });
          return;
        }
        this.report(`Widget bundle '${bundle.id}' did not describe its widgets; they are made from its manifest`, cause);
      }
    }
    const owned = new DisposableStore();
    try {
      for (const definition of sandboxedWidgets(bundle.manifest, ref, sandbox, described)) owned.add(registries.widgets.register(definition, bundle.id));
      this.registrations.set(bundle.id, owned);
      this.setSandboxed(bundle.id, hash, { status: 'active' });
    } catch (cause) {
      // A widget id another bundle registered: none of this bundle's widgets stay.
      owned.dispose();
      this.setSandboxed(bundle.id, hash, { status: 'failed', error: cause instanceof Error ? cause : new Error(String(cause)) });
    }
  }

  protected override async stop(id: string): Promise<void> {
    if (!this.sandboxed.has(id)) return super.stop(id);
    this.registrations.get(id)?.dispose();
    this.registrations.delete(id);
    runInAction(() => this.sandboxed.delete(id));
  }

  protected override stateOf(bundle: UiBundleListing): Pick<BundleInfo, 'status' | 'error'> {
    if (this.isSystem(bundle)) return super.stateOf(bundle);
    const entry = this.sandboxed.get(bundle.id);
    return entry && entry.hash === bundle.codeHash ? entry.state : { status: 'listed' };
  }

  private setSandboxed(id: string, hash: string, state: Pick<BundleInfo, 'status' | 'error'>): void {
    runInAction(() => this.sandboxed.set(id, { state, hash }));
  }
}

/** Host-internal: the installed native widget bundles (the widgets library's install page). */
export const widgetUiBundleStoreRef = createServiceRef<WidgetUiBundleStore>({ id: 'host.widget-ui-bundles' });
