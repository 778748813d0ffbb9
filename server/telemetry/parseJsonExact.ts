/*
 * A JSON parser that keeps each number's literal text. JSON.parse turns `3.0` into 3
 * and 12345678901234567890 into 12345678901234567000, but telemetry typing depends on
 * both (contract §12 'Telemetry values'): a double stays a double, and an integer
 * beyond 64 bits is kept as its exact digits.
 */

/** A number exactly as written in the JSON text. */
export class JsonNumber {
  constructor(readonly text: string) {}

  /** True for integer literals (no fraction, no exponent). */
  get isIntegerLiteral(): boolean {
    return !/[.eE]/.test(this.text);
  }

  toNumber(): number {
    return Number(this.text);
  }

  /** Serialises as a plain number, so a parsed tree passed to JSON.stringify prints normally. */
  toJSON(): number {
    return this.toNumber();
  }
}

/** Parsed JSON where every number is a {@link JsonNumber}; objects have no prototype. */
export type ExactJson = null | boolean | string | JsonNumber | ExactJson[] | { [key: string]: ExactJson };

/** Deep enough for any sensible payload; deeper input is refused instead of overflowing the stack. */
const MAX_DEPTH = 64;
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const WHITESPACE = /[ \t\n\r]*/y;

class Parser {
  private pos = 0;

  constructor(private readonly text: string) {}

  parse(): ExactJson {
    const value = this.value(0);
    this.skipWhitespace();
    if (this.pos !== this.text.length) this.fail();
    return value;
  }

  private fail(): never {
    throw new SyntaxError(`Unexpected token in JSON at position ${this.pos}`);
  }

  private skipWhitespace(): void {
    WHITESPACE.lastIndex = this.pos;
    WHITESPACE.exec(this.text);
    this.pos = WHITESPACE.lastIndex;
  }

  private literal(word: string): void {
    if (!this.text.startsWith(word, this.pos)) this.fail();
    this.pos += word.length;
  }

  private value(depth: number): ExactJson {
    if (depth > MAX_DEPTH) throw new SyntaxError('JSON nested too deeply');
    this.skipWhitespace();
    const char = this.text[this.pos];
    switch (char) {
      case '{':
        return this.object(depth);
      case '[':
        return this.array(depth);
      case '"':
        return this.string();
      case 't':
        this.literal('true');
        return true;
      case 'f':
        this.literal('false');
        return false;
      case 'n':
        this.literal('null');
        return null;
      default:
        return this.number();
    }
  }

  private number(): JsonNumber {
    NUMBER.lastIndex = this.pos;
    const match = NUMBER.exec(this.text);
    if (!match || match[0] === '') this.fail();
    this.pos = NUMBER.lastIndex;
    return new JsonNumber(match[0]);
  }

  private string(): string {
    const start = this.pos;
    let end = start + 1;
    let escaped = false;
    for (; end < this.text.length; end++) {
      const code = this.text.charCodeAt(end);
      if (code === 0x22 && !escaped) break;
      escaped = code === 0x5c && !escaped;
    }
    if (end >= this.text.length) this.fail();
    this.pos = end + 1;
    // JSON.parse validates the escapes and control characters of the slice.
    return JSON.parse(this.text.slice(start, end + 1)) as string;
  }

  private array(depth: number): ExactJson[] {
    this.pos++;
    const items: ExactJson[] = [];
    this.skipWhitespace();
    if (this.text[this.pos] === ']') {
      this.pos++;
      return items;
    }
    for (;;) {
      items.push(this.value(depth + 1));
      this.skipWhitespace();
      const char = this.text[this.pos++];
      if (char === ']') return items;
      if (char !== ',') this.fail();
    }
  }

  private object(depth: number): { [key: string]: ExactJson } {
    this.pos++;
    const result = Object.create(null) as { [key: string]: ExactJson };
    this.skipWhitespace();
    if (this.text[this.pos] === '}') {
      this.pos++;
      return result;
    }
    for (;;) {
      this.skipWhitespace();
      if (this.text[this.pos] !== '"') this.fail();
      const key = this.string();
      this.skipWhitespace();
      if (this.text[this.pos++] !== ':') this.fail();
      result[key] = this.value(depth + 1);
      this.skipWhitespace();
      const char = this.text[this.pos++];
      if (char === '}') return result;
      if (char !== ',') this.fail();
    }
  }
}

/** Parses JSON text keeping number literals; throws SyntaxError on malformed input. */
export function parseJsonExact(text: string): ExactJson {
  return new Parser(text).parse();
}

/** The plain JavaScript value of a parsed tree (numbers become numbers), for storing as a JSON value. */
export function toPlainJson(value: ExactJson): unknown {
  if (value instanceof JsonNumber) return value.toNumber();
  if (Array.isArray(value)) return value.map(toPlainJson);
  if (value !== null && typeof value === 'object') {
    const plain: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      Object.defineProperty(plain, key, { value: toPlainJson(item), enumerable: true, writable: true, configurable: true });
    }
    return plain;
  }
  return value;
}
