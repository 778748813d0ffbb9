import { loadSpectrumNamespace } from './loadSpectrumNamespace';

/**
 * The host's single copies of the libraries plugins share. Bundles mark these names as
 * external; SystemJS resolves them to the host's instances (one React, one MobX).
 * Heavy ones (React Spectrum) are imported only when the first bundle needs them.
 */
export type SharedModuleMap = Record<string, () => Promise<object>>;

/** Names bundles must leave external; the build reads the same list. */
export { default as SHARED_MODULE_NAMES } from './shared-modules.json';

export const hostSharedModules: SharedModuleMap = {
  react: () => import('react'),
  'react/jsx-runtime': () => import('react/jsx-runtime'),
  'react-dom': () => import('react-dom'),
  'react-dom/client': () => import('react-dom/client'),
  mobx: () => import('mobx'),
  'mobx-react-lite': () => import('mobx-react-lite'),
  '@adobe/react-spectrum': () => loadSpectrumNamespace(),
  i18next: () => import('i18next'),
  'react-i18next': () => import('react-i18next'),
  '@tessera/sdk': () => import('@tessera/sdk'),
  '@tessera/ui': () => import('@tessera/ui'),
};

/**
 * Turns an imported namespace into what bundles expect. A CommonJS package (React) imported
 * dynamically arrives as `{ default: module.exports }`: its members become named exports too.
 */
export function toSharedNamespace(ns: Record<string, unknown>): Record<string, unknown> {
  const names = Object.keys(ns).filter((k) => k !== '__esModule');
  const isCommonJs = names.length === 1 && names[0] === 'default' && typeof ns.default === 'object' && ns.default !== null;
  return isCommonJs ? { ...(ns.default as object), ...ns, __esModule: true } : { ...ns, __esModule: true };
}
