import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Markdown } from '@tessera/ui';
import { fillPattern, type PlaceholderLookup } from './placeholders';

/*
 * Values must never be read as markdown (a device could otherwise send `[x](https://...)` and
 * get a link). So each value enters the source as a private-use marker, the SDK's Markdown
 * renders the pattern's own syntax, and the markers in the rendered text (and link targets,
 * URL-encoded) are then replaced by the values as plain text.
 */
const MARKER = /\uE000(\d+)\uE001/g;
const MARKER_CHARS = /[\uE000\uE001]/g;

function substitute(node: ReactNode, values: readonly string[], inUrl = false): ReactNode {
  if (typeof node === 'string') {
    return node.replace(MARKER, (_, i: string) => (inUrl ? encodeURIComponent(values[Number(i)]) : values[Number(i)]));
  }
  if (Array.isArray(node)) return node.map((child) => substitute(child, values));
  if (isValidElement(node)) {
    const props = node.props as { children?: ReactNode; href?: unknown };
    const next: Record<string, unknown> = {};
    if (props.children !== undefined) next.children = substitute(props.children, values);
    if (typeof props.href === 'string') next.href = substitute(props.href, values, true);
    return cloneElement(node as ReactElement<Record<string, unknown>>, next);
  }
  return node;
}

/** Renders a markdown pattern with its `${...}` placeholders filled in as text. */
export function markdownWithValues(pattern: string, lookup: PlaceholderLookup): ReactNode {
  const values: string[] = [];
  const source = fillPattern(pattern.replace(MARKER_CHARS, ''), lookup, {
    encode: (text) => `\uE000${values.push(text.replace(MARKER_CHARS, '')) - 1}\uE001`,
  });
  // Markdown is a plain function of its source (no hooks), so its element tree can be rewritten.
  return substitute(Markdown({ source }), values);
}
