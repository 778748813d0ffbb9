/** Where the frame's script leaves its shared modules for the React Spectrum script (esbuild.sandbox.mjs reads the same name). */
export const FRAME_MODULES_GLOBAL = '__tesseraFrameModules';
/** Where the React Spectrum script leaves its namespace. */
export const FRAME_SPECTRUM_GLOBAL = '__tesseraFrameSpectrum';
