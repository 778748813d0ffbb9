// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultDisplayConfig, scriptSandboxServiceRef, type WidgetDefinition, type WidgetContext } from '@tessera/sdk';
import { CARD_WIDGETS } from '../../../widget-bundles/cards/index';
import { fakeServices, fakeWidgetContext } from '../fakeWidgetContext';
import { datasource, key, latestSeries } from './fixtures';

// No i18n instance: texts show as their keys.
afterEach(cleanup);

const widget = (alias: string) => CARD_WIDGETS.find((w) => w.typeAlias === alias)! as WidgetDefinition<Record<string, unknown>>;

function show(alias: string, ctx: WidgetContext, settings: Record<string, unknown> = {}, size = { width: 400, height: 200 }) {
  const def = widget(alias);
  const Component = def.component;
  return render(<Component settings={{ ...def.defaultSettings, ...settings }} config={{ ...defaultDisplayConfig(), units: '°C', decimals: 1 }} ctx={ctx} {...size} />);
}

const iframeOf = (container: HTMLElement) => container.querySelector('iframe')!;
const XSS = '<img src=x onerror=alert(1)>';

describe('empty state', () => {
  it.each(['simple_card', 'attributes_card', 'html_value_card', 'label_widget'])('%s says there is no data', (alias) => {
    show(alias, fakeWidgetContext().ctx);
    expect(screen.getByText('widgets.cards.no-data')).toBeTruthy();
  });
});

describe('simple card', () => {
  it('shows the latest value with units and decimals, and follows updates', () => {
    const ds = datasource('Boiler', [key('Temperature')]);
    const { ctx, push } = fakeWidgetContext({ series: latestSeries(ds, [21.456]), datasources: [ds] });
    show('simple_card', ctx);
    expect(screen.getByText('Temperature')).toBeTruthy();
    expect(screen.getByText('21.5 °C')).toBeTruthy();
    act(() => push(latestSeries(ds, [22])));
    expect(screen.getByText('22.0 °C')).toBeTruthy();
  });

  it('prefers the key units and decimals, puts the label on top when asked, and scales the value with the card', () => {
    const ds = datasource('Boiler', [key('Pressure', { units: 'bar', decimals: 2 })]);
    const { ctx } = fakeWidgetContext({ series: latestSeries(ds, [1.5]), datasources: [ds] });
    const small = show('simple_card', ctx, { labelPosition: 'top' }, { width: 200, height: 100 });
    const smallSize = parseFloat(screen.getByText('1.50 bar').style.fontSize);
    expect(screen.getByTestId('simple-card').style.flexDirection).toBe('column');
    small.unmount();
    show('simple_card', ctx, { labelPosition: 'top' }, { width: 800, height: 400 });
    expect(parseFloat(screen.getByText('1.50 bar').style.fontSize)).toBeGreaterThan(smallSize);
  });
});

describe('attributes card', () => {
  it('shows a section per entity with label and value rows, values as text', () => {
    const a = datasource('Boiler', [key('Temperature'), key('Mode')]);
    const b = datasource('Pump', [key('Temperature')]);
    const { ctx } = fakeWidgetContext({ series: [...latestSeries(a, [80, XSS]), ...latestSeries(b, [40.25])], datasources: [a, b] });
    const { container } = show('attributes_card', ctx);
    expect(screen.getByRole('heading', { name: 'Boiler' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Pump' })).toBeTruthy();
    expect(screen.getByText('80.0 °C')).toBeTruthy();
    expect(screen.getByText('40.3 °C')).toBeTruthy();
    expect(screen.getByText(`${XSS} °C`)).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
  });
});

describe('HTML card', () => {
  it('renders the tenant HTML and CSS in an iframe without scripts', () => {
    const { container } = show('html_card', fakeWidgetContext().ctx, { cardHtml: '<p class="x">Hello</p><script>alert(1)</script>', cardCss: '.x{color:red}' });
    const frame = iframeOf(container);
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-scripts');
    expect(frame.getAttribute('srcdoc')).toContain('<style>.x{color:red}</style>');
    expect(frame.getAttribute('srcdoc')).toContain('<p class="x">Hello</p>');
    expect([frame.getAttribute('width'), frame.getAttribute('height')]).toEqual(['400', '200']);
    expect(frame.getAttribute('title')).toBe('widgets.cards.html-content');
  });

  it('renders the catalogue default', () => {
    const { container } = show('html_card', fakeWidgetContext().ctx);
    expect(iframeOf(container).getAttribute('srcdoc')).toContain('<div class="card">HTML code here</div>');
  });
});

describe('HTML value card', () => {
  it('substitutes escaped latest values into the sandboxed HTML', () => {
    const ds = datasource('Boiler', [key('t'), key('note')]);
    const { ctx, push } = fakeWidgetContext({ series: latestSeries(ds, [21.456, XSS]), datasources: [ds] });
    const { container } = show('html_value_card', ctx, { cardHtml: '<div>${t}|${t:0}|${note}|${entityName}</div>' });
    const frame = iframeOf(container);
    expect(frame.getAttribute('sandbox')).toBe('');
    const doc = frame.getAttribute('srcdoc')!;
    expect(doc).toContain('<div>21.46|21|&#60;img src=x onerror=alert(1)&#62;|Boiler</div>');
    expect(doc).not.toContain(XSS);
    act(() => push(latestSeries(ds, [5, 'ok'])));
    expect(iframeOf(container).getAttribute('srcdoc')).toContain('<div>5.00|5|ok|Boiler</div>');
  });
});

describe('markdown card', () => {
  it('renders the pattern with values as text, never as markdown or HTML', () => {
    const ds = datasource('Boiler', [key('t'), key('note')]);
    const { ctx } = fakeWidgetContext({ series: latestSeries(ds, [21.456, '[click](https://evil.example) **x** <b>y</b>']), datasources: [ds] });
    const { container } = show('markdown_card', ctx, { markdownTextPattern: '### ${entityName}\n\n**T**: ${t:1}, ${note} [more](/devices/${entityName})' });
    expect(screen.getByRole('heading', { name: 'Boiler' })).toBeTruthy();
    expect(container.querySelector('strong')!.textContent).toBe('T');
    expect(container.textContent).toContain('21.5, [click](https://evil.example) **x** <b>y</b>');
    expect(container.querySelector('a[href^="https://evil"]')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('a')!.getAttribute('href')).toBe('/devices/Boiler');
  });

  it('renders in a script-less iframe with the tenant CSS, values escaped', () => {
    const ds = datasource('Boiler', [key('note')]);
    const { ctx } = fakeWidgetContext({ series: latestSeries(ds, [XSS]), datasources: [ds] });
    const { container } = show('markdown_card', ctx, { markdownTextPattern: '# ${entityName}\n\n${note}', markdownCss: 'h2 { color: red }' });
    const frame = iframeOf(container);
    expect(frame.getAttribute('sandbox')).toBe('allow-popups allow-popups-to-escape-sandbox');
    const doc = frame.getAttribute('srcdoc')!;
    expect(doc).toContain('h2 { color: red }');
    expect(doc).toContain('<h2>Boiler</h2><p>&#60;img src=x onerror=alert(1)&#62;</p>');
    expect(doc).not.toContain(XSS);
  });

  it('renders the catalogue default without datasources', () => {
    const { container } = show('markdown_card', fakeWidgetContext().ctx);
    expect(screen.getByRole('heading', { name: 'Markdown/HTML card' })).toBeTruthy();
    expect(container.querySelector('strong')!.textContent).toBe('Current entity');
  });

  it('runs the markdown text function in the script sandbox with the formatted data', async () => {
    const runs: unknown[][] = [];
    const sandbox = {
      run: (body: string, argNames: readonly string[], args: readonly unknown[]) => {
        runs.push([body, argNames, args]);
        return Promise.resolve('## From ${entityName}: ${t}');
      },
    };
    const ds = datasource('Boiler', [key('t')]);
    const { ctx } = fakeWidgetContext({ series: latestSeries(ds, [7]), datasources: [ds], services: fakeServices([[scriptSandboxServiceRef, sandbox]]) });
    show('markdown_card', ctx, { useMarkdownTextFunction: true, markdownTextFunction: 'return "x";' });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'From Boiler: 7' })).toBeTruthy());
    expect(runs[0][0]).toBe('return "x";');
    expect(runs[0][1]).toEqual(['data']);
    expect(runs[0][2]).toEqual([[expect.objectContaining({ entityName: 'Boiler', t: 7 })]]);
  });

  it('shows the error of a failing function, and says so when there is no sandbox', async () => {
    const sandbox = { run: () => Promise.reject(new Error('boom')) };
    const { ctx } = fakeWidgetContext({ services: fakeServices([[scriptSandboxServiceRef, sandbox]]) });
    const view = show('markdown_card', ctx, { useMarkdownTextFunction: true, markdownTextFunction: 'throw 1' });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('widgets.cards.function-error'));
    view.unmount();
    show('markdown_card', fakeWidgetContext().ctx, { useMarkdownTextFunction: true, markdownTextFunction: 'return 1' });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('widgets.cards.no-sandbox'));
  });
});

describe('label widget', () => {
  it('places value labels over the image, as text, sized and positioned by the settings', () => {
    const ds = datasource('Tank', [key('level'), key('state')]);
    const { ctx } = fakeWidgetContext({ series: latestSeries(ds, [42.123, XSS]), datasources: [ds] });
    const { container } = show('label_widget', ctx, {
      backgroundImageUrl: 'https://example.org/tank.png',
      labels: [
        { pattern: 'L: ${#0}', x: 25, y: 50, backgroundColor: 'red', font: { family: 'Roboto', size: 10, style: 'italic', weight: '700', color: '#fff' } },
        { pattern: '${state} ${level:0}', x: 50, y: 10, font: { size: 5 } },
      ],
    }, { width: 400, height: 200 });
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('https://example.org/tank.png');
    const labels = screen.getAllByTestId('label');
    expect(labels.map((l) => l.textContent)).toEqual(['L: 42.12', `${XSS} 42`]);
    expect(labels[1].querySelector('img')).toBeNull();
    expect([labels[0].style.left, labels[0].style.top, labels[0].style.fontSize]).toEqual(['100px', '100px', '40px']);
    expect(labels[0].style.fontStyle).toBe('italic');
    // Once the image size is known, labels follow the contained picture (200x200 centred in 400x200).
    Object.defineProperty(img, 'naturalWidth', { value: 100 });
    Object.defineProperty(img, 'naturalHeight', { value: 100 });
    fireEvent.load(img);
    expect([labels[0].style.left, labels[0].style.fontSize]).toEqual(['150px', '20px']);
  });
});
