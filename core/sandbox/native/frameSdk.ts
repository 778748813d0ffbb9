/*
 * `@tessera/sdk` as a native bundle sees it inside the widget sandbox (issue 16): the same contract
 * files the console's SDK is made of (types, definePlugin, defineWidget, service refs, hooks), as
 * the frame's own copies, so hooks use the frame's React. Only the contract: never the console's UI
 * components. Services that need the user's rights (http, auth, ...) are refs here as everywhere;
 * the frame's service holder (frameServices.ts) refuses them with a clear error.
 * tests/sandbox/native/frameSdk.test.ts checks that this offers every name the console's SDK exports.
 */
export * from '../../sdk/Disposable';
export * from '../../sdk/ServiceRef';
export * from '../../sdk/useService';
export * from '../../sdk/types';
export * from '../../sdk/contributions';
export * from '../../sdk/widgets';
export * from '../../sdk/ruleNodeManifest';
export * from '../../sdk/plugin';
export * from '../../sdk/services';
export * from '../../sdk/subscriptions';
export * from '../../sdk/ruleNodeBundles';
export * from '../../sdk/theme';
export * from '../../sdk/widgetData';
