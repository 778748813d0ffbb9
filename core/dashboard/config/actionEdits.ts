/*
 * Pure edits and checks of a widget's actions (seed 001 §3.6): actions are kept per action
 * source, names are unique within a source, and each type needs its own fields.
 */
import { type WidgetActionType, type WidgetDefinition } from '@tessera/sdk';
import { type WidgetActionConfig } from '../model/types';

export const ACTION_TYPES: readonly WidgetActionType[] = [
  'openDashboardState', 'updateDashboardState', 'openDashboard', 'custom', 'customPretty', 'mobileAction',
];

/** ThingsBoard's mobile action types. */
export const MOBILE_ACTION_TYPES = [
  'takePictureFromGallery', 'takePhoto', 'mapDirection', 'mapLocation', 'scanQrCode', 'makePhoneCall', 'getLocation',
  'takeScreenshot',
] as const;

export const HEADER_BUTTON_SOURCE = 'headerButton';

/** The widget's action sources with display names; the platform always adds the header button. */
export function actionSourcesOf(definition: Pick<WidgetDefinition<any>, 'actionSources'> | undefined): { id: string; name: string }[] {
  const own = Object.entries(definition?.actionSources ?? {})
    .filter(([id]) => id !== HEADER_BUTTON_SOURCE)
    .map(([id, name]) => ({ id, name }));
  return [{ id: HEADER_BUTTON_SOURCE, name: 'dashboard.widget-config.header-button' }, ...own];
}

/** A random id in ThingsBoard's format (a v4 UUID), without `crypto.randomUUID` where that is missing. */
export function newActionId(random: () => number = Math.random): string {
  return 'xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx'.replace(/[xy]/g, (c) => {
    const r = Math.floor(random() * 16);
    return (c === 'x' ? r : (r % 4) + 8).toString(16);
  });
}

/** A new action of a type with that type's defaults. */
export function newAction(type: WidgetActionType = 'openDashboardState', id = newActionId()): WidgetActionConfig {
  return withType({ id, name: '', icon: 'more_horiz', type }, type);
}

/** Changes the type, keeping the common fields and giving the new type's fields their defaults. */
export function withType(action: WidgetActionConfig, type: WidgetActionType): WidgetActionConfig {
  const { id, name, icon } = action;
  const base: WidgetActionConfig = { ...action, id, name, icon, type };
  for (const k of ['targetDashboardStateId', 'targetDashboardId', 'setEntityId', 'stateEntityParamName', 'openRightLayout',
    'openInSeparateDialog', 'customFunction', 'mobileAction'] as const) {
    if (action.type !== type) delete base[k];
  }
  if (action.type === type) return base;
  switch (type) {
    case 'openDashboardState':
    case 'updateDashboardState':
      return { ...base, targetDashboardStateId: null, setEntityId: true, stateEntityParamName: null, openRightLayout: false };
    case 'openDashboard':
      return { ...base, targetDashboardId: null, targetDashboardStateId: null, setEntityId: true, stateEntityParamName: null };
    case 'custom':
    case 'customPretty':
      return { ...base, customFunction: '' };
    case 'mobileAction':
      return { ...base, mobileAction: { type: 'takePhoto' } };
    default:
      return base;
  }
}

export type ActionErrors = Partial<Record<'name' | 'targetDashboardStateId' | 'targetDashboardId' | 'mobileAction', string>>;

/** Errors of one action among the other actions of its source (keys are i18n keys). */
export function validateAction(action: WidgetActionConfig, siblings: readonly WidgetActionConfig[]): ActionErrors {
  const errors: ActionErrors = {};
  const name = action.name.trim();
  if (!name) errors.name = 'dashboard.widget-config.action-name-required';
  else if (siblings.some((a) => a.id !== action.id && a.name.trim() === name)) errors.name = 'dashboard.widget-config.action-name-not-unique';
  if ((action.type === 'openDashboardState' || action.type === 'updateDashboardState') && !action.targetDashboardStateId) {
    errors.targetDashboardStateId = 'dashboard.widget-config.target-state-required';
  }
  if (action.type === 'openDashboard' && !action.targetDashboardId) {
    errors.targetDashboardId = 'dashboard.widget-config.target-dashboard-required';
  }
  if (action.type === 'mobileAction') {
    const mobile = action.mobileAction as { type?: string } | undefined;
    if (!mobile?.type) errors.mobileAction = 'dashboard.widget-config.mobile-action-required';
  }
  return errors;
}

type ActionMap = Record<string, WidgetActionConfig[]>;

/** Adds the action to its source, or replaces the one with the same id. */
export function upsertAction(actions: ActionMap | undefined, sourceId: string, action: WidgetActionConfig): ActionMap {
  const list = actions?.[sourceId] ?? [];
  const exists = list.some((a) => a.id === action.id);
  const next = exists ? list.map((a) => (a.id === action.id ? action : a)) : [...list, action];
  return { ...actions, [sourceId]: next };
}

/** Removes an action; an emptied source disappears, as in ThingsBoard's saved configs. */
export function removeAction(actions: ActionMap | undefined, sourceId: string, actionId: string): ActionMap {
  const next: ActionMap = { ...actions };
  const list = (next[sourceId] ?? []).filter((a) => a.id !== actionId);
  if (list.length) next[sourceId] = list;
  else delete next[sourceId];
  return next;
}
