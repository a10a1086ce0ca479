/**
 * Shared by the fuzz tests (`*.fuzz.test.ts`): inputs that mix fully random text with real files mutated the ways
 * files get damaged or typed (characters dropped, doubled or inserted, lines swapped, full-width and kana text, huge
 * numbers, NUL, BOM, CRLF), so the fuzz reaches past the first check of each reader. Every property runs with a fixed
 * seed, so a failure is the same on every machine, and names the input in its message.
 */
import fc from 'fast-check';

/** Runs per property in the normal test run. */
export const FUZZ_RUNS = 10_000;

/** fast-check options of one property: its own fixed seed, FUZZ_RUNS runs unless told. */
export function fuzzOptions(seed: number, numRuns = FUZZ_RUNS): { seed: number; numRuns: number } {
  return { seed, numRuns };
}

/**
 * A fuzz assertion: cheap when it holds (thousands run per property, where `expect` would cost more than the reader),
 * and when it fails, an error whose message names the input and what was wrong.
 */
export function ensure(condition: boolean, message: () => string): asserts condition {
  if (!condition) throw new Error(message());
}

/** An input as a failure message shows it: escaped, and cut when long. */
export function shown(input: string | Uint8Array): string {
  let text: string;
  if (typeof input === 'string') text = JSON.stringify(input);
  else {
    // Bytes as the text they are when they are UTF-8, else as hex.
    const bytes = Buffer.from(input);
    text = Buffer.compare(Buffer.from(bytes.toString('utf8'), 'utf8'), bytes) === 0 ? `UTF-8 ${JSON.stringify(bytes.toString('utf8'))}` : `bytes ${bytes.toString('hex')}`;
  }
  return text.length > 600 ? `${text.slice(0, 600)}… (${text.length} characters)` : text;
}

/** Pieces worth inserting anywhere: what breaks readers (separators, quotes, brackets, odd characters). */
export const AWKWARD_PIECES = [
  '\u0000', '\uFEFF', '\r\n', '\r', '\n', '\t', ' ', '\u3000', '"', "'", ',', ':', '：', '#', '[', ']', '{', '}', '(', ')', '<', '>', '/', '\\',
  '&', '&amp;', '&#0;', '&#x110000;', '&bogus;', '<!--', '-->', '<![CDATA[', ']]>', '<?', '?>',
  '×', 'x', 'ｘ', '４', '１２', '０', '-', '－', '99999999999999999999', '1e309', '-1', '0', '9007199254740993', 'NaN', 'null', 'true',
  'ボルシャック・ドラゴン', 'ぼるしゃっく', 'ｶﾀｶﾅ', 'ＡＢＣ', '［ＧＲ］', '超次元', '（', '）', '「', '」', '\uD800', '\uDC00', '🇸🇪', '❤️',
  'é', 'e\u0301', '\u200B', '\u2028', '\u0085', 'OR', 'AND', 'NOT',
];

/** One way to damage a text; positions are taken modulo the text's length when applied. */
type Mutation =
  | { kind: 'delete'; at: number; length: number }
  | { kind: 'duplicate'; at: number; length: number }
  | { kind: 'insert'; at: number; piece: string }
  | { kind: 'swapLines'; a: number; b: number }
  | { kind: 'truncate'; at: number }
  | { kind: 'number'; which: number; to: string }
  | { kind: 'lineEnds'; to: '\r\n' | '\r' }
  | { kind: 'bom' };

const HUGE_NUMBERS = ['99999999999999999999', '0', '-1', '１２', '1e309', '9007199254740993', '4294967296', '-0', '00'];

const mutation = (pieces: fc.Arbitrary<string>): fc.Arbitrary<Mutation> =>
  fc.oneof(
    fc.record({ kind: fc.constant('delete' as const), at: fc.nat(), length: fc.integer({ min: 1, max: 12 }) }),
    fc.record({ kind: fc.constant('duplicate' as const), at: fc.nat(), length: fc.integer({ min: 1, max: 40 }) }),
    { arbitrary: fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), piece: pieces }), weight: 3 },
    fc.record({ kind: fc.constant('swapLines' as const), a: fc.nat(), b: fc.nat() }),
    fc.record({ kind: fc.constant('truncate' as const), at: fc.nat() }),
    fc.record({ kind: fc.constant('number' as const), which: fc.nat(), to: fc.constantFrom(...HUGE_NUMBERS) }),
    fc.record({ kind: fc.constant('lineEnds' as const), to: fc.constantFrom('\r\n' as const, '\r' as const) }),
    fc.record({ kind: fc.constant('bom' as const) }),
  );

function mutate(text: string, change: Mutation): string {
  const at = (n: number) => (text.length === 0 ? 0 : n % (text.length + 1));
  switch (change.kind) {
    case 'delete':
      return text.slice(0, at(change.at)) + text.slice(at(change.at) + change.length);
    case 'duplicate': {
      const start = at(change.at);
      return text.slice(0, start + change.length) + text.slice(start);
    }
    case 'insert':
      return text.slice(0, at(change.at)) + change.piece + text.slice(at(change.at));
    case 'swapLines': {
      const lines = text.split('\n');
      const a = change.a % lines.length;
      const b = change.b % lines.length;
      [lines[a], lines[b]] = [lines[b]!, lines[a]!];
      return lines.join('\n');
    }
    case 'truncate':
      return text.slice(0, at(change.at));
    case 'number': {
      const runs = [...text.matchAll(/\d+/g)];
      const run = runs[change.which % Math.max(runs.length, 1)];
      if (!run) return text;
      return text.slice(0, run.index) + change.to + text.slice(run.index + run[0].length);
    }
    case 'lineEnds':
      return text.replace(/\r?\n/g, change.to);
    case 'bom':
      return `\uFEFF${text}`;
  }
}

/** A real input with up to `max` mutations applied in turn (none at all now and then: the real file itself). */
export function mutated(seeds: readonly string[], { pieces = AWKWARD_PIECES, max = 6 }: { pieces?: readonly string[]; max?: number } = {}): fc.Arbitrary<string> {
  if (seeds.length === 0) throw new Error('mutated: no seed inputs');
  return fc
    .tuple(fc.constantFrom(...seeds), fc.array(mutation(fc.constantFrom(...pieces)), { maxLength: max }))
    .map(([seed, changes]) => changes.reduce(mutate, seed));
}

/** Text built from a grammar's own pieces and random characters, so random input still looks like the format. */
export function shaped(pieces: readonly string[], maxLength = 60): fc.Arbitrary<string> {
  return fc
    .array(fc.oneof({ arbitrary: fc.constantFrom(...pieces), weight: 4 }, fc.string({ unit: 'binary', maxLength: 4 })), { maxLength })
    .map((parts) => parts.join(''));
}

/**
 * One piece repeated up to `max` times, then random text: nesting and runs deeper and longer than real files have
 * (`[[[[…`, `((((…`, a line of spaces), which catch recursion without a limit and patterns that backtrack.
 */
export function repeated(pieces: readonly string[], max = 5000): fc.Arbitrary<string> {
  return fc
    .tuple(fc.constantFrom(...pieces), fc.integer({ min: 1, max }), fc.string({ maxLength: 20 }))
    .map(([piece, times, tail]) => piece.repeat(times) + tail);
}

/** Fully random text: any UTF-16 code units (lone surrogates included) or whole code points. */
export const randomText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.string({ unit: fc.constantFrom(...AWKWARD_PIECES), maxLength: 60 }),
);

/**
 * Lines of a text as every line-based reader counts them: LF, CRLF and a lone CR each end a line (a leading BOM is
 * not a character of line 1). A reported line must lie in 1…lineCount.
 */
export function lineCount(text: string): number {
  return text.split(/\r\n|\r|\n/).length;
}
