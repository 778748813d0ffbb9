// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { defaultTheme, Provider } from '@adobe/react-spectrum';
import { httpServiceRef, notificationServiceRef, type Toast } from '@tessera/sdk';
import { updateMultipleAttributes } from '../../../widget-bundles/controls/index';
import { dataKey, fakeServices, fakeWidgetContext } from '../fakeWidgetContext';
import { datasource, displayConfig, latestData } from '../gauges/fixtures';

afterEach(cleanup);
const flush = () => act(async () => { await new Promise((r) => setTimeout(r, 0)); });

function setup(settings = updateMultipleAttributes.defaultSettings, fail = false) {
  const ds = datasource([
    dataKey('name', { label: 'Name', settings: { dataKeyType: 'server', dataKeyValueType: 'string', required: true } }),
    dataKey('limit', { label: 'Limit', settings: { dataKeyType: 'shared', dataKeyValueType: 'integer', minValue: 0, maxValue: 100 } }),
    dataKey('target', { label: 'Target', settings: { dataKeyType: 'timeseries', dataKeyValueType: 'double' } }),
    dataKey('secret', { label: 'Secret', settings: { dataKeyHidden: true } }),
  ]);
  const posts: { url: string; body: unknown }[] = [];
  const toasts: Toast[] = [];
  const http = { post: async (url: string, body: unknown) => { if (fail) throw new Error('denied'); posts.push({ url, body }); } };
  const services = fakeServices([[httpServiceRef, http], [notificationServiceRef, { show: (t: Toast) => toasts.push(t) }]]);
  const { ctx } = fakeWidgetContext({ services, datasources: [ds], data: latestData(ds, { name: 'Boiler', limit: 40, target: 21.5 }) });
  render(<Provider theme={defaultTheme}><updateMultipleAttributes.component settings={settings} width={600} height={300} config={displayConfig} ctx={ctx} /></Provider>);
  return { posts, toasts };
}

describe('Update multiple attributes', () => {
  it('shows one field per visible key with its current value', async () => {
    setup();
    await flush();
    expect((screen.getByRole('textbox', { name: /Name/ }) as HTMLInputElement).value).toBe('Boiler');
    expect((screen.getByRole('textbox', { name: 'Limit' }) as HTMLInputElement).value).toBe('40');
    expect((screen.getByRole('textbox', { name: 'Target' }) as HTMLInputElement).value).toBe('21.5');
    expect(screen.queryByRole('textbox', { name: 'Secret' })).toBeNull();
  });

  it('saves only the changed values, each to its scope, and reports success', async () => {
    const { posts, toasts } = setup();
    await flush();
    fireEvent.change(screen.getByRole('textbox', { name: 'Limit' }), { target: { value: '55' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Target' }), { target: { value: '19' } });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'widgets.controls.save' })); });
    await flush();
    expect(posts).toEqual([
      { url: '/api/plugins/telemetry/DEVICE/dev-1/attributes/SHARED_SCOPE', body: { limit: 55 } },
      { url: '/api/plugins/telemetry/DEVICE/dev-1/timeseries/ANY', body: { target: 19 } },
    ]);
    expect(toasts).toEqual([{ message: 'widgets.controls.update-successful', type: 'success', duration: 1000 }]);
  });

  it('shows validation messages and writes nothing', async () => {
    const { posts } = setup();
    await flush();
    fireEvent.change(screen.getByRole('textbox', { name: 'Limit' }), { target: { value: '500' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Name/ }), { target: { value: '' } });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'widgets.controls.save' })); });
    await flush();
    expect(posts).toEqual([]);
    expect(screen.getByText('widgets.controls.max-value')).toBeTruthy();
    expect(screen.getByText('widgets.controls.field-required')).toBeTruthy();
  });

  it('undoes edits with Reset', async () => {
    setup();
    await flush();
    fireEvent.change(screen.getByRole('textbox', { name: 'Limit' }), { target: { value: '55' } });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'widgets.controls.undo' })); });
    expect((screen.getByRole('textbox', { name: 'Limit' }) as HTMLInputElement).value).toBe('40');
  });

  it('reports a failed save as an error toast', async () => {
    const { toasts } = setup(updateMultipleAttributes.defaultSettings, true);
    await flush();
    fireEvent.change(screen.getByRole('textbox', { name: 'Limit' }), { target: { value: '1' } });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'widgets.controls.save' })); });
    await flush();
    expect(toasts).toEqual([{ message: 'widgets.controls.update-failed', type: 'error' }]);
  });

  it('shows a quiet empty state without a datasource', () => {
    const { ctx } = fakeWidgetContext();
    render(<updateMultipleAttributes.component settings={updateMultipleAttributes.defaultSettings} width={600} height={300} config={displayConfig} ctx={ctx} />);
    expect(screen.getByText('widgets.controls.no-data')).toBeTruthy();
  });
});
