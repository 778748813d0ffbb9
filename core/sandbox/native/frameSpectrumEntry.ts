/*
 * React Spectrum for the native widget sandbox (issue 16): a classic script of its own that the
 * frame loads only for a bundle that imports `@adobe/react-spectrum` (loadFrameSpectrum.ts). It
 * takes React and React DOM from the frame's script (esbuild.sandbox.mjs maps them to
 * FRAME_GLOBAL), so the widget, its Spectrum components and the frame share one React; its
 * stylesheets come inline (the sandbox's CSP loads no style sheet files).
 */
import * as spectrum from '@adobe/react-spectrum';
import { FRAME_SPECTRUM_GLOBAL } from './frameGlobals';

(globalThis as unknown as Record<string, unknown>)[FRAME_SPECTRUM_GLOBAL] = spectrum;
