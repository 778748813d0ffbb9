import { describe, expect, it } from 'vitest';
import { DASHBOARD_SELECT_LIMIT, selectPanelHeight } from '../../core/dashboard/DashboardSelect';

describe('dashboard select (seed 001 §2.4, seed 000 §9)', () => {
  it('opens a 250 px panel from 350 px high windows, else 150 px, over at most 100 dashboards', () => {
    expect(selectPanelHeight(900)).toBe(250);
    expect(selectPanelHeight(350)).toBe(250);
    expect(selectPanelHeight(349)).toBe(150);
    expect(DASHBOARD_SELECT_LIMIT).toBe(100);
  });
});
