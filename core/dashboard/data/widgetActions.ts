import { type ActionTarget, type WidgetActionInfo, type WidgetActions } from '@tessera/sdk';
import { type WidgetActionConfig } from '../model/types';

/** A widget's configured actions by source (`config.actions`); running one hands it to the dashboard. */
export function createWidgetActions(
  actions: () => Record<string, WidgetActionConfig[]> | undefined, onAction: (action: WidgetActionConfig, target: ActionTarget) => void,
): WidgetActions {
  return {
    list: (sourceId) => (actions()?.[sourceId] ?? []).map((a): WidgetActionInfo => ({
      id: a.id, name: a.name, type: a.type, ...(a.icon ? { icon: a.icon } : {}),
    })),
    run: (sourceId, target, actionId) => {
      for (const action of actions()?.[sourceId] ?? []) {
        if (actionId === undefined || action.id === actionId) onAction(action, target ?? {});
      }
    },
  };
}
