// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from '@adobe/react-spectrum/Provider';
import { defaultTheme } from '@adobe/react-spectrum/defaultTheme';
import { type WidgetDefinition } from '@tessera/sdk';
import { WidgetConfigDialog } from '../../../core/dashboard/config/WidgetConfigDialog';
import { type DashboardWidget } from '../../../core/dashboard/model/types';

// No i18n instance: controls are named by their keys. Spectrum's Tabs needs CSS.escape, which jsdom lacks.
afterEach(cleanup);
if (!globalThis.CSS?.escape) {
  Object.assign(globalThis, { CSS: { ...globalThis.CSS, escape: (text: string) => text.replace(/[^\w-]/g, (c) => `\\${c}`) } });
}

const widget: DashboardWidget = {
  id: 'w1', bundleAlias: 'charts', typeAlias: 'basic_timeseries', type: 'timeseries', sizeX: 8, sizeY: 5,
  config: {
    title: 'Old', decimals: 2, settings: { limit: 3 },
    datasources: [{ type: 'entity', entityAliasId: 'a1', dataKeys: [{ name: 't', type: 'timeseries', label: 't', color: '#2196f3', settings: {} }] }],
  },
};
const definition = {
  id: 'x.charts.line', name: 'Line', kind: 'timeseries', sizeX: 8, sizeY: 5, component: () => null,
  defaultSettings: { limit: 1, smooth: false },
  settingsSchema: { type: 'object', properties: { limit: { type: 'integer', title: 'Limit', maximum: 5 }, smooth: { type: 'boolean', title: 'Smooth' } } },
} as unknown as WidgetDefinition<any>;

function open() {
  const saved: DashboardWidget[] = [];
  let cancelled = 0;
  render(
    <Provider theme={defaultTheme}>
      <WidgetConfigDialog widget={widget} definition={definition} states={{ default: { name: 'Root', root: true, layouts: {} as never } }}
        aliases={{ a1: { id: 'a1', alias: 'Thermostats', filter: { type: 'entityType', entityType: 'DEVICE' } } }}
        onCreateAlias={async () => null} onSave={(w) => saved.push(w)} onCancel={() => { cancelled++; }} />
    </Provider>,
  );
  return { saved, cancelled: () => cancelled };
}

const tab = async (name: string) => {
  const el = screen.getByRole('tab', { name });
  await act(async () => { fireEvent.mouseDown(el); fireEvent.click(el); });
};
const save = () => screen.getByRole('button', { name: 'action.save' });

describe('WidgetConfigDialog', () => {
  it('shows the four tabs and the data keys of the datasources', () => {
    open();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'dashboard.widget-config.data', 'dashboard.widget-config.appearance', 'dashboard.widget-config.settings', 'dashboard.widget-config.actions',
    ]);
    expect(screen.getByRole('button', { name: 'dashboard.widget-config.edit-key' })).toBeTruthy();
  });

  it('emits a new widget with the edited title and keeps the original untouched', async () => {
    const { saved } = open();
    await tab('dashboard.widget-config.appearance');
    const title = screen.getByRole('textbox', { name: 'dashboard.widget-config.title' });
    await act(async () => { fireEvent.change(title, { target: { value: 'New title' } }); });
    await act(async () => { fireEvent.click(save()); });
    expect(saved).toHaveLength(1);
    expect(saved[0].config).toMatchObject({ title: 'New title', decimals: 2, settings: { limit: 3, smooth: false } });
    expect(widget.config.title).toBe('Old');
  });

  it('disables Save while decimals are invalid', async () => {
    open();
    await tab('dashboard.widget-config.appearance');
    const decimals = screen.getByRole('textbox', { name: 'dashboard.widget-config.decimals' });
    await act(async () => { fireEvent.change(decimals, { target: { value: '16' } }); });
    expect(save().hasAttribute('disabled')).toBe(true);
    expect(screen.getAllByText('dashboard.widget-config.decimals-invalid').length).toBeGreaterThan(0);
    await act(async () => { fireEvent.change(decimals, { target: { value: '4' } }); });
    expect(save().hasAttribute('disabled')).toBe(false);
  });

  it('renders the settings schema with Spectrum fields and validates them', async () => {
    open();
    await tab('dashboard.widget-config.settings');
    expect(screen.getByRole('checkbox', { name: 'Smooth' })).toBeTruthy();
    const limit = screen.getByRole('textbox', { name: /Limit/ });
    await act(async () => { fireEvent.focus(limit); fireEvent.change(limit, { target: { value: '9' } }); fireEvent.blur(limit); });
    expect(save().hasAttribute('disabled')).toBe(true);
  });

  it('cancel calls onCancel and saves nothing', async () => {
    const { saved, cancelled } = open();
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'action.cancel' })); });
    expect(cancelled()).toBe(1);
    expect(saved).toHaveLength(0);
  });
});
