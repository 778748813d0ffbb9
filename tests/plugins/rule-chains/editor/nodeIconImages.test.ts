// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import Filter from '@spectrum-icons/workflow/Filter';
import { iconClass, iconStyleSheet, iconSvg, installIconStyles, svgMarkup } from '../../../../plugins/rule-chains/editor/canvas/nodeIconImages';
import { NODE_ICONS } from '../../../../plugins/rule-chains/editor/canvas/nodeIcons';

describe('node icon images', () => {
  it('writes host elements as SVG markup, with kebab-case attributes and escaped values', () => {
    const tree = createElement('svg', { viewBox: '0 0 36 36' }, createElement('path', { fillRule: 'evenodd', d: 'M1 2"&' }), createElement('rect', { x: 1, width: 3 }));
    expect(svgMarkup(tree)).toBe('<svg viewBox="0 0 36 36"><path fill-rule="evenodd" d="M1 2&quot;&amp;"></path><rect x="1" width="3"></rect></svg>');
  });

  it('draws a Spectrum workflow icon as a standalone SVG in the given colour', () => {
    const svg = iconSvg(Filter, '#1d1d1d');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" fill="#1d1d1d" viewBox="0 0 36 36"><path fill-rule="evenodd" d="M30.946/);
    expect(iconSvg(() => null, '#000')).toBeUndefined();
  });

  it('has an image class for every icon name the palette knows, and the badges', () => {
    const sheet = iconStyleSheet();
    for (const name of Object.keys(NODE_ICONS)) expect(sheet).toContain(`.rce-icon-${name}{background-image:url("data:image/svg+xml,%3Csvg`);
    expect(sheet).toContain('.rce-badge-icon-bug{');
    expect(sheet).toContain('.rce-badge-icon-error{');
  });

  it('falls back to the type icon, then to the unknown icon', () => {
    expect(iconClass('email', 'flash_on')).toBe('rce-icon rce-icon-email');
    expect(iconClass('no_such_icon', 'flash_on')).toBe('rce-icon rce-icon-flash_on');
    expect(iconClass(undefined, 'nothing')).toBe('rce-icon rce-icon-help_outline');
  });

  it('installs the style sheet once', () => {
    installIconStyles();
    installIconStyles();
    expect(document.querySelectorAll('style[data-rce-icons]')).toHaveLength(1);
  });
});
