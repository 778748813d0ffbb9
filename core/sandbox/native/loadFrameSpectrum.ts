import { FRAME_SPECTRUM_GLOBAL } from './frameGlobals';

/** `<meta name="tessera:frame-spectrum" content="assets/nativeWidgetSpectrum-<hash>.js">`, written by the sandbox page (server/http/sandboxPage.ts). */
export const FRAME_SPECTRUM_META = 'tessera:frame-spectrum';

let loading: Promise<object> | null = null;

/** The React Spectrum namespace once the frame has loaded it, else null. */
export function frameSpectrum(): Record<string, unknown> | null {
  return ((globalThis as unknown as Record<string, unknown>)[FRAME_SPECTRUM_GLOBAL] as Record<string, unknown> | undefined) ?? null;
}

/**
 * Loads React Spectrum into the frame, once, for a bundle that imports it: the sandbox page's own
 * script file (allowed by the CSP's `script-src 'self'`), which brings its styles inline and uses
 * the frame's React (core/sandbox/native/frameSpectrumEntry.ts).
 */
export function loadFrameSpectrum(document: Document): Promise<object> {
  loading ??= new Promise<object>((resolve, reject) => {
    const present = frameSpectrum();
    if (present) {
      resolve(present);
      return;
    }
    const src = document.querySelector<HTMLMetaElement>(`meta[name="${FRAME_SPECTRUM_META}"]`)?.content;
    if (!src) {
      reject(new Error("Cannot find module '@adobe/react-spectrum': the widget sandbox page does not offer it"));
      return;
    }
    const script = document.createElement('script');
    script.src = new URL(src, document.baseURI).href;
    script.onload = () => {
      const spectrum = frameSpectrum();
      if (spectrum) resolve(spectrum);
      else reject(new Error('React Spectrum did not load in the widget sandbox'));
    };
    script.onerror = () => reject(new Error(`Unable to load React Spectrum into the widget sandbox (${src})`));
    document.head.appendChild(script);
  });
  loading.catch(() => { loading = null; });
  return loading;
}
