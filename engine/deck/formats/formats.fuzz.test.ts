/**
 * Fuzzing the decklist readers (fast-check): every format `decks.read` accepts — Deck Dojo text and JSON, DM product
 * lists, Cockatrice XML, FaBrary (both generations) and Talishar — read from random text and from the real files of
 * test/fixtures/data damaged in many ways, for every game. A file is read whole, or refused with a DeckFileError
 * whose every issue names a line of the file; nothing else may escape. Large files are read whole and right.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { refusedDecklist } from '../../../test/helpers/decklist-refusal';
import { ensure, fuzzOptions, lineCount, mutated, randomText, repeated, shaped, shown } from '../../../test/helpers/fuzz';
import { DECKLIST_GRAMMAR, DECKLIST_SEEDS, sweden } from '../../../test/helpers/decklist-seeds';
import type { GameId } from '../../games/id';
import { games } from '../../games/registry';
import type { DeckFileRead } from '../types';
import { DeckFileError, MAX_CARD_NAME, readDeckFile, writeDeckFile } from '.';
import { MAX_COUNT } from './common';
import { MAX_DEPTH } from './json-reader';
import { sectionIds } from './sections';

/** Ten thousand runs take seconds; the default five would fail a busy machine. */
const TIMEOUT = 60_000;

/** Kana or kanji: a Japanese message has some. */
const JAPANESE = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;

/** Nesting and runs far past any real file's. */
const DEEP = ['[', '{"sections":', '[{"cards":', '<a>', '</a>', '<!--', '<?', '<![CDATA[', ' ', 'x', '(2) ', 'Equipment: a, ', '4 a\n', '\n', '\r'];

/** What every read must satisfy: a whole read, or a DeckFileError naming lines of the file; nothing else escapes. */
function checkRead(input: string, game: GameId): void {
  const label = () => `${game} ${shown(input)}`;
  const lines = lineCount(input.replace(/^\uFEFF/, ''));
  let read: DeckFileRead;
  try {
    read = readDeckFile(input, game);
  } catch (error) {
    if (!(error instanceof DeckFileError)) throw new Error(`${label()} threw ${String(error)}`, { cause: error });
    ensure(error.issues.length > 0, () => `${label()}: a DeckFileError without issues`);
    for (const issue of error.issues) {
      ensure(Number.isInteger(issue.line) && issue.line >= 1 && issue.line <= lines, () => `${label()}: issue at line ${issue.line} of ${lines}: ${issue.message.en}`);
      ensure(issue.message.en.trim() !== '', () => `${label()}: an issue without a message at line ${issue.line}`);
      // The Japanese is written in Japanese, not the English passed through.
      ensure(JAPANESE.test(issue.message.ja), () => `${label()}: line ${issue.line}'s issue has no Japanese: ${issue.message.ja}`);
    }
    return;
  }
  ensure(read.decks.length > 0, () => `${label()}: read, but no deck`);
  const sections = sectionIds(game);
  for (const deck of read.decks) {
    for (const entry of deck.entries) {
      const where = () => `${label()}: entry ${JSON.stringify(entry)}`;
      ensure(entry.line >= 1 && entry.line <= lines, () => `${where()}: line out of the file's ${lines}`);
      ensure(Number.isInteger(entry.count) && entry.count >= 1 && entry.count <= MAX_COUNT, () => `${where()}: count out of 1…${MAX_COUNT}`);
      ensure(entry.name.trim() !== '', () => `${where()}: no name`);
      ensure(entry.section === null || sections.includes(entry.section), () => `${where()}: not a section of ${game}`);
    }
  }
}

describe('decklist readers under fuzzing', () => {
  const anyGame = fc.constantFrom(...games.map((game) => game.id));

  it('read or refuse damaged real decklists of every format, naming a line of the file', () => {
    fc.assert(
      fc.property(mutated(DECKLIST_SEEDS), anyGame, (input, game) => checkRead(input, game)),
      fuzzOptions(0xdec1),
    );
  }, TIMEOUT);

  it('read or refuse random text and text made of the formats’ own pieces', () => {
    fc.assert(
      fc.property(fc.oneof({ arbitrary: randomText, weight: 5 }, { arbitrary: shaped(DECKLIST_GRAMMAR), weight: 5 }, repeated(DEEP)), anyGame, (input, game) => checkRead(input, game)),
      fuzzOptions(0xdec2),
    );
  }, TIMEOUT);
});

describe('what the fuzzing found', () => {
  it('refuses JSON nested past the limit as a JSON issue, where the reader ran out of stack (RangeError)', () => {
    for (const input of ['['.repeat(5000), '{"a":'.repeat(5000)]) {
      const error = refusedDecklist(input, 'dm');
      expect(error.format).toBe('json');
      expect(error.issues).toEqual([{ line: 1, message: { en: `bad JSON: nested deeper than ${MAX_DEPTH} levels`, ja: `JSON として読めません：入れ子が ${MAX_DEPTH} 段より深くなっています` } }]);
    }
    // The limit, not a stack, decides: one level less is read as far as it goes.
    expect(refusedDecklist('['.repeat(MAX_DEPTH), 'dm').issues).toEqual([{ line: 1, message: { en: 'bad JSON: unexpected end of file', ja: 'JSON として読めません：ファイルが途中で終わっています' } }]);
  });

  it('reports a Cockatrice comment, CDATA or processing instruction that is never closed once, at its line', () => {
    const head = '<?xml version="1.0"?>\n<cockatrice_deck version="1">\n';
    // Each line used to be rescanned to the end of the file from every later "<": quadratic in the file.
    const runs = [
      ['<!--', 'comment', 'コメント'],
      ['<![CDATA[', 'CDATA section', 'CDATA セクション'],
      ['<?', 'processing instruction', '処理命令'],
    ] as const;
    for (const [open, en, ja] of runs) {
      const error = refusedDecklist(`${head}${`${open} x >\n`.repeat(10_000)}</cockatrice_deck>\n`, 'fab');
      expect(error.issues).toEqual([
        { line: 2, message: { en: '<cockatrice_deck> is not closed', ja: '<cockatrice_deck> が閉じられていません' } },
        { line: 3, message: { en: `${en} "${open}" is never closed`, ja: `${ja}「${open}」が閉じられていません` } },
      ]);
    }
  });

  it('reads Cockatrice elements nested ten thousand deep, and closes what a close tag closes', () => {
    const nested = `<cockatrice_deck version="1">\n${'<a>\n'.repeat(10_000)}${'</a>\n'.repeat(10_000)}<zone name="main"><card number="2" name="Shock"/></zone>\n</cockatrice_deck>\n`;
    expect(readDeckFile(nested, 'fab').decks[0]!.entries).toEqual([{ line: 20_002, section: 'deck', count: 2, name: 'Shock', colour: null }]);
    expect(refusedDecklist('<cockatrice_deck version="1">\n<a>\n<b>\n</a>\n</c>\n</cockatrice_deck>\n', 'fab').issues).toEqual([
      { line: 3, message: { en: '<b> is not closed', ja: '<b> が閉じられていません' } },
      { line: 5, message: { en: '</c> closes nothing', ja: '</c> で閉じる要素がありません' } },
    ]);
  });

  it('reads a text line with a long run of spaces (a header pattern backtracked over it, quadratic in the line)', () => {
    const spaces = ' '.repeat(200_000);
    // The line is read through (no header pattern runs away on it); its name is then longer than a card name may be.
    expect(refusedDecklist(`a${spaces}b`, 'dm').issues).toEqual([
      { line: 1, message: { en: `this line's card name has ${spaces.length + 2} characters; a card name has at most ${MAX_CARD_NAME}`, ja: `この行のカード名は ${spaces.length + 2} 文字です。カード名は ${MAX_CARD_NAME} 文字までです` } },
    ]);
    expect(readDeckFile(`a${spaces.slice(0, MAX_CARD_NAME - 2)}b`, 'dm').decks[0]!.entries).toEqual([{ line: 1, section: null, count: 1, name: `a${spaces.slice(0, MAX_CARD_NAME - 2)}b` }]);
    expect(readDeckFile(`[main]\n4 a\nmain${spaces}：\n4 b\n`, 'dm').decks[0]!.entries.map((entry) => entry.section)).toEqual(['main', 'main']);
  });

  it('refuses an old FaBrary arena line naming one card more than 999 times, as for any count', () => {
    const error = refusedDecklist(`Hero: Nuu\nEquipment: ${Array<string>(1000).fill('a').join(',')}\n`, 'fab');
    expect(error.issues).toEqual([{ line: 2, message: { en: `"a": count 1000 is not between 1 and ${MAX_COUNT}`, ja: `「a」：枚数 1000 は 1〜${MAX_COUNT} ではありません` } }]);
  });
});

describe('ten-thousand-line decklists', () => {
  // Real card names (FaB pitch colours included) from the Sweden nationals list, over and over.
  const cards = readDeckFile(sweden, 'fab').decks[0]!.entries.filter((entry) => entry.section === 'deck');
  const entries = Array.from({ length: 10_000 }, (_, index) => {
    const { name, colour } = cards[index % cards.length]!;
    return { section: 'deck', count: 1 + (index % 3), name, colour: colour ?? null };
  });
  const shape = (read: DeckFileRead) => read.decks.flatMap((deck) => deck.entries.map(({ section, count, name, colour }) => ({ section, count, name, colour })));

  it.each(['text', 'json', 'cod', 'fabrary'] as const)('reads a %s file of ten thousand cards whole and right', (to) => {
    const file = writeDeckFile({ name: 'Big', game: 'fab', format: null, entries: entries.map((entry) => ({ ...entry, line: 0 })) }, to, 'fab');
    expect(lineCount(file)).toBeGreaterThan(10_000);
    expect(shape(readDeckFile(file, 'fab'))).toEqual(entries);
  });

  it('reads an old FaBrary file of ten thousand card lines whole and right', () => {
    const lines = entries.map(({ count, name, colour }) => `(${count}) ${name}${colour ? ` (${colour})` : ''}`);
    const read = readDeckFile(`Hero: Cindra\n${lines.join('\n')}\n`, 'fab');
    expect(read.format).toBe('fabrary-old');
    expect(shape(read)).toEqual([{ section: 'hero', count: 1, name: 'Cindra', colour: null }, ...entries]);
  });

  it('reads a DM product list of ten thousand card lines whole and right', () => {
    const list = entries.map(({ count }, index) => JSON.stringify({ name: `カード${index}`, count, zone_from_card_type: 'M' }));
    const read = readDeckFile(`{"code": "BIG", "cards": [\n${list.join(',\n')}\n]}\n`, 'dm');
    expect(read.format).toBe('dm-product');
    expect(shape(read)).toEqual(entries.map(({ count }, index) => ({ section: 'main', count, name: `カード${index}`, colour: undefined })));
  });

  it('reads a Talishar deck line of ten thousand ids whole and right', () => {
    const ids = entries.map((_, index) => `card_${index}_red`);
    const read = readDeckFile(`hero_id\n${ids.join(' ')}\n`, 'fab');
    expect(read.format).toBe('talishar');
    expect(read.decks[0]!.entries).toHaveLength(10_001);
    expect(read.decks[0]!.entries.at(-1)).toEqual({ line: 2, section: 'deck', count: 1, name: 'card_9999', colour: 'red', talishar: true });
  });
});
