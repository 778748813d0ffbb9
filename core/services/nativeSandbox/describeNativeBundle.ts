import type { HttpService } from '../../sdk/services';
import type { NativeWidgetDescriptor } from '../sandbox/nativeWidgetDescription';
import { describeInFrame, FrameDescribeError } from '../widgetTypes/describeInFrame';
import { modulePath, nativeModuleText } from './nativeModuleText';

/**
 * How long a bundle may take to describe its widgets: the hidden frame loads the sandbox page,
 * React Spectrum when the bundle imports it, and evaluates the module (a loop never answers).
 */
export const NATIVE_DESCRIBE_TIMEOUT_MS = 20_000;

export interface DescribedBundleRef {
  /** The module's URL as the bundle list gives it (content-hashed). */
  url: string;
  codeHash: string;
}

/**
 * Has a tenant's native bundle describe its widgets in a hidden widget sandbox frame (the native
 * page), never in the console: the frame evaluates the module and activates its plugin, and
 * answers with the plain data of each widget it registered (nativeWidgetDescription.ts). Rejects
 * with {@link FrameDescribeError} when the bundle's code failed there, with another error when
 * the frame did not answer in time or was stopped.
 */
export function describeNativeBundle(document: Document, url: string, code: string, language?: string, timeoutMs = NATIVE_DESCRIBE_TIMEOUT_MS): Promise<NativeWidgetDescriptor[]> {
  return describeInFrame(document, {
    title: 'Widget bundle description',
    native: true,
    message: { v: 1, type: 'describeNative', module: { url: new URL(modulePath(url), document.baseURI).href, code, ...(language ? { language } : {}) } },
    answer: (message) => (message.type === 'describedNative' ? message.widgets : undefined),
    timeoutMs,
    timeoutMessage: 'The widget bundle did not describe its widgets in time',
    stoppedMessage: 'The widget bundle stopped responding while it described its widgets',
  });
}

/** Descriptions by code hash: the same code describes itself the same way. */
const described = new Map<string, Promise<NativeWidgetDescriptor[]>>();

/**
 * {@link describeNativeBundle} once per code hash in this page, with the module text read with
 * the user's rights (shared with the bundle's widgets, nativeModuleText.ts). The failure of the
 * bundle's own code is kept like an answer; a timeout or a failed read is forgotten, so the next
 * load of the bundle tries again.
 */
export function describeNativeBundleOnce(document: Document, bundle: DescribedBundleRef, http: HttpService | undefined, language?: string): Promise<NativeWidgetDescriptor[]> {
  let pending = described.get(bundle.codeHash);
  if (!pending) {
    pending = nativeModuleText(bundle.url, http).then((code) => describeNativeBundle(document, bundle.url, code, language));
    described.set(bundle.codeHash, pending);
    pending.catch((error: unknown) => {
      if (!(error instanceof FrameDescribeError)) described.delete(bundle.codeHash);
    });
  }
  return pending;
}

/** Forgets the descriptions (tests). */
export function clearNativeDescriptions(): void {
  described.clear();
}
