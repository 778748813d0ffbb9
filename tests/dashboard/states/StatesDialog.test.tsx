// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from '@adobe/react-spectrum/Provider';
import { defaultTheme } from '@adobe/react-spectrum/defaultTheme';
import { StatesDialog } from '../../../core/dashboard/states/StatesDialog';
import { type DashboardState } from '../../../core/dashboard/model/types';

// No i18n instance: controls are named by their keys.
afterEach(cleanup);
const states: Record<string, DashboardState> = {
  default: { name: 'Main', root: true, layouts: { main: { widgets: {}, gridSettings: { columns: 30 } } } },
  details: { name: 'Details', root: false, layouts: { main: { widgets: {}, gridSettings: {} } } },
};
const button = (name: string) => screen.getByRole('button', { name });
const isDisabled = (el: HTMLElement) => el.hasAttribute('disabled');
const type = async (el: HTMLElement, value: string) => {
  await act(async () => { fireEvent.change(el, { target: { value } }); });
};

describe('StatesDialog', () => {
  it('rejects a duplicate id and an empty name, then saves an added state made root', async () => {
    const saved: Record<string, DashboardState>[] = [];
    render(<Provider theme={defaultTheme}><StatesDialog states={states} onSave={(s) => saved.push(s)} onCancel={() => {}} /></Provider>);
    expect(screen.getAllByRole('row')).toHaveLength(3);
    const deletes = screen.getAllByRole('button', { name: 'dashboard.states.delete-of' });
    expect(deletes.map(isDisabled)).toEqual([true, false]);

    await type(screen.getByRole('textbox', { name: 'dashboard.states.new-name' }), 'Details');
    expect((screen.getByRole('textbox', { name: 'dashboard.states.new-id' }) as HTMLInputElement).value).toBe('details');
    expect(isDisabled(button('dashboard.states.add'))).toBe(true);
    expect(screen.getByText('dashboard.states.id-exists')).toBeTruthy();
    await type(screen.getByRole('textbox', { name: 'dashboard.states.new-name' }), 'Alarm list');
    await act(async () => { fireEvent.click(button('dashboard.states.add')); });
    expect(screen.getAllByRole('row')).toHaveLength(4);

    const names = screen.getAllByRole('textbox', { name: 'dashboard.states.name-of' });
    await type(names[1], '');
    expect(isDisabled(button('action.save'))).toBe(true);
    await type(names[1], 'Device details');
    const makeRoot = screen.getAllByRole('button', { name: 'dashboard.states.make-root-of' });
    await act(async () => { fireEvent.click(makeRoot[1]); });
    await act(async () => { fireEvent.click(button('action.save')); });

    expect(saved).toHaveLength(1);
    expect(saved[0].details.name).toBe('Device details');
    expect(saved[0].alarm_list).toEqual({ name: 'Alarm list', root: true, layouts: { main: { widgets: {}, gridSettings: { columns: 30 } } } });
    expect(saved[0].default.root).toBe(false);
  });

  it('deletes a state only after confirmation', async () => {
    const saved: Record<string, DashboardState>[] = [];
    render(<Provider theme={defaultTheme}><StatesDialog states={states} onSave={(s) => saved.push(s)} onCancel={() => {}} /></Provider>);
    await act(async () => { fireEvent.click(screen.getAllByRole('button', { name: 'dashboard.states.delete-of' })[1]); });
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain('dashboard.states.delete-text');
    await act(async () => { fireEvent.click(screen.getAllByRole('button', { name: 'action.delete' }).at(-1)!); });
    await act(async () => { fireEvent.click(button('action.save')); });
    expect(Object.keys(saved[0])).toEqual(['default']);
  });
});
