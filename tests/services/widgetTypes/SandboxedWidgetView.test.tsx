// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { defaultDisplayConfig, staticWidgetContext } from '@tessera/sdk';
import { WIDGET_SANDBOX_REQUIRED_CSP, widgetSandboxRequiredCsp } from '../../../core/services/sandbox/sandboxPolicy';
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

  it('asks the sandbox page for a type\'s external resources and requires exactly them in its CSP', () => {
    const urls = ['https://cdn.example.com/chart.js', 'https://cdn.example.com/chart.css'];
    const { container } = show(record(urls.map((url) => ({ url }))));
    const frame = container.querySelector('iframe')!;
    expect(new URL(frame.src).searchParams.getAll('resource')).toEqual(urls);
    expect(frame.getAttribute('csp')).toBe(widgetSandboxRequiredCsp(urls));
    expect(frame.getAttribute('csp')).toContain("script-src 'self' 'unsafe-eval' https://cdn.example.com/chart.js https://cdn.example.com/chart.css;");
  });

  it('refuses resources it cannot load safely with an error tile naming them, and creates no frame', () => {
    const r = record([{ url: 'javascript:alert(1)' }, { url: '' }, { url: '/api/user/tokens' }, { url: 'https://cdn.example.com/ok.js' }]);
    expect(refusedResources(r, 'http://localhost/')).toEqual(['javascript:alert(1)', '/api/user/tokens']);
    const { container } = show(r);
    expect(screen.getByRole('alert').textContent).toContain('widget-sandbox.resources-refused');
    expect(container.querySelector('iframe')).toBeNull();
  });
});
