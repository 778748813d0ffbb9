import * as i18next from 'i18next';
import * as mobx from 'mobx';
import * as mobxReactLite from 'mobx-react-lite';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as jsxRuntime from 'react/jsx-runtime';
import * as reactI18next from 'react-i18next';
import * as sdk from './frameSdk';

/**
 * The modules the widget sandbox offers a native bundle, as the console shares them
 * (core/runtime/shared-modules.json), but the frame's own copies: one React, MobX and SDK per
 * frame, never the console's. React Spectrum comes on demand (loadNativeModule.ts
 * OPTIONAL_FRAME_MODULES): its script and inline styles (about 470 KB gzip) load only into the
 * frames of bundles that import it. `@tessera/ui` is not offered: its tables, pickers and editors
 * read the server with the user's rights, which the frame never has; a bundle that imports it
 * fails with an error naming it.
 */
export const FRAME_MODULES: Readonly<Record<string, object>> = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': ReactDOM,
  'react-dom/client': ReactDOMClient,
  mobx,
  'mobx-react-lite': mobxReactLite,
  i18next,
  'react-i18next': reactI18next,
  '@tessera/sdk': sdk,
};

/** The shared module names the frame offers, in the order above. */
export const FRAME_MODULE_NAMES: readonly string[] = Object.keys(FRAME_MODULES);

/** A namespace as a bundle's CommonJS body expects it (its `require` result): named exports, `default`, `__esModule`. */
export function frameNamespace(ns: object): Record<string, unknown> {
  return { ...(ns as Record<string, unknown>), __esModule: true };
}
