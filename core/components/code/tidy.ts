/**
 * Tidy, minify and beautify for the code editors (seed 001 sections 2.5 and 9): indent 4 and
 * wrap at 60 characters for JavaScript, JSON and protobuf; JSON objects beautify with indent 2.
 * Pure functions, so the toolbar works before Monaco has loaded and tests need no browser.
 */

/** Spaces per level when tidying code (seed 001 section 9). */
export const TIDY_INDENT = 4;
/** Lines longer than this are wrapped by tidy (seed 001 section 9). */
export const TIDY_WRAP = 60;
/** Indent of a JSON object shown in the JSON object editor (seed 001 section 9). */
export const JSON_OBJECT_INDENT = 2;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isScalar = (value: Json): boolean => value === null || typeof value !== 'object';

function renderJson(value: Json, indent: string, prefixLength: number): string {
  if (isScalar(value)) return JSON.stringify(value);
  const inner = indent + ' '.repeat(TIDY_INDENT);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    if (value.every(isScalar)) {
      const inline = `[${value.map((item) => JSON.stringify(item)).join(', ')}]`;
      // +1 for the comma that may follow the array.
      if (indent.length + prefixLength + inline.length + 1 <= TIDY_WRAP) return inline;
    }
    return `[\n${value.map((item) => inner + renderJson(item, inner, 0)).join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as { [key: string]: Json });
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([key, item]) => {
    const prefix = `${JSON.stringify(key)}: `;
    return inner + prefix + renderJson(item, inner, prefix.length);
  }).join(',\n')}\n${indent}}`;
}

/**
 * Re-formats JSON text with indent 4; an array of scalars stays on one line when that line
 * fits in 60 characters. Throws a SyntaxError when the text is not JSON.
 */
export function tidyJson(text: string): string {
  return renderJson(JSON.parse(text) as Json, '', 0);
}

/** JSON text without any whitespace. Throws a SyntaxError when the text is not JSON. */
export function minifyJson(text: string): string {
  return JSON.stringify(JSON.parse(text));
}

/** The object a JSON text stands for, or null when it does not parse or is not an object. */
export function parseJsonObject(text: string): object | null {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' ? value : null;
  } catch {
    return null;
  }
}

/** A value as the JSON object editor shows it: indent 2. */
export function beautifyJson(value: unknown): string {
  return JSON.stringify(value, null, JSON_OBJECT_INDENT) ?? '';
}

type TokenKind = 'string' | 'line-comment' | 'block-comment' | 'open' | 'close' | 'semi' | 'newline' | 'space' | 'text';
interface Token { kind: TokenKind; text: string }

/** Splits C-like source (protobuf, JavaScript) so braces inside strings and comments are not counted. */
function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  const push = (kind: TokenKind, end: number) => { tokens.push({ kind, text: source.slice(i, end) }); i = end; };
  while (i < source.length) {
    const c = source[i];
    const next = source[i + 1];
    if (c === '\n') push('newline', i + 1);
    else if (c === ' ' || c === '\t' || c === '\r') {
      let end = i + 1;
      while (end < source.length && /[ \t\r]/.test(source[end])) end++;
      push('space', end);
    } else if (c === '/' && next === '/') {
      const end = source.indexOf('\n', i);
      push('line-comment', end < 0 ? source.length : end);
    } else if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      push('block-comment', end < 0 ? source.length : end + 2);
    } else if (c === '"' || c === "'" || c === '`') {
      let end = i + 1;
      while (end < source.length && source[end] !== c && (c === '`' || source[end] !== '\n')) {
        end += source[end] === '\\' ? 2 : 1;
      }
      push('string', Math.min(end + 1, source.length));
    } else if (c === '{' || c === '(' || c === '[') push('open', i + 1);
    else if (c === '}' || c === ')' || c === ']') push('close', i + 1);
    else if (c === ';') push('semi', i + 1);
    else {
      let end = i + 1;
      while (end < source.length && !/[\s{}()[\];"'`/]/.test(source[end])) end++;
      push('text', end);
    }
  }
  return tokens;
}

const pad = (depth: number) => ' '.repeat(TIDY_INDENT * Math.max(0, depth));

/** Places where a long line may break: spaces outside strings, before any line comment. */
function breakPoints(line: string): number[] {
  const points: number[] = [];
  let position = 0;
  for (const token of tokenize(line)) {
    if (token.kind === 'line-comment') break;
    if (token.kind === 'space' && position > 0 && line.slice(0, position).trim() !== '') points.push(position);
    position += token.text.length;
  }
  return points;
}

/** Breaks a line longer than 60 characters at spaces; continuation lines get one more indent. */
function wrapLine(line: string, depth: number): string[] {
  const lines: string[] = [];
  let rest = line;
  while (rest.length > TIDY_WRAP) {
    const points = breakPoints(rest);
    const at = points.filter((p) => p <= TIDY_WRAP).pop() ?? points.find((p) => p > TIDY_WRAP);
    if (at === undefined) break;
    lines.push(rest.slice(0, at).trimEnd());
    rest = pad(depth + 1) + rest.slice(at).trimStart();
  }
  lines.push(rest);
  return lines;
}

/**
 * Protobuf tidy: one statement per line, re-indented by brace depth with 4 spaces, spaces
 * collapsed, trailing spaces trimmed, lines wrapped at 60; comments and single blank lines kept.
 */
export function tidyProtobuf(source: string): string {
  const out: string[] = [];
  let line = '';
  let lineDepth = 0;
  let depth = 0;
  let breakPending = false;
  let newlines = 0;
  const flush = () => {
    if (line.trim() !== '') {
      for (const [index, part] of line.trimEnd().split('\n').entries()) {
        // Lines after the first of a block comment keep their own indentation.
        if (index === 0) out.push(...wrapLine(pad(lineDepth) + part, lineDepth));
        else out.push(part.trimEnd());
      }
    }
    line = '';
    breakPending = false;
  };
  const append = (text: string) => {
    if (breakPending) flush();
    if (line === '') {
      if (newlines >= 2 && out.length > 0 && out[out.length - 1] !== '') out.push('');
      lineDepth = depth;
    }
    line += text;
  };
  for (const token of tokenize(source)) {
    if (token.kind === 'newline') {
      newlines++;
      if (breakPending) flush();
      else if (line !== '' && !line.endsWith(' ')) line += ' ';
      continue;
    }
    if (token.kind === 'space') {
      if (line !== '' && !line.endsWith(' ')) line += ' ';
      continue;
    }
    switch (token.kind) {
      case 'line-comment':
        // A comment right after '{' or ';' on the same source line stays on that line.
        if (breakPending && newlines === 0) line += (line.endsWith(' ') ? '' : ' ') + token.text;
        else append(token.text);
        flush();
        break;
      case 'open':
        if (token.text !== '{') { append(token.text); break; }
        append(line === '' || line.endsWith(' ') ? '{' : ' {');
        depth++;
        breakPending = true;
        break;
      case 'close':
        if (token.text !== '}') { line = line.trimEnd(); append(token.text); break; }
        flush();
        depth = Math.max(0, depth - 1);
        append('}');
        breakPending = true;
        break;
      case 'semi':
        line = line.trimEnd() + ';';
        breakPending = true;
        break;
      default:
        append(token.text);
    }
    newlines = 0;
  }
  flush();
  return out.join('\n') + (out.length > 0 ? '\n' : '');
}

/**
 * JavaScript tidy without Monaco: re-indents every line by its brace, bracket and parenthesis
 * depth with 4 spaces and trims trailing spaces. It never joins or wraps lines: with automatic
 * semicolon insertion a break after `return` would change what the code does.
 */
export function tidyJavaScript(source: string): string {
  const out: string[] = [];
  let depth = 0;
  let lineDepth = 0;
  let line = '';
  let atLineStart = true;
  const flush = () => {
    const parts = line.trimEnd().split('\n');
    out.push(parts[0].trim() === '' ? '' : pad(lineDepth) + parts[0].trimStart());
    out.push(...parts.slice(1).map((part) => part.trimEnd()));
    line = '';
    atLineStart = true;
  };
  for (const token of tokenize(source)) {
    if (token.kind === 'newline') { flush(); continue; }
    if (atLineStart) {
      if (token.kind === 'space') continue;
      // A line that starts with closers is indented like the line that opened them.
      lineDepth = token.kind === 'close' ? depth - 1 : depth;
      atLineStart = false;
    } else if (token.kind === 'close' && line.trim() !== '' && /^[\s)\]}]*$/.test(line)) {
      lineDepth = Math.min(lineDepth, depth - 1);
    }
    if (token.kind === 'open') depth++;
    if (token.kind === 'close') depth = Math.max(0, depth - 1);
    line += token.text;
  }
  flush();
  while (out.length > 1 && out[out.length - 1] === '') out.pop();
  return out.join('\n') + '\n';
}

/**
 * The pure tidy for a language, or null when it has none. The CodeEditor prefers Monaco's
 * formatter for JavaScript, HTML and CSS once Monaco has loaded.
 */
export function pureTidy(language: string): ((text: string) => string) | null {
  switch (language) {
    case 'json': return tidyJson;
    case 'protobuf': return tidyProtobuf;
    case 'javascript': return tidyJavaScript;
    default: return null;
  }
}
