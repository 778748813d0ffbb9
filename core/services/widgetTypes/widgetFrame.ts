import { widgetSandboxRequiredCsp } from '../sandbox/sandboxPolicy';

/** Path of the widget sandbox page, relative to the console's base URL (server/http/sandboxPage.ts). */
export const WIDGET_SANDBOX_PAGE = 'widget-sandbox.html';

/**
 * The sandboxed, hidden-until-rendered frame of one widget; `src` is set, it is not attached yet.
 * `externalUrls` are the type's resources the frame loads itself: the page is asked for them
 * (`?resource=`), its CSP allows exactly them, and the console requires no more of it.
 */
export function createWidgetFrame(document: Document, title: string, externalUrls: readonly string[] = [], native = false): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  // No allow-same-origin: an opaque origin, so no cookies, no storage, no host DOM.
  frame.setAttribute('sandbox', 'allow-scripts');
  // CSP Embedded Enforcement: a document in this frame that does not enforce the policy is not shown.
  frame.setAttribute('csp', widgetSandboxRequiredCsp(externalUrls));
  frame.title = title;
  frame.style.cssText = 'border:0;display:block;background:transparent;visibility:hidden';
  const src = new URL(WIDGET_SANDBOX_PAGE, document.baseURI);
  for (const url of externalUrls) src.searchParams.append('resource', url);
  // A native bundle's widget (issue 16): the same page and policy with the script that runs one.
  if (native) src.searchParams.set('native', '1');
  frame.src = src.href;
  return frame;
}
