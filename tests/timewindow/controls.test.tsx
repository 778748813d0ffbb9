// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from '@adobe/react-spectrum/Provider';
import { defaultTheme } from '@adobe/react-spectrum/defaultTheme';
import { type ReactNode } from 'react';
import { IntervalEditor } from '../../core/components/timewindow/IntervalEditor';
import { TimewindowPanel } from '../../core/components/timewindow/TimewindowPanel';
import { defaultTimewindow } from '../../core/timewindow/defaults';
import { type FullTimewindow } from '../../core/timewindow/types';

// No i18n instance: controls are named by their keys. Spectrum's Tabs needs CSS.escape, which jsdom lacks.
afterEach(cleanup);
if (!globalThis.CSS?.escape) {
  Object.assign(globalThis, { CSS: { ...globalThis.CSS, escape: (text: string) => text.replace(/[^\w-]/g, (c) => `\\${c}`) } });
}
const wrap = (node: ReactNode) => render(<Provider theme={defaultTheme}>{node}</Provider>);

describe('TimewindowPanel', () => {
  it('enables Update only once something changed, and applies the edited window', async () => {
    const applied: FullTimewindow[] = [];
    wrap(<TimewindowPanel value={defaultTimewindow(Date.now(), 500)} onApply={(tw) => applied.push(tw)} onCancel={() => {}} />);
    const update = screen.getByRole('button', { name: 'timewindow.update' });
    expect(update.hasAttribute('disabled')).toBe(true);
    await act(async () => { fireEvent.mouseDown(screen.getByRole('tab', { name: 'timewindow.history' })); fireEvent.click(screen.getByRole('tab', { name: 'timewindow.history' })); });
    await act(async () => { fireEvent.click(screen.getByRole('radio', { name: 'timewindow.date-range' })); });
    expect(screen.getByRole('button', { name: 'timewindow.update' }).hasAttribute('disabled')).toBe(false);
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'timewindow.update' })); });
    expect(applied).toHaveLength(1);
    expect(applied[0]).toMatchObject({ selectedTab: 1, history: { historyType: 1 } });
  });

  it('shows hide toggles only in edit mode', () => {
    const { unmount } = wrap(<TimewindowPanel value={defaultTimewindow(Date.now(), 500)} onApply={() => {}} onCancel={() => {}} />);
    expect(screen.queryByRole('checkbox', { name: 'timewindow.hide-interval' })).toBeNull();
    unmount();
    wrap(<TimewindowPanel isEdit value={defaultTimewindow(Date.now(), 500)} onApply={() => {}} onCancel={() => {}} />);
    expect(screen.getByRole('checkbox', { name: 'timewindow.hide-interval' })).toBeTruthy();
  });
});

describe('IntervalEditor advanced mode', () => {
  it('carries 75 seconds into 1 minute 15 seconds', async () => {
    const values: (number | null)[] = [];
    wrap(<IntervalEditor label="Interval" value={0} defaultAdvanced onChange={(ms) => values.push(ms)} />);
    const seconds = screen.getByRole('textbox', { name: 'timeinterval.seconds' });
    await act(async () => {
      fireEvent.focus(seconds);
      fireEvent.change(seconds, { target: { value: '75' } });
      fireEvent.blur(seconds);
    });
    expect(values.at(-1)).toBe(75_000);
  });
});
