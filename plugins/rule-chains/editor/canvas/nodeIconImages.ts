import { isValidElement, type ReactElement, type ReactNode } from 'react';
import AlertCircleFilled from '@spectrum-icons/workflow/AlertCircleFilled';
import Bug from '@spectrum-icons/workflow/Bug';
import { NODE_ICONS } from './nodeIcons';

/*
 * The icons on the canvas are plain images: one CSS class per icon (a background image of the
 * icon's SVG), not a Spectrum icon component (an inline <svg> and its React subtree) per node.
 * A thousand inline SVGs were a thousand more things for Chromium to style, paint and layerize
 * on each frame of a pan. The images are made once from the same Spectrum workflow icons the
 * palette shows, so both stay the same drawing.
 */

type Element = ReactElement<Record<string, unknown>>;

/** Node text colour (ruleChainEditor.css `.rce-node`): node boxes keep their type colour in either theme. */
const NODE_INK = '#1d1d1d';

const ATTRIBUTE = /^[a-zA-Z][a-zA-Z0-9]*$/;
const kebab = (name: string) => (name === 'viewBox' ? name : name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`));
const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Static SVG markup of a host-element tree (svg, path, rect, ...), as the workflow icons are made of. */
export function svgMarkup(node: ReactNode): string {
  if (Array.isArray(node)) return node.map(svgMarkup).join('');
  if (!isValidElement(node)) return '';
  const element = node as Element;
  if (typeof element.type !== 'string') return '';
  const { children, ...props } = element.props;
  const attributes = Object.entries(props)
    .filter(([name, value]) => ATTRIBUTE.test(name) && (typeof value === 'string' || typeof value === 'number'))
    .map(([name, value]) => ` ${kebab(name)}="${escapeAttribute(String(value))}"`)
    .join('');
  return `<${element.type}${attributes}>${svgMarkup(children as ReactNode)}</${element.type}>`;
}

/**
 * The <svg> drawing of a Spectrum workflow icon: the icon component is a plain function that
 * wraps the drawing component (again a plain function) in Spectrum's Icon; both are called,
 * nothing is mounted.
 */
export function iconSvg(icon: unknown, fill: string): string | undefined {
  try {
    const wrapper = (icon as (props: object) => Element)({});
    const drawing = wrapper.props.children as Element;
    const svg = typeof drawing.type === 'function' ? (drawing.type as (props: object) => Element)(drawing.props ?? {}) : drawing;
    if (!isValidElement(svg) || svg.type !== 'svg') return undefined;
    const markup = svgMarkup(svg);
    return markup.replace(/^<svg/, `<svg xmlns="http://www.w3.org/2000/svg" fill="${fill}"`);
  } catch {
    return undefined;
  }
}

const dataUrl = (svg: string) => `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;

/** The class of an icon name's image (NODE_ICONS' names), or else of the type's icon. */
export function iconClass(name: string | undefined, typeIcon: string): string {
  const known = name && NODE_ICONS[name] ? name : NODE_ICONS[typeIcon] ? typeIcon : 'help_outline';
  return `rce-icon rce-icon-${known}`;
}

/** The style sheet of every icon class: node icons in the node ink, badge icons in white. */
export function iconStyleSheet(): string {
  const rules = Object.entries(NODE_ICONS).flatMap(([name, icon]) => {
    const svg = iconSvg(icon, NODE_INK);
    return svg ? [`.rce-icon-${name}{background-image:${dataUrl(svg)}}`] : [];
  });
  const badges: [string, unknown][] = [['bug', Bug], ['error', AlertCircleFilled]];
  for (const [name, icon] of badges) {
    const svg = iconSvg(icon, '#fff');
    if (svg) rules.push(`.rce-badge-icon-${name}{background-image:${dataUrl(svg)}}`);
  }
  return rules.join('\n');
}

let installed: HTMLStyleElement | null = null;

/** Adds the icon style sheet to the document once (the first canvas does). */
export function installIconStyles(doc: Document = document): void {
  if (installed?.isConnected) return;
  installed = doc.createElement('style');
  installed.dataset.rceIcons = '';
  installed.textContent = iconStyleSheet();
  doc.head.appendChild(installed);
}
