import { describe, expect, it } from 'vitest';
import { readData } from '../../../test/helpers/importers';
import type { GameId } from '../../games/id';
import type { DeckList } from '../types';
import type { Localized } from '../../localized';
import { refusedLines } from '../../../test/helpers/decklist-refusal';
import { readDeckFile, writeDeckFile } from './index';

/** A file of the fixtures (test/fixtures/data) as text. */
const data = (path: string): string => readData(path).toString('utf8');
const SLIGH = 'formats/cockatrice/BenRubinSligh_WC98.cod';
const MAELSTROM = 'formats/cockatrice/ArcaneMaelstrom_C20.cod';

function read(text: string, game: GameId): DeckList {
  const { format, decks } = readDeckFile(text, game);
  expect(format).toBe('cod');
  return decks[0] as DeckList;
}

/** The file's issues as `line: message`, in one language (English unless asked). */
const issuesOf = (text: string, game: GameId, lang?: keyof Localized): string[] => refusedLines(text, game, 'cod', lang);

const deck = (body: string): string =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<cockatrice_deck version="1">\n  <deckname>T</deckname>\n${body}\n</cockatrice_deck>\n`;

describe('Cockatrice: the real files', () => {
  it('reads Ben Rubin’s Sligh: the converter’s "sideboard" zone, and duplicate lines kept apart', () => {
    const list = read(data(SLIGH), 'pmv');
    expect(list).toMatchObject({ name: 'Ben Rubin - Sligh', game: null, format: null });
    const main = list.entries.filter((entry) => entry.section === 'main');
    const side = list.entries.filter((entry) => entry.section === 'side');
    expect(main).toHaveLength(17);
    expect(side).toHaveLength(7);
    expect(main.reduce((sum, entry) => sum + entry.count, 0)).toBe(60);
    expect(side.reduce((sum, entry) => sum + entry.count, 0)).toBe(15);
    expect(list.entries.filter((entry) => entry.name === 'Mountain')).toEqual([
      { line: 18, section: 'main', count: 5, name: 'Mountain' },
      { line: 19, section: 'main', count: 4, name: 'Mountain' },
      { line: 20, section: 'main', count: 4, name: 'Mountain' },
      { line: 21, section: 'main', count: 4, name: 'Mountain' },
    ]);
    expect(side[0]).toEqual({ line: 25, section: 'side', count: 3, name: 'Bottle Gnomes' });
  });

  it('reads the commander precon into the main section (99 cards, though README §4 says 100)', () => {
    const list = read(data(MAELSTROM), 'pmv');
    expect(list.name).toBe('Arcane Maelstrom');
    expect(list.entries.every((entry) => entry.section === 'main')).toBe(true);
    expect(list.entries.reduce((sum, entry) => sum + entry.count, 0)).toBe(99);
    expect(list.entries[0]).toEqual({ line: 6, section: 'main', count: 1, name: 'Jace, Architect of Thought' });
  });

  it('maps main and sideboard to each game’s own sections, and says when a game has no sideboard', () => {
    const sections = (game: GameId): (string | null)[] => [...new Set(read(data(SLIGH), game).entries.map((e) => e.section))];
    expect(sections('acg')).toEqual(['basic', 'reserve']);
    expect(sections('nova')).toEqual(['main', 'side']);
    expect(issuesOf(data(SLIGH), 'dm')).toEqual(['24: zone "sideboard": Duel Masters has no sideboard']);
    expect(issuesOf(data(SLIGH), 'fab')).toEqual(['24: zone "sideboard": Flesh and Blood has no sideboard']);
    expect(issuesOf(data(SLIGH), 'dm', 'ja')).toEqual(['24: ゾーン「sideboard」：デュエル・マスターズにはサイドボードがありません']);
  });
});

describe('Cockatrice: reading', () => {
  it('reads section ids and labels as zones, collector numbers, entities, comments, CDATA and other elements', () => {
    const text = deck(
      [
        '  <comments>not &amp; the <b>deck</b></comments>',
        '  <!-- <zone name="main"><card number="9" name="commented out"/></zone> -->',
        '  <zone name="超次元ゾーン">',
        '    <card number="1" name="獄龍刃 ディアボロス" collectorNumber="dmd19 2a/22"/>',
        '  </zone>',
        "  <zone name='gr'>",
        '    <card number="2" name="A &amp; B &lt;&gt; &quot;&apos; &#233;&#x3042;"></card>',
        '  </zone>',
        '  <sideboard_plan><name>x</name></sideboard_plan>',
      ].join('\n'),
    ).replace('<deckname>T</deckname>', '<deckname><![CDATA[R&D <deck>]]></deckname>');
    const list = read(text, 'dm');
    expect(list.name).toBe('R&D <deck>');
    expect(list.entries).toEqual([
      { line: 7, section: 'hyperspace', count: 1, name: '獄龍刃 ディアボロス', number: 'dmd19 2a/22' },
      { line: 10, section: 'gr', count: 2, name: 'A & B <> "\' éあ' },
    ]);
  });

  it('splits FaB pitch colours off card names', () => {
    const list = read(deck('<zone name="main"><card number="3" name="Snatch (red)"/></zone>'), 'fab');
    expect(list.entries).toEqual([{ line: 4, section: 'deck', count: 3, name: 'Snatch', colour: 'red' }]);
  });
});

describe('Cockatrice: broken files', () => {
  it('reports zones that are no part of a deck or no section of the game', () => {
    const text = deck(
      [
        '<zone name="main"><card number="4" name="A"/></zone>',
        '<zone name="tokens"><card number="1" name="Goblin"/></zone>',
        '<zone name="maybeboard"></zone>',
        '<zone name="extra"></zone>',
        '<zone><card number="1" name="B"/></zone>',
      ].join('\n'),
    );
    expect(issuesOf(text, 'pmv')).toEqual([
      '5: zone "tokens" is not part of a deck',
      '6: zone "maybeboard" is not part of a deck',
      '7: zone "extra" is not a section of Phantom Magic Vision',
      '8: <zone> has no name',
    ]);
    expect(issuesOf(text, 'pmv', 'ja')).toEqual([
      '5: ゾーン「tokens」はデッキに入りません',
      '6: ゾーン「maybeboard」はデッキに入りません',
      '7: ゾーン「extra」はPhantom Magic Visionのデッキ区分ではありません',
      '8: <zone> に name がありません',
    ]);
  });

  it('reports bad XML and bad cards with their lines, all of them', () => {
    const text = deck(
      [
        '  <zone name="main">', // 4
        '    <card number="0" name="Zero"/>',
        '    <card number="x" name="NaN"/>',
        '    <card number="2"/>',
        '    <card number="2" name="Bad &nbsp; entity"/>',
        '    <card number="2" name="Unquoted" collectorNumber=12/>',
        '    <card number="1" name="Open">',
        '  </zone>', // 11
        '  <card number="1" name="Loose"/>',
        '  </deck>',
        '  <zone name="side">', // 14
      ].join('\n'),
    );
    expect(issuesOf(text, 'pmv')).toEqual([
      '5: "Zero": count 0 is not between 1 and 999',
      '6: "NaN" has no number of copies ("number")',
      '7: <card> has no name',
      '8: unknown entity "&nbsp;"',
      '9: malformed tag "<card number="2" name="Unquoted" collectorNumber=12/>"',
      '10: <card> is not closed',
      '12: <card> outside a <zone>',
      '13: </deck> closes nothing',
      '14: <zone> is not closed',
    ]);
    expect(issuesOf(text, 'pmv', 'ja')).toEqual([
      '5: 「Zero」：枚数 0 は 1〜999 ではありません',
      '6: 「NaN」に枚数（"number"）がありません',
      '7: <card> に name がありません',
      '8: 不明な実体参照「&nbsp;」',
      '9: 不正なタグ「<card number="2" name="Unquoted" collectorNumber=12/>」',
      '10: <card> が閉じられていません',
      '12: <card> が <zone> の外にあります',
      '13: </deck> で閉じる要素がありません',
      '14: <zone> が閉じられていません',
    ]);
  });

  it('reports an XML file that is not a Cockatrice deck', () => {
    expect(issuesOf('<?xml version="1.0"?>\n<deck><card/></deck>\n', 'pmv')).toEqual([
      '2: <deck> is not a Cockatrice deck (<cockatrice_deck>)',
      '2: <card> outside a <zone>',
    ]);
    expect(issuesOf('<?xml version="1.0"?>\n<!-- nothing -->\n', 'pmv')).toEqual(['1: no <cockatrice_deck> element']);
    expect(issuesOf('<cockatrice_deck>\n<zone name="main"\n', 'pmv')).toEqual([
      '1: <cockatrice_deck> is not closed',
      '2: unterminated tag "<zone name="main" "',
    ]);
    expect(issuesOf('<?xml version="1.0"?>\n<deck><card/></deck>\n', 'pmv', 'ja')).toEqual([
      '2: <deck> は Cockatrice のデッキ（<cockatrice_deck>）ではありません',
      '2: <card> が <zone> の外にあります',
    ]);
    expect(issuesOf('<?xml version="1.0"?>\n<!-- nothing -->\n', 'pmv', 'ja')).toEqual(['1: <cockatrice_deck> 要素がありません']);
    expect(issuesOf('<cockatrice_deck>\n<zone name="main"\n', 'pmv', 'ja')).toEqual(['1: <cockatrice_deck> が閉じられていません', '2: 終わりのないタグ「<zone name="main" 」']);
  });
});

describe('Cockatrice: writing', () => {
  it('writes escaped XML, main and side zones by role, other sections by id, cards without a section in main', () => {
    const list: DeckList = {
      name: 'R&D "<deck>"',
      game: null,
      format: null,
      entries: [
        { line: 0, section: 'reserve', count: 1, name: "Ant's <Nest>" },
        { line: 0, section: null, count: 2, name: '兵隊蟻' },
        { line: 0, section: 'territory', count: 1, name: '森', number: 'PR-029' },
        { line: 0, section: 'basic', count: 4, name: 'A & B' },
      ],
    };
    expect(writeDeckFile(list, 'cod', 'acg')).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<cockatrice_deck version="1">',
        '  <deckname>R&amp;D &quot;&lt;deck&gt;&quot;</deckname>',
        '  <comments></comments>',
        '  <zone name="main">',
        '    <card number="2" name="兵隊蟻"/>',
        '    <card number="4" name="A &amp; B"/>',
        '  </zone>',
        '  <zone name="territory">',
        '    <card number="1" name="森" collectorNumber="PR-029"/>',
        '  </zone>',
        '  <zone name="side">',
        '    <card number="1" name="Ant&apos;s &lt;Nest&gt;"/>',
        '  </zone>',
        '</cockatrice_deck>',
        '',
      ].join('\n'),
    );
    expect(read(writeDeckFile(list, 'cod', 'acg'), 'acg').name).toBe('R&D "<deck>"');
  });
});
