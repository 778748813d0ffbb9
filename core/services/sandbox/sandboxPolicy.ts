/*
 * The Content-Security-Policy of the script sandbox's document (architecture.md, Trust), shared
 * by the server that sends it (server/http/sandboxPage.ts) and the console that requires it.
 */

/**
 * What the console requires of any document in its sandbox frame, through the iframe's `csp`
 * attribute (CSP Embedded Enforcement, honoured by Chromium): a document that does not enforce
 * at least this policy is not shown. So a script that navigates its own frame to a page of its
 * choosing gets an error page instead of a realm without these limits (and with WebRTC).
 * `default-src 'none'` also means `connect-src 'none'`: no fetch, XHR, WebSocket, EventSource or
 * WebTransport, and no images, frames or workers to smuggle data out with.
 */
export const SANDBOX_REQUIRED_CSP = [
  "default-src 'none'",
  "script-src 'self' 'unsafe-eval'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/**
 * Sent with sandbox.html. `webrtc 'block'` is the CSP Level 3 directive for WebRTC; Chromium
 * (checked on 150) does not implement it yet and only logs "Unrecognized Content-Security-Policy
 * directive", so there the sandbox page itself removes the WebRTC interfaces before any script
 * runs (core/sandbox/disableWebRtc.ts). `connect-src` does not cover WebRTC in any browser.
 */
export const SANDBOX_CONTENT_SECURITY_POLICY = [
  SANDBOX_REQUIRED_CSP,
  "webrtc 'block'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * What the console requires of the widget sandbox's document (widget-sandbox.html), through the
 * iframe's `csp` attribute: as {@link SANDBOX_REQUIRED_CSP}, plus the widget's own template CSS
 * (`style-src 'unsafe-inline'`) and images and fonts inlined as data. Nothing is fetched: no
 * `connect-src`, and images, fonts and styles from any URL are refused, so CSS cannot carry data
 * out either. A type with external `resources` gets exactly those files added
 * ({@link widgetSandboxRequiredCsp}).
 */
export const WIDGET_SANDBOX_REQUIRED_CSP = [
  "default-src 'none'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'unsafe-inline'",
  'img-src data: blob:',
  'font-src data:',
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/** Sent with widget-sandbox.html (see {@link SANDBOX_CONTENT_SECURITY_POLICY} on WebRTC). */
export const WIDGET_SANDBOX_CONTENT_SECURITY_POLICY = [
  WIDGET_SANDBOX_REQUIRED_CSP,
  "webrtc 'block'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * True for a URL the widget sandbox may load a type's resource from: absolute http(s), no
 * credentials, and nothing that could end a CSP source expression (whitespace, `;`, `,`, quotes)
 * or widen it (`*`).
 */
export function isExternalResourceUrl(url: string): boolean {
  if (url.length > 2000 || /[\s;,'"*\\]/.test(url)) return false;
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && !parsed.username && !parsed.password && parsed.href === url;
  } catch {
    return false;
  }
}

/** A resource URL as a CSP source expression: the exact file (CSP matching ignores the query and fragment). */
function sourceExpression(url: string): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
}

/**
 * The widget sandbox's policy for a type with external `resources`: {@link WIDGET_SANDBOX_REQUIRED_CSP}
 * with exactly those files added to `script-src` and `style-src` (and nothing else), so the
 * console requires it of the frame and the server sends it. URLs that are not
 * {@link isExternalResourceUrl} are left out.
 */
export function widgetSandboxRequiredCsp(resourceUrls: readonly string[] = []): string {
  const sources = [...new Set(resourceUrls.filter(isExternalResourceUrl).map(sourceExpression))];
  if (sources.length === 0) return WIDGET_SANDBOX_REQUIRED_CSP;
  const extra = ` ${sources.join(' ')}`;
  return WIDGET_SANDBOX_REQUIRED_CSP
    .replace("script-src 'self' 'unsafe-eval'", `script-src 'self' 'unsafe-eval'${extra}`)
    .replace("style-src 'unsafe-inline'", `style-src 'unsafe-inline'${extra}`);
}

/** Sent with widget-sandbox.html?resource=...: the required policy for those resources, plus WebRTC and framing. */
export function widgetSandboxContentSecurityPolicy(resourceUrls: readonly string[] = []): string {
  return [widgetSandboxRequiredCsp(resourceUrls), "webrtc 'block'", "frame-ancestors 'self'"].join('; ');
}
