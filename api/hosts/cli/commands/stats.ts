import type { DeckStats, Localized, ReadDeck } from '../../../contract';
import { NONE } from '../../../../engine/deck/stats';
import type { CliCommand } from '../command';
import { chooseFormat, deckCommand, formatName, oneDeck, readDecks, sectionLine, sectionsOf, unresolvedLines, verdictText, type DeckCommand } from '../decks';
import { EXIT } from '../exit';
import { percent } from '../format';
import { columnsOf, padColumns } from '../terminal';

const NONE_WORD: Localized = { ja: 'なし', en: 'none' };

function formatStats(command: DeckCommand, deck: ReadDeck, stats: DeckStats, verdict: string, turns: number): string {
  const { game, lang } = command;
  const ja = lang === 'ja';
  const kindLabel = (id: string) => game.cardKinds.find((kind) => kind.id === id)?.label[lang] ?? id;
  const lines = [deck.name ?? command.file, sectionLine(game, Object.fromEntries(stats.breakdown.sections.map((s) => [s.section, s.copies])), lang), verdict];
  for (const section of stats.breakdown.sections) {
    if (section.copies === 0) continue;
    const label = game.sections.find((s) => s.id === section.section)?.label[lang] ?? section.section;
    lines.push('', `${label} (${section.copies})`);
    const curve = section.curve.filter((point) => point.cost !== null);
    if (curve.length > 0) {
      const widest = Math.max(...curve.map((point) => point.copies));
      lines.push(ja ? '  コスト' : '  cost curve');
      for (const point of section.curve) {
        const cost = point.cost === null ? '–' : point.cost >= Number.MAX_SAFE_INTEGER ? '∞' : String(point.cost);
        lines.push(`  ${cost.padStart(3)} ${'█'.repeat(Math.max(1, Math.round((point.copies / widest) * 30)))} ${point.copies}`);
      }
    }
    const tallies = (title: Localized, rows: { key: string; copies: number }[], name: (key: string) => string = (key) => key) => {
      if (rows.length === 0 || (rows.length === 1 && rows[0]!.key === NONE)) return;
      lines.push(`  ${title[lang]}: ${rows.map((row) => `${row.key === NONE ? NONE_WORD[lang] : name(row.key)} ${row.copies}`).join(' · ')}`);
    };
    // The breakdown's axes as the game's presentation names them (engine/deck/stats/breakdown.ts says what they hold).
    const { colour, labels } = game.presentation;
    tallies({ ja: '種類', en: 'kinds' }, section.kinds, kindLabel);
    if (colour) tallies(colour.breakdownLabel, section.colors, (key) => colour.values.find((each) => each.value === key)?.term?.[lang] ?? key);
    tallies(labels.traits, section.traits);
    // The game's counted keyword in its draw pile and the cards set aside (DM: S・トリガー in the five shields, 112.3a).
    const counted = stats.keywordOdds;
    if (counted && section.section === game.drawPile) {
      const expected = String(Math.round(counted.expected * 100) / 100);
      const zone = labels.setAside?.[lang] ?? '';
      lines.push(
        ja
          ? `  ${counted.label.ja}: ${counted.pile}枚中${counted.cards}枚 · ${zone}${counted.setAside}枚に平均${expected}枚 · 1枚以上 ${percent(counted.atLeastOne)}`
          : `  ${counted.label.en.toLowerCase()}: ${counted.cards} of ${counted.pile} · ${expected} expected in the ${counted.setAside} ${zone.toLowerCase()} · at least one ${percent(counted.atLeastOne)}`,
      );
    }
  }
  if (stats.cardOdds && stats.cardOdds.length > 0) {
    const nameWidth = Math.min(40, Math.max(...stats.cardOdds.map((row) => columnsOf(row.name))));
    lines.push('', ja ? `各カードを1枚以上引いている確率（先攻 / 後攻、ターン1〜${turns}）` : `odds of at least one copy by turn (going first / second, turns 1–${turns})`);
    lines.push(`  ${' '.repeat(3)}  ${padColumns('', nameWidth)}  ${Array.from({ length: turns }, (_, t) => padColumns(`T${t + 1}`, 13)).join(' ')}`.trimEnd());
    for (const row of stats.cardOdds) {
      const cells = row.odds.rows.map((cell) => padColumns(`${percent(cell.first.probability)}/${percent(cell.second.probability)}`, 13));
      lines.push(`  ${String(row.odds.copies[0]).padStart(3)}  ${padColumns(row.name, nameWidth)}  ${cells.join(' ')}`.trimEnd());
    }
  }
  return lines.join('\n');
}

async function runStats(command: DeckCommand): Promise<number> {
  const loaded = await readDecks(command);
  if (typeof loaded === 'number') return loaded;
  const deck = oneDeck(command, loaded.decks);
  if (typeof deck === 'number') return deck;
  const turns = Number(command.options.turns ?? 5);
  const { game, lang } = command;
  const chosen = await chooseFormat(command, deck);
  if ('ok' in chosen) return command.fail(chosen);
  const [response, validation, formats] = await Promise.all([
    command.call('decks.stats', { game: game.id, sections: sectionsOf(deck), turns, perCard: true }),
    command.call('decks.validate', { game: game.id, sections: sectionsOf(deck), format: chosen.id }),
    command.call('decks.formats', { game: game.id }),
  ]);
  if (!response.ok) return command.fail(response);
  if (!validation.ok) return command.fail(validation);
  if (!formats.ok) return command.fail(formats);
  const format = formats.result.find((each) => each.id === validation.result.format)!;
  const verdict = `${formatName(format, chosen, lang)}: ${verdictText(deck, validation.result, lang)}`;
  const json = { deck: deck.name, format: format.id, legal: validation.result.legal && deck.unresolved.length === 0, ...response.result, unresolved: deck.unresolved };
  command.io.stdout(command.json ? `${JSON.stringify(json, null, 2)}\n` : `${formatStats(command, deck, response.result, verdict, turns)}\n${unresolvedLines(deck, lang).map((line) => `${line}\n`).join('')}`);
  return deck.unresolved.length > 0 ? EXIT.usage : EXIT.ok;
}

export const stats: CliCommand = {
  name: 'stats',
  help: { synopsis: 'stats --game G DECKFILE', text: ['counts, cost curve and the odds of drawing each card by turn'] },
  usage: 'stats --game G [--format F] [--deck N] [--turns N] DECKFILE',
  args: { min: 1, max: 1 },
  options: ['game', 'format', 'deck', 'turns', 'lang'],
  needsGame: true,
  async run(context) {
    const command = await deckCommand(context);
    return typeof command === 'number' ? command : runStats(command);
  },
};
