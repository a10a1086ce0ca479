/**
 * A JSON reader that also says where each object and array starts, so a decklist issue can name its line
 * (`JSON.parse` forgets positions). Strict JSON (RFC 8259): the same values `JSON.parse` gives.
 */

import type { Localized } from '../../localized';

export interface PositionedJson {
  value: unknown;
  /** 1-based line of the `{` or `[` an object or array of `value` starts at. */
  lineOf(node: object): number;
}

/** Where reading stopped and why, in both languages; `message` is the English. */
export class JsonSyntaxError extends Error {
  constructor(
    readonly line: number,
    readonly why: Localized,
  ) {
    super(why.en);
    this.name = 'JsonSyntaxError';
  }
}

/** Deeper nesting than any deck needs; a limit, as each level costs the reader a stack frame. */
export const MAX_DEPTH = 100;

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const ESCAPES: Readonly<Record<string, string>> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

/** Throws `JsonSyntaxError` with the line of the first error. */
export function parseJson(text: string): PositionedJson {
  const parser = new Parser(text);
  const value = parser.document();
  const lines = parser.lines;
  return { value, lineOf: (node) => lines.get(node) ?? 1 };
}

class Parser {
  readonly lines = new WeakMap<object, number>();
  private at = 0;
  private line = 1;
  private depth = 0;

  constructor(private readonly text: string) {}

  document(): unknown {
    const value = this.value();
    this.space();
    if (this.at < this.text.length) this.fail({ en: `unexpected "${this.text[this.at]}" after the end`, ja: `終わりの後に余計な "${this.text[this.at]}" があります` });
    return value;
  }

  private value(): unknown {
    this.space();
    const char = this.text[this.at];
    switch (char) {
      case '{':
        return this.nested(() => this.object());
      case '[':
        return this.nested(() => this.array());
      case '"':
        return this.string();
      case 't':
        return this.literal('true', true);
      case 'f':
        return this.literal('false', false);
      case 'n':
        return this.literal('null', null);
      default:
        return this.number();
    }
  }

  private nested<T>(read: () => T): T {
    if (++this.depth > MAX_DEPTH) this.fail({ en: `nested deeper than ${MAX_DEPTH} levels`, ja: `入れ子が ${MAX_DEPTH} 段より深くなっています` });
    const value = read();
    this.depth -= 1;
    return value;
  }

  private object(): Record<string, unknown> {
    const object: Record<string, unknown> = {};
    this.lines.set(object, this.line);
    this.at += 1;
    this.space();
    if (this.take('}')) return object;
    for (;;) {
      this.space();
      if (this.text[this.at] !== '"') this.fail({ en: 'expected a property name in double quotes', ja: '二重引用符で囲んだプロパティ名がありません' });
      const key = this.string();
      this.space();
      if (!this.take(':')) this.fail({ en: 'expected ":" after a property name', ja: 'プロパティ名の後に ":" がありません' });
      // defineProperty, not assignment: a "__proto__" key is data, as with JSON.parse.
      Object.defineProperty(object, key, { value: this.value(), enumerable: true, writable: true, configurable: true });
      this.space();
      if (this.take('}')) return object;
      if (!this.take(',')) this.fail({ en: 'expected "," or "}" after a property', ja: 'プロパティの後に "," か "}" がありません' });
    }
  }

  private array(): unknown[] {
    const array: unknown[] = [];
    this.lines.set(array, this.line);
    this.at += 1;
    this.space();
    if (this.take(']')) return array;
    for (;;) {
      array.push(this.value());
      this.space();
      if (this.take(']')) return array;
      if (!this.take(',')) this.fail({ en: 'expected "," or "]" after an item', ja: '要素の後に "," か "]" がありません' });
    }
  }

  private string(): string {
    this.at += 1;
    let result = '';
    for (;;) {
      // Plain characters up to a quote, a backslash or a control character (which JSON forbids in strings).
      let end = this.at;
      for (let code = this.text.charCodeAt(end); code >= 0x20 && code !== 0x22 && code !== 0x5c; ) {
        code = this.text.charCodeAt(++end);
      }
      result += this.text.slice(this.at, end);
      this.at = end;
      const char = this.text[this.at];
      if (char === '"') {
        this.at += 1;
        return result;
      }
      if (char === undefined) this.fail({ en: 'unterminated string', ja: '文字列が閉じられていません' });
      if (char !== '\\') this.fail({ en: 'line break or control character inside a string', ja: '文字列の中に改行か制御文字があります' });
      const escape = this.text[this.at + 1] ?? '';
      if (escape === 'u') {
        const hex = this.text.slice(this.at + 2, this.at + 6);
        if (!/^[0-9a-fA-F]{4}$/.test(hex)) this.fail(badEscape(`\\u${hex}`));
        result += String.fromCharCode(Number.parseInt(hex, 16));
        this.at += 6;
      } else {
        const decoded = ESCAPES[escape];
        if (decoded === undefined) this.fail(badEscape(`\\${escape}`));
        result += decoded;
        this.at += 2;
      }
    }
  }

  private number(): number {
    NUMBER.lastIndex = this.at;
    const match = NUMBER.exec(this.text)?.[0];
    if (!match) {
      const char = this.text[this.at];
      this.fail(char === undefined ? { en: 'unexpected end of file', ja: 'ファイルが途中で終わっています' } : unexpected(char));
    }
    this.at += match.length;
    return Number(match);
  }

  private literal<T>(word: string, value: T): T {
    if (!this.text.startsWith(word, this.at)) this.fail(unexpected(this.text[this.at] ?? ''));
    this.at += word.length;
    return value;
  }

  private take(char: string): boolean {
    if (this.text[this.at] !== char) return false;
    this.at += 1;
    return true;
  }

  /** Whitespace between tokens; the only place a JSON text has line breaks. */
  private space(): void {
    for (; this.at < this.text.length; this.at += 1) {
      const char = this.text[this.at];
      if (char === '\n') this.line += 1;
      else if (char !== ' ' && char !== '\t' && char !== '\r') return;
    }
  }

  private fail(why: Localized): never {
    throw new JsonSyntaxError(this.line, why);
  }
}

const unexpected = (char: string): Localized => ({ en: `unexpected "${char}"`, ja: `予期しない "${char}" があります` });
const badEscape = (escape: string): Localized => ({ en: `bad escape "${escape}"`, ja: `不正なエスケープ "${escape}"` });

/** A JSON object (not an array, not null). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
