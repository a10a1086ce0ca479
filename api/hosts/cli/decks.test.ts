/**
 * `deckdojo validate`, `convert` and `stats` on the real decklists of test/fixtures/data and on broken files: what
 * they print and their exit statuses (0 legal, 1 illegal, 2 unreadable or unresolved).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliRunner } from '../../../test/helpers/cli';
import { BANNED_CARD, DM_DECKLIST, DM_TWO_OF_HALL_OF_FAME, HALL_OF_FAME_CARD } from '../../../test/helpers/dm-decklist';
import { dataPath } from '../../../test/helpers/importers';
import { useTempDir } from '../../../test/helpers/temp';
import { EXIT } from './exit';

const tempDir = useTempDir();
const { run, packedDb } = cliRunner(tempDir);

const SWEDEN = dataPath('fab/decks/fabrary_export_CC_sweden_nationals_2025_1st_cindra.txt');
const BRIAR = dataPath('formats/talishar/BriarSAGE.txt');
const PRODUCTS = dataPath('dm/decks/prebuilt_and_tournament_decks_ja.json');

function file(name: string, text: string): string {
  const path = join(tempDir(), name);
  writeFileSync(path, text);
  return path;
}

describe('deckdojo validate', () => {
  it('exits 0 for the legal Sweden CC list, naming the format the file gives', async () => {
    const { status, stdout, stderr } = await run(['validate', '--game', 'fab', '--db', packedDb(), '--lang', 'en', SWEDEN]);
    expect(stderr).toBe('');
    expect(status).toBe(EXIT.ok);
    expect(stdout).toBe('Sweden National Championship 2025 1st 🇸🇪 — Classic Constructed (cc)\nlegal · Hero 1 · Weapons & equipment 9 · Deck 71\n');
  });

  it('prints { legal, sections, violations } with --json', async () => {
    const { status, stdout } = await run(['validate', '--game', 'fab', '--format', 'blitz-trp', '--json', '--db', packedDb(), SWEDEN]);
    expect(status).toBe(EXIT.no);
    const result = JSON.parse(stdout) as { legal: boolean; format: string; sections: Record<string, number>; violations: { severity: string; rule: string; section: string | null; cards: { name: string }[]; message: { ja: string; en: string } }[] };
    expect(result.legal).toBe(false);
    expect(result.format).toBe('blitz-trp');
    expect(result.sections).toEqual({ hero: 1, arena: 9, deck: 71 });
    expect(result.violations[0]).toEqual({
      severity: 'error',
      code: 'heroAge',
      rule: 'FaB TRP 7.3',
      section: 'hero',
      cards: [{ key: expect.any(String), name: 'Cindra, Dracai of Retribution' }],
      message: {
        ja: 'ブリッツ（TRP 7.3 版）ではヤングヒーローを使います：「Cindra, Dracai of Retribution」は大人ヒーローです。',
        en: 'Blitz (TRP 7.3 edition) uses a young hero; Cindra, Dracai of Retribution is an adult hero.',
      },
    });
  });

  it('exits 1 for an illegal deck, with every violation and its rule in the chosen language', async () => {
    const { status, stdout } = await run(['validate', '--game', 'dm', '--deck', 'DMBD-13', '--lang', 'ja', '--db', packedDb(), PRODUCTS]);
    expect(status).toBe(EXIT.no);
    expect(stdout.split('\n').slice(0, 4)).toEqual([
      'DMBD-13 クロニクル最終決戦デッキ 覚醒流星譚 — 殿堂レギュレーション (standard)・設定の既定のフォーマット',
      '不適正（エラー2件） · デッキ 42 · 超次元ゾーン 14 · 超GRゾーン 0 · ゲーム開始時 0',
      '  エラー  DM 100.2  デッキは42枚です。ちょうど40枚が必要です。',
      '  エラー  DM 100.3  超次元ゾーンは14枚です。8枚までです。',
    ]);
  });

  it('exits 2 and names each unresolved line with near candidates', async () => {
    const { status, stdout } = await run(['validate', '--game', 'fab', '--lang', 'en', '--db', packedDb(), BRIAR]);
    expect(status).toBe(EXIT.usage);
    const unresolved = stdout.split('\n').filter((line) => line.trimStart().startsWith('unresolved'));
    expect(unresolved).toHaveLength(6);
    expect(unresolved[0]).toMatch(/^ {2}unresolved {2}line 1: no card named "garland_of_spring" \(near: .+\)$/);
    expect(stdout).toContain('6 unresolved lines · Hero 1');
  });

  it('validates every deck of a multi-deck file, and exits with the worst status', async () => {
    const { status, stdout } = await run(['validate', '--game', 'dm', '--json', '--db', packedDb(), PRODUCTS]);
    expect(status).toBe(EXIT.usage);
    const results = JSON.parse(stdout) as { deck: string; legal: boolean; unresolved: unknown[] }[];
    expect(results).toHaveLength(20);
    expect(results.filter((result) => result.unresolved.length > 0).map((result) => result.deck.slice(0, 10))).toContain('DM26-SD1P ');
  });

  it('numbers the lines of a deck of a multi-deck file within the deck, with the file line beside them', async () => {
    const file = readFileSync(PRODUCTS, 'utf8').split('\n');
    const start = file.findIndex((line) => line.includes('"code": "NET-078"'));
    const first = file.findIndex((line, index) => index > start && line.includes('"name": "大集合！アカネ&アサギ&コハク"'));
    // The product's `{` is the deck's line 1, the card's `{` its line 25.
    expect(first - start).toBe(24);
    const en = await run(['validate', '--game', 'dm', '--deck', 'NET-078', '--lang', 'en', '--db', packedDb(), PRODUCTS]);
    expect(en.status).toBe(EXIT.usage);
    expect(en.stdout).toContain(`  unresolved  line 25 (file line ${first}): no card named "大集合！アカネ&アサギ&コハク"`);
    const ja = await run(['validate', '--game', 'dm', '--deck', 'NET-078', '--lang', 'ja', '--json', '--db', packedDb(), PRODUCTS]);
    const result = JSON.parse(ja.stdout) as { firstLine: number; unresolved: { line: number }[] };
    expect([result.firstLine, result.unresolved[0]!.line]).toEqual([start, 25]);
  });

  it('applies the regulation list as of a date (--as-of)', async () => {
    const db = packedDb();
    const then = await run(['validate', '--game', 'dm', '--format', 'standard', '--as-of', '2024-12-31', '--deck', 'NET-036', '--db', db, PRODUCTS]);
    expect(then.status).toBe(EXIT.ok);
    const now = await run(['validate', '--game', 'dm', '--format', 'standard', '--deck', 'NET-036', '--lang', 'en', '--db', db, PRODUCTS]);
    expect(now.status).toBe(EXIT.no);
    expect(now.stdout).toContain('DARK MATERIAL COMPLEX is Hall of Fame (1 copy) in Hall of Fame regulation since 2025-03-10: at most 1 (the deck has 4).');
  });

  it.each([
    [['--format', 'modern'], /^deckdojo: "modern" is not a dm format; use none, classic, standard\n$/],
    [['--deck', '200'], /^deckdojo: --deck 200: the file holds 20 decks\n$/],
    [['--deck', 'NET-'], /^deckdojo: --deck NET-: 6 decks match/],
    [['--as-of', 'yesterday'], /asOf: must be a date YYYY-MM-DD/],
  ])('exits 2 for a bad choice: %j', async (options, message) => {
    const { status, stderr } = await run(['validate', '--game', 'dm', ...options, '--db', packedDb(), PRODUCTS]);
    expect(status).toBe(EXIT.usage);
    expect(stderr).toMatch(message);
  });

  it('exits 2 for a file that cannot be read, naming each bad line', async () => {
    const broken = file('broken.txt', 'game: dm\n[main]\n4 ボルシャック・ドラゴン\n4\n[side]\n0 ボルバルザーク\n');
    const { status, stdout, stderr } = await run(['validate', '--game', 'dm', '--db', packedDb(), broken]);
    expect(status).toBe(EXIT.usage);
    expect(stdout).toBe('');
    expect(stderr.split('\n')).toEqual([
      'deckdojo: the text decklist cannot be read: 3 problems, first: line 4: "4" has no card name',
      '  line 4: "4" has no card name',
      expect.stringMatching(/^ {2}line 5: .*side/),
      expect.stringMatching(/^ {2}line 6: .*count/),
      '',
    ]);
    // In Japanese (--lang, else the app's setting or $LANG) each problem is told in Japanese.
    const japanese = await run(['validate', '--game', 'dm', '--lang', 'ja', '--db', packedDb(), broken]);
    expect(japanese.status).toBe(EXIT.usage);
    expect(japanese.stderr.split('\n')).toEqual([
      'deckdojo: デッキリストを読み取れません（問題3件）',
      '  4行目：「4」にはカード名がありません',
      '  5行目：「[side]」：デュエル・マスターズにはサイドボードがありません',
      '  6行目：「0 ボルバルザーク」：枚数 0 は 1〜999 ではありません',
      '',
    ]);
    const nowhere = join(tempDir(), 'nowhere.txt');
    const missing = await run(['validate', '--game', 'dm', '--db', packedDb(), nowhere]);
    expect(missing.status).toBe(EXIT.usage);
    expect(missing.stderr).toBe(`deckdojo: cannot read ${nowhere}: no such file\n`);
  });

  it('reads the Deck Dojo text example of the user guide as it says', async () => {
    const guide = readFileSync(new URL('../../../docs/user-guide.md', import.meta.url), 'utf8');
    const example = guide.split('Deck Dojo text:\n\n```\n')[1]!.split('```')[0]!;
    const { status, stdout } = await run(['validate', '--game', 'dm', '--json', '--db', packedDb(), file('readme.txt', example)]);
    expect(status).toBe(EXIT.no);
    expect(JSON.parse(stdout)).toMatchObject({
      deck: '赤単速攻',
      format: 'standard',
      sections: { main: 12, hyperspace: 1, gr: 0, gameStart: 0 },
      violations: [{ rule: 'DM 100.2', code: 'size' }],
      unresolved: [],
    });
  });

  it('reads Shift_JIS text files, as Japanese tools save them', async () => {
    // "[main]\n40 ボルシャック・ドラゴン\n" in Shift_JIS.
    const path = join(tempDir(), 'sjis.txt');
    writeFileSync(path, Buffer.from('5b6d61696e5d0a343020837b838b835683838362834e814583688389835383930a', 'hex'));
    const { stdout } = await run(['validate', '--game', 'dm', '--json', '--db', packedDb(), path]);
    expect(JSON.parse(stdout)).toMatchObject({ sections: { main: 40 }, unresolved: [] });
  });
});

describe('deckdojo convert', () => {
  it('writes the Sweden list as Talishar ids, which validate reads back to the same deck', async () => {
    const db = packedDb();
    const converted = await run(['convert', '--game', 'fab', '--to', 'talishar', '--db', db, SWEDEN]);
    expect(converted.status).toBe(EXIT.ok);
    expect(converted.stdout.split('\n')[0]).toMatch(/^cindra_dracai_of_retribution blood_splattered_vest /);
    const back = await run(['validate', '--game', 'fab', '--format', 'cc', '--json', '--db', db, file('sweden.txt', converted.stdout)]);
    expect(JSON.parse(back.stdout)).toMatchObject({ legal: true, sections: { hero: 1, arena: 9, deck: 71 } });
  });

  it('converts a DM product to Deck Dojo text with its sections', async () => {
    const { status, stdout } = await run(['convert', '--game', 'dm', '--to', 'text', '--deck', 'DMD-19', '--db', packedDb(), PRODUCTS]);
    expect(status).toBe(EXIT.ok);
    expect(stdout.split('\n').slice(0, 2)).toEqual(['game: dm', 'name: DMD-19 滅びの龍刃 ディアボロス']);
    expect(stdout).toContain('\n[hyperspace]\n1 時空の悪魔龍 ディアボロス Z（ダブル）Z（ゼータ）\n');
  });

  it('refuses to write a deck with unresolved lines, and a multi-deck file without --deck', async () => {
    const briar = await run(['convert', '--game', 'fab', '--to', 'json', '--db', packedDb(), BRIAR]);
    expect(briar.status).toBe(EXIT.usage);
    expect(briar.stdout).toBe('');
    expect(briar.stderr.split('\n')[0]).toBe('deckdojo: 6 lines name no single card; nothing was written');
    const many = await run(['convert', '--game', 'dm', '--to', 'json', '--db', packedDb(), PRODUCTS]);
    expect(many.status).toBe(EXIT.usage);
    expect(many.stderr).toBe('deckdojo: the file holds 20 decks; choose one with --deck N (1–20) or --deck NAME\n');
    const noTarget = await run(['convert', '--game', 'dm', '--db', packedDb(), PRODUCTS]);
    expect(noTarget.stderr).toBe('deckdojo: convert needs --to (text, fabrary, talishar, cod or json)\n');
  });
});

describe('the default format in Settings', () => {
  it('checks a decklist that names no format under the game’s default, saying so, until --format or Settings say otherwise', async () => {
    const db = packedDb();
    const deck = file('hall-of-fame.txt', DM_DECKLIST);
    const byDefault = await run(['validate', '--game', 'dm', '--lang', 'en', '--db', db, deck]);
    expect(byDefault.status).toBe(EXIT.no);
    expect(byDefault.stdout.split('\n').slice(0, 3)).toEqual([
      '殿堂チェック用 — Hall of Fame regulation (standard), the default format in Settings',
      'illegal: 1 error · Deck 40 · Hyperspace zone 0 · Super GR zone 0 · Game-start set 0',
      `  error    DM 100.2  ${BANNED_CARD} is Premium Hall of Fame (banned) in Hall of Fame regulation since 2007-08-15: not allowed (the deck has 4).`,
    ]);
    const stats = await run(['stats', '--game', 'dm', '--lang', 'ja', '--turns', '2', '--db', db, deck]);
    expect(stats.stdout.split('\n')[2]).toBe('殿堂レギュレーション (standard)・設定の既定のフォーマット: 不適正（エラー1件）');
    const named = await run(['stats', '--game', 'dm', '--format', 'none', '--json', '--db', db, deck]);
    expect(JSON.parse(named.stdout)).toMatchObject({ format: 'none', legal: true });

    const changed = await run(['call', 'settings.update', '{"defaultFormats":{"dm":"none"}}', '--db', db]);
    expect(changed.status).toBe(EXIT.ok);
    const underNone = await run(['validate', '--game', 'dm', '--lang', 'ja', '--db', db, deck]);
    expect(underNone.status).toBe(EXIT.ok);
    expect(underNone.stdout).toBe('殿堂チェック用 — 構築ルールのみ (none)・設定の既定のフォーマット\n適正 · デッキ 40 · 超次元ゾーン 0 · 超GRゾーン 0 · ゲーム開始時 0\n');
    const asked = await run(['validate', '--game', 'dm', '--format', 'standard', '--lang', 'en', '--json', '--db', db, deck]);
    expect(asked.status).toBe(EXIT.no);
    expect(JSON.parse(asked.stdout)).toMatchObject({ format: 'standard', legal: false });
  });
});

describe('deckdojo validate --game dm without --format', () => {
  it('DM 100.2: says illegal of two copies of a 殿堂入り card, naming the 殿堂 list it checked under', async () => {
    const deck = file('two-of.txt', DM_TWO_OF_HALL_OF_FAME);
    const { status, stdout } = await run(['validate', '--game', 'dm', '--lang', 'en', '--db', packedDb(), deck]);
    expect(status).toBe(EXIT.no);
    expect(stdout).toBe(
      [
        '殿堂入り2枚 — Hall of Fame regulation (standard), the default format in Settings',
        'illegal: 1 error · Deck 40 · Hyperspace zone 0 · Super GR zone 0 · Game-start set 0',
        `  error    DM 100.2  ${HALL_OF_FAME_CARD} is Hall of Fame (1 copy) in Hall of Fame regulation since 2004-03-15: at most 1 (the deck has 2).`,
        '',
      ].join('\n'),
    );
    // One copy is legal under the same list.
    const one = await run(['validate', '--game', 'dm', '--json', '--db', packedDb(), file('one-of.txt', DM_TWO_OF_HALL_OF_FAME.replace(`2 ${HALL_OF_FAME_CARD}\n2 `, `1 ${HALL_OF_FAME_CARD}\n3 `))]);
    expect(one.status).toBe(EXIT.ok);
    expect(JSON.parse(one.stdout)).toMatchObject({ format: 'standard', legal: true });
  });
});

describe('deckdojo stats', () => {
  it('prints the sections, the cost curve and the odds of each card by turn', async () => {
    const { status, stdout } = await run(['stats', '--game', 'dm', '--deck', 'DMD-19', '--turns', '3', '--lang', 'en', '--db', packedDb(), PRODUCTS]);
    expect(status).toBe(EXIT.ok);
    const lines = stdout.split('\n');
    expect(lines.slice(0, 2)).toEqual(['DMD-19 滅びの龍刃 ディアボロス', 'Deck 40 · Hyperspace zone 6 · Super GR zone 0 · Game-start set 0']);
    expect(lines).toContain('odds of at least one copy by turn (going first / second, turns 1–3)');
    // 4 copies in 40 cards: 1 − C(36,5)/C(40,5) = 42.7% in the opening 5 going first (DM 103.5: no draw on the
    // first turn), 1 − C(36,6)/C(40,6) = 49.3% with 6 seen going second.
    const fourOf = lines.find((line) => /^ {2} {2}4 {2}/.test(line))!;
    expect(fourOf).toMatch(/ {2}42\.7%\/49\.3% {3}49\.3%\/55\.2% {3}55\.2%\/60\.7%$/);
  });

  it('DM 112.3a: counts the S・トリガー cards of the main deck and the triggers expected in the five shields (DMBD-22: 8 of 40)', async () => {
    const ja = await run(['stats', '--game', 'dm', '--deck', 'DMBD-22', '--turns', '1', '--lang', 'ja', '--db', packedDb(), PRODUCTS]);
    // 5·8/40 = 1; 1 − C(32,5)/C(40,5) = 69.4%.
    expect(ja.stdout.split('\n')).toContain('  S・トリガー: 40枚中8枚 · シールド5枚に平均1枚 · 1枚以上 69.4%');
    const en = await run(['stats', '--game', 'dm', '--deck', 'NET-082', '--turns', '1', '--lang', 'en', '--db', packedDb(), PRODUCTS]);
    // 11 of 40: 5·11/40 = 1.375; 1 − C(29,5)/C(40,5) = 82.0%.
    expect(en.stdout.split('\n')).toContain('  shield triggers: 11 of 40 · 1.38 expected in the 5 shields · at least one 82.0%');
    const json = await run(['stats', '--game', 'dm', '--deck', 'DMBD-22', '--json', '--db', packedDb(), PRODUCTS]);
    expect(JSON.parse(json.stdout)).toMatchObject({ keywordOdds: { cards: 8, pile: 40, setAside: 5, expected: 1, rule: 'DM 112.3a' } });
  });

  it('gives the breakdown and per-card odds as JSON', async () => {
    const { stdout } = await run(['stats', '--game', 'fab', '--json', '--db', packedDb(), SWEDEN]);
    const stats = JSON.parse(stdout) as { breakdown: { sections: { section: string; copies: number; colors: { key: string; copies: number; cards: number }[] }[] }; cardOdds: unknown[] };
    const deck = stats.breakdown.sections.find((section) => section.section === 'deck')!;
    expect(deck.copies).toBe(71);
    // By pitch: 25 red cards (63 copies), 3 blue (6), 2 yellow (2).
    expect(deck.colors).toEqual([{ key: '1', copies: 63, cards: 25 }, { key: '3', copies: 6, cards: 3 }, { key: '2', copies: 2, cards: 2 }]);
    expect(stats.cardOdds).toHaveLength(30);
  });
});
