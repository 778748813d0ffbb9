// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { defaultDisplayConfig, staticWidgetContext } from '@tessera/sdk';
import { WIDGET_SANDBOX_REQUIRED_CSP } from '../../../core/services/sandbox/sandboxPolicy';
import { refusedResources, SandboxedWidgetView } from '../../../core/services/widgetTypes/SandboxedWidgetView';
import type { WidgetTypeRecord } from '../../../core/services/widgetTypes/WidgetTypeRecord';
import { fakeServices } from '../../widget-bundles/fakeWidgetContext';

afterEach(cleanup);

const record = (resources: { url: string }[] = []): WidgetTypeRecord => ({
  bundleAlias: 'mine', alias: 'gauge', name: 'Gauge',
  descriptor: { type: 'latest', sizeX: 4, sizeY: 3, resources, templateHtml: '<div></div>', templateCss: '', controllerScript: 'self.onInit = function () {};' },
});
const show = (r: WidgetTypeRecord) => render(
  <SandboxedWidgetView record={r} ctx={staticWidgetContext(fakeServices(), false)} settings={{}} width={300} height={200} config={defaultDisplayConfig()} />,
);

describe('SandboxedWidgetView', () => {
  it('runs the type in a script-only, cross-origin frame that must enforce the widget sandbox CSP, hidden until it rendered', () => {
    const { container } = show(record());
    const frame = container.querySelector('iframe')!;
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
    expect(frame.getAttribute('csp')).toBe(WIDGET_SANDBOX_REQUIRED_CSP);
    expect(frame.src).toMatch(/\/widget-sandbox\.html$/);
    expect(frame.style.visibility).toBe('hidden');
    expect(frame.width).toBe('300');
  });

  it('refuses a type that wants external resources with an error tile, and creates no frame', () => {
    const r = record([{ url: 'https://cdn.example.com/chart.js' }, { url: '' }]);
    expect(refusedResources(r)).toEqual(['https://cdn.example.com/chart.js']);
    const { container } = show(r);
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(container.querySelector('iframe')).toBeNull();
  });
});
