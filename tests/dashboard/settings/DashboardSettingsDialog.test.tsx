// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from '@adobe/react-spectrum/Provider';
import { defaultTheme } from '@adobe/react-spectrum/defaultTheme';
import { DashboardSettingsDialog } from '../../../core/dashboard/settings/DashboardSettingsDialog';
import { type DashboardSettings, type GridSettings } from '../../../core/dashboard/model/types';

// No i18n instance: controls are named by their keys.
afterEach(cleanup);

describe('DashboardSettingsDialog', () => {
  it('disables Save for an out-of-range column count and saves a valid edit with defaults filled in', async () => {
    const saved: { settings: DashboardSettings; gridSettings: GridSettings }[] = [];
    render(
      <Provider theme={defaultTheme}>
        <DashboardSettingsDialog settings={{ stateControllerId: 'entity' }} gridSettings={{ columns: 24 }} onSave={(next) => saved.push(next)} onCancel={() => {}} />
      </Provider>,
    );
    const save = screen.getByRole('button', { name: 'action.save' });
    const columns = screen.getByRole('textbox', { name: 'dashboard.settings-dialog.columns' });
    await act(async () => {
      fireEvent.focus(columns);
      fireEvent.change(columns, { target: { value: '5' } });
      fireEvent.blur(columns);
    });
    // Spectrum clamps a typed number to its bounds on blur, so it never reaches validation out of range.
    expect((columns as HTMLInputElement).value).toBe('10');
    await act(async () => {
      fireEvent.focus(columns);
      fireEvent.change(columns, { target: { value: '' } });
      fireEvent.blur(columns);
    });
    expect(save.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('dashboard.settings-dialog.columns-required')).toBeTruthy();
    await act(async () => {
      fireEvent.focus(columns);
      fireEvent.change(columns, { target: { value: '36' } });
      fireEvent.blur(columns);
    });
    await act(async () => { fireEvent.click(screen.getByRole('checkbox', { name: 'dashboard.settings-dialog.hideToolbar' })); });
    expect(save.hasAttribute('disabled')).toBe(false);
    await act(async () => { fireEvent.click(save); });
    expect(saved).toHaveLength(1);
    expect(saved[0].settings).toMatchObject({ stateControllerId: 'entity', hideToolbar: true, showDashboardExport: true });
    expect(saved[0].gridSettings).toMatchObject({ columns: 36, margin: 10, mobileRowHeight: 70 });
  });
});
