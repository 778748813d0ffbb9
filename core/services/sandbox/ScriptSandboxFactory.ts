import type { Disposable } from '../../sdk/Disposable';
import type { ScriptSandboxService } from '../../sdk/services';

/**
 * Opens script sandboxes for owners of scripts (host-internal). Each dashboard widget runs its
 * data-key, post-processing and action functions in a sandbox of its own, so a function of one
 * widget can neither answer another widget's calls nor change the realm they run in, and a
 * widget whose function breaks its frame takes down only its own.
 */
export interface ScriptSandboxFactory {
  /** A sandbox no other owner shares; its frame is created on the first call and removed on dispose. */
  open(): ScriptSandboxService & Disposable;
}
