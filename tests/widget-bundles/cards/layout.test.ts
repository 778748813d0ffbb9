import { describe, expect, it } from 'vitest';
import { Markdown } from '@tessera/ui';
import { cardDocument } from '../../../widget-bundles/cards/cardDocument';
import { groupByDatasource } from '../../../widget-bundles/cards/groupByDatasource';
import { containRect, labelPlacement } from '../../../widget-bundles/cards/labelLayout';
import { simpleCardFonts } from '../../../widget-bundles/cards/simpleCardFonts';
import { staticHtml } from '../../../widget-bundles/cards/staticHtml';
import { datasource, key, latestSeries } from './fixtures';

describe('simpleCardFonts', () => {
  it('grows the value with the card and shrinks it for long text', () => {
    const small = simpleCardFonts(200, 100, '21.5 °C', 'left');
    const large = simpleCardFonts(800, 400, '21.5 °C', 'left');
    expect(large.value).toBeGreaterThan(small.value);
    expect(simpleCardFonts(400, 200, '123456789012345 kWh', 'left').value).toBeLessThan(simpleCardFonts(400, 200, '12', 'left').value);
  });

  it('keeps the value within the card and the label smaller than the value', () => {
    const fonts = simpleCardFonts(300, 150, '42', 'top');
    expect(fonts.value).toBeLessThanOrEqual(150 * 0.65);
    expect(fonts.label).toBeLessThan(fonts.value);
    expect(simpleCardFonts(0, 0, '1', 'left')).toEqual({ value: 10, label: 10 });
  });
});

describe('containRect', () => {
  it('centres an image in the box keeping its aspect ratio', () => {
    expect(containRect(200, 100, 400, 400)).toEqual({ left: 0, top: 100, width: 400, height: 200 });
    expect(containRect(100, 200, 400, 200)).toEqual({ left: 150, top: 0, width: 100, height: 200 });
  });

  it('uses the whole box while the image size is unknown', () => {
    expect(containRect(0, 0, 300, 200)).toEqual({ left: 0, top: 0, width: 300, height: 200 });
  });
});

describe('labelPlacement', () => {
  it('places a label by per cent of the image and sizes its font by the image width', () => {
    expect(labelPlacement({ left: 10, top: 20, width: 200, height: 100 }, 50, 25, 6)).toEqual({ left: 110, top: 45, fontSize: 12 });
  });
});

describe('cardDocument', () => {
  it('puts the CSS in a style element, the HTML in the body, and forbids scripts and remote styles', () => {
    const doc = cardDocument('<div class="card">Hi</div>', '.card { color: red }');
    expect(doc).toContain('<style>.card { color: red }</style>');
    expect(doc).toContain('<body><div class="card">Hi</div></body>');
    expect(doc).toMatch(/Content-Security-Policy" content="default-src 'none'/);
    expect(doc).not.toContain('script-src');
  });

  it('keeps CSS from closing its style element', () => {
    expect(cardDocument('', 'a{}</style><b>x</b>')).toContain('<style>a{}<\\/style><b>x</b></style>');
  });
});

describe('groupByDatasource', () => {
  it('groups series by datasource in configuration order and keeps datasources without data', () => {
    const a = datasource('A', [key('t')]);
    const b = datasource('B', [key('t')]);
    const c = datasource('C', [key('t')]);
    // The host may hand series their own copies of the datasource objects.
    const groups = groupByDatasource([...latestSeries({ ...b }, [2]), ...latestSeries({ ...a }, [1])], [a, b, c]);
    expect(groups.map((g) => [g.datasource.name, g.series.length])).toEqual([['A', 1], ['B', 1], ['C', 0]]);
  });
});

describe('staticHtml', () => {
  it('serialises markdown elements, escaping text and attributes', () => {
    expect(staticHtml(Markdown({ source: '## A & B\n\n*x* [go](/a?b="c") [bad](javascript:x) <i>' }))).toBe(
      '<div class="tb-markdown"><h3>A &#38; B</h3><p><em>x</em> '
      + '<a href="/a?b=&#34;c&#34;" target="_blank" rel="noopener noreferrer">go</a> bad &#60;i&#62;</p></div>',
    );
  });
});
