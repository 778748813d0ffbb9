import { describe, expect, it } from 'vitest';
import { BreadcrumbLabels } from '../../core/shell/BreadcrumbLabels';

describe('breadcrumb labels set by pages', () => {
  it('shows the newest label of a path and falls back when it is disposed', () => {
    const labels = new BreadcrumbLabels();
    expect(labels.labelOf('/dashboards/1')).toBeUndefined();
    const first = labels.setLabel('/dashboards/1', 'Thermostats');
    const second = labels.setLabel('/dashboards/1', 'Thermostats (renamed)');
    expect(labels.labelOf('/dashboards/1')).toBe('Thermostats (renamed)');
    second.dispose();
    second.dispose();
    expect(labels.labelOf('/dashboards/1')).toBe('Thermostats');
    first.dispose();
    expect(labels.labelOf('/dashboards/1')).toBeUndefined();
  });
});
