import { Fragment, isValidElement, type ReactNode } from 'react';
import { escapeHtml } from './placeholders';

/*
 * Serialises the small element trees the SDK's Markdown produces (intrinsic elements with
 * string attributes, fragments, text) to HTML for a sandboxed iframe. react-dom/server is
 * not shared with bundles; this is enough for markdown and escapes every text and attribute.
 */
const VOID = new Set(['br', 'hr', 'img']);
const ATTRIBUTES: Record<string, string> = { className: 'class', href: 'href', target: 'target', rel: 'rel', title: 'title' };

/** HTML of a React node tree made of intrinsic elements, fragments and text. */
export function staticHtml(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number' || typeof node === 'bigint') return escapeHtml(String(node));
  if (Array.isArray(node)) return node.map(staticHtml).join('');
  if (!isValidElement(node)) return '';
  const props = node.props as Record<string, unknown> & { children?: ReactNode };
  if (node.type === Fragment) return staticHtml(props.children);
  if (typeof node.type !== 'string' || !/^[a-z][a-z0-9]*$/.test(node.type)) return staticHtml(props.children);
  const attributes = Object.entries(ATTRIBUTES)
    .filter(([prop]) => typeof props[prop] === 'string')
    .map(([prop, name]) => ` ${name}="${escapeHtml(props[prop] as string)}"`)
    .join('');
  if (VOID.has(node.type)) return `<${node.type}${attributes}>`;
  return `<${node.type}${attributes}>${staticHtml(props.children)}</${node.type}>`;
}
