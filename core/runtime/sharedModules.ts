/**
 * The host's single copies of the libraries plugins share. Bundles mark these names as
 * external; SystemJS resolves them to the host's instances (one React, one MobX).
 * Heavy ones (React Spectrum) are imported only when the first bundle needs them.
 */
export type SharedModuleMap = Record<string, () => Promise<object>>;

export const SHARED_MODULE_NAMES = [
  'react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'mobx', 'mobx-react-lite',
  '@adobe/react-spectrum', 'i18next', 'react-i18next', '@tessera/sdk',
] as const;

export const hostSharedModules: SharedModuleMap = {
  react: () => import('react'),
  'react/jsx-runtime': () => import('react/jsx-runtime'),
  'react-dom': () => import('react-dom'),
  'react-dom/client': () => import('react-dom/client'),
  mobx: () => import('mobx'),
  'mobx-react-lite': () => import('mobx-react-lite'),
  '@adobe/react-spectrum': () => import('@adobe/react-spectrum'),
  i18next: () => import('i18next'),
  'react-i18next': () => import('react-i18next'),
  '@tessera/sdk': () => import('@tessera/sdk'),
};
