import { describe, expect, it } from 'vitest';
import {
  actionSourcesOf, newAction, newActionId, removeAction, upsertAction, validateAction, withType,
} from '../../../core/dashboard/config/actionEdits';

describe('action edits', () => {
  it('lists the header button first, then the widget\'s own sources', () => {
    expect(actionSourcesOf({ actionSources: { rowClick: 'On row click' } }).map((s) => s.id)).toEqual(['headerButton', 'rowClick']);
    expect(actionSourcesOf(undefined).map((s) => s.id)).toEqual(['headerButton']);
  });

  it('makes v4-shaped ids', () => {
    expect(newActionId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('requires a name unique within the source and the type\'s target', () => {
    const a = { ...newAction('openDashboardState', 'a'), name: 'Open' };
    const b = { ...newAction('openDashboardState', 'b'), name: ' Open ' };
    expect(validateAction(b, [a])).toEqual({
      name: 'dashboard.widget-config.action-name-not-unique', targetDashboardStateId: 'dashboard.widget-config.target-state-required',
    });
    expect(validateAction({ ...a, targetDashboardStateId: 'default' }, [a])).toEqual({});
    expect(validateAction({ ...newAction('openDashboard', 'c'), name: 'x' }, [])).toEqual({
      targetDashboardId: 'dashboard.widget-config.target-dashboard-required',
    });
    expect(validateAction({ ...newAction('custom', 'd'), name: '' }, []).name).toBe('dashboard.widget-config.action-name-required');
  });

  it('changing the type keeps name and icon and drops the old type\'s fields', () => {
    const a = { ...newAction('openDashboardState', 'a'), name: 'Go', targetDashboardStateId: 's1' };
    const custom = withType(a, 'custom');
    expect(custom).toMatchObject({ id: 'a', name: 'Go', type: 'custom', customFunction: '' });
    expect(custom).not.toHaveProperty('targetDashboardStateId');
  });

  it('upserts by id and removes emptied sources', () => {
    const a = { ...newAction('custom', 'a'), name: 'A' };
    let actions = upsertAction(undefined, 'rowClick', a);
    actions = upsertAction(actions, 'rowClick', { ...a, name: 'B' });
    expect(actions.rowClick.map((x) => x.name)).toEqual(['B']);
    expect(removeAction(actions, 'rowClick', 'a')).toEqual({});
  });
});
