/**
 * `deckdojo simulate`: goldfish games of a decklist on the simulation kernel (engine/sim), and per turn the share of
 * games holding at least one of each card and of each `--group` by the main step, the mean hand and the mean charge.
 * The file is read as the other deck commands read it (`decks.read`); the cards' facts (FaB intellect) come from
 * `cards.many`.
 */
import type { SeatDeck, SectionCard } from '../../../../engine/core/setup';
import { PITCH_COLOURS } from '../../../../engine/deck/types';
import { gameDefinition } from '../../../../engine/games/registry';
import type { GameDefinition } from '../../../../engine/games/types';
import { goldfishPolicy } from '../../../../engine/sim/goldfish';
import { simulate, type Simulation, type SimulationGroup } from '../../../../engine/sim/simulate';
import type { CliCommand } from '../command';
import { deckCommand, oneDeck, readDecks, unresolvedLines, type DeckCommand } from '../decks';
import type { CardSummary, Localized, ReadDeck } from '../../../contract';
import { EXIT } from '../exit';
import { percent } from '../format';
import { columnsOf, padColumns } from '../terminal';

interface SimulateOptions {
  games: number;
  seed: number;
  turns: number;
  first: boolean;
  /** Each `--group` as written: card names separated by commas. */
  groups: readonly string[];
}


/**
 * The seat deck to simulate: every card with its facts, named as printed; where one name stands for several cards (FaB
 * pitches) each gets its colour, `Snatch (red)`, else its key.
 */
function seatDeck(deck: ReadDeck, cards: readonly CardSummary[]): SeatDeck {
  const byKey = new Map(cards.map((card) => [card.key, card]));
  const entries = Object.values(deck.sections).flat();
  const keysOf = new Map<string, Set<string>>();
  for (const { key, name } of entries) keysOf.set(name, (keysOf.get(name) ?? new Set()).add(key));
  const label = (key: string, name: string): string => {
    if (keysOf.get(name)!.size === 1) return name;
    const pitch = byKey.get(key)?.stats.pitch;
    const colour = typeof pitch === 'number' ? PITCH_COLOURS[pitch - 1] : undefined;
    return `${name} (${colour ?? key})`;
  };
  const facts = (key: string): SectionCard['facts'] => {
    const card = byKey.get(key);
    if (!card) return {};
    const known = Object.entries(card.stats).filter((entry): entry is [string, NonNullable<(typeof entry)[1]>] => entry[1] !== null);
    return { ...Object.fromEntries(known), kinds: card.kinds, subtypes: card.subtypes };
  };
  return {
    sections: Object.fromEntries(
      Object.entries(deck.sections).map(([section, list]) => [section, list.map(({ key, name, count }) => ({ key, name: label(key, name), count, facts: facts(key) }))]),
    ),
  };
}

const SEPARATOR = /([,，、])/;

/**
 * The cards of a `--group` value, by the names the simulation gives them: split at commas, pieces rejoined where
 * together they name a card (`Cindra, Dracai of Retribution`); a printed name shared by several cards (FaB pitches)
 * stands for all of them. Names compare after NFKC, so full-width and half-width spellings match.
 */
function groupCards(value: string, cards: readonly { label: string; printed: string; drawn: boolean }[]): string[] | { unknown: string } | { undrawn: string } {
  const fold = (text: string) => text.normalize('NFKC').trim();
  const named = new Map<string, Set<string>>();
  for (const { label, printed } of cards) {
    for (const spelling of [fold(label), fold(printed)]) named.set(spelling, (named.get(spelling) ?? new Set()).add(label));
  }
  const parts = value.split(SEPARATOR);
  const found = new Set<string>();
  for (let start = 0; start < parts.length; start += 2) {
    if (fold(parts[start]!) === '') continue;
    // The longest run of pieces that names a card.
    let end = parts.length - 1;
    while (end > start && !named.has(fold(parts.slice(start, end + 1).join('')))) end -= 2;
    const name = fold(parts.slice(start, end + 1).join(''));
    const labels = named.get(name);
    if (!labels) return { unknown: fold(parts[start]!) };
    const drawn = [...labels].filter((label) => cards.some((card) => card.label === label && card.drawn));
    if (drawn.length === 0) return { undrawn: name };
    for (const label of drawn) found.add(label);
    start = end;
  }
  return [...found];
}

const WORDS: Record<'first' | 'second' | 'holding' | 'groups' | 'hand' | 'mean', Localized> = {
  first: { ja: '先攻', en: 'going first' },
  second: { ja: '後攻', en: 'going second' },
  holding: { ja: '各ターンのメインまでに1枚以上引いている割合', en: 'holding at least one by the main phase of each turn' },
  groups: { ja: 'グループ', en: 'groups' },
  hand: { ja: '手札（平均）', en: 'cards in hand (mean)' },
  mean: { ja: '（平均）', en: ' (mean)' },
};

const gamesWord = (lang: DeckCommand['lang'], games: number, seed: number): string =>
  lang === 'ja' ? `${games}ゲーム（シード ${seed}）` : `${games} game${games === 1 ? '' : 's'} (seed ${seed})`;

function formatSimulation(command: DeckCommand, game: GameDefinition, deck: SeatDeck, title: string, simulation: Simulation): string {
  const { lang } = command;
  const copies = new Map<string, number>();
  for (const { name, count } of deck.sections[game.setup.drawPile.section] ?? []) copies.set(name, (copies.get(name) ?? 0) + count);
  const names = Object.keys(simulation.turns[0]!.cards);
  const groups = Object.keys(simulation.turns[0]!.groups);
  const [charge] = goldfishPolicy(game).charges;
  const width = Math.min(40, Math.max(columnsOf(WORDS.hand[lang]), ...[...names, ...groups].map(columnsOf), charge ? columnsOf(charge.label[lang] + WORDS.mean[lang]) : 0));
  const row = (label: string, cells: string[], count = '') => `  ${count.padStart(3)}  ${padColumns(label, width)}  ${cells.map((cell) => cell.padStart(6)).join('  ')}`.trimEnd();
  const lines = [
    `${title} — ${gamesWord(lang, simulation.games, simulation.seed)}${lang === 'ja' ? '、' : ', '}${(simulation.first ? WORDS.first : WORDS.second)[lang]}`,
    WORDS.holding[lang],
    row('', simulation.turns.map((turn) => `T${turn.turn}`)),
    ...names.map((name) => row(name, simulation.turns.map((turn) => percent(turn.cards[name]!)), String(copies.get(name) ?? ''))),
  ];
  if (groups.length > 0) lines.push(WORDS.groups[lang], ...groups.map((group) => row(group, simulation.turns.map((turn) => percent(turn.groups[group]!)))));
  lines.push(row(WORDS.hand[lang], simulation.turns.map((turn) => turn.meanHand.toFixed(2))));
  if (charge) lines.push(row(charge.label[lang] + WORDS.mean[lang], simulation.turns.map((turn) => turn.meanMana!.toFixed(2))));
  return lines.join('\n');
}

async function runSimulate(command: DeckCommand, options: SimulateOptions): Promise<number> {
  const { io } = command;
  const loaded = await readDecks(command);
  if (typeof loaded === 'number') return loaded;
  const read = oneDeck(command, loaded.decks);
  if (typeof read === 'number') return read;
  if (read.unresolved.length > 0) {
    // Without these lines the deck would be short of cards: its odds would be wrong.
    io.stderr(`deckdojo: ${read.unresolved.length} line${read.unresolved.length === 1 ? '' : 's'} name no single card; nothing was simulated\n`);
    for (const line of unresolvedLines(read, command.lang)) io.stderr(`${line}\n`);
    return EXIT.usage;
  }
  const keys = [...new Set(Object.values(read.sections).flatMap((cards) => cards.map((card) => card.key)))];
  const cards = await command.call('cards.many', { game: command.game.id, keys });
  if (!cards.ok) return command.fail(cards);
  const game = gameDefinition(command.game.id);
  const deck = seatDeck(read, cards.result);
  const drawPile = game.setup.drawPile.section;
  const names = Object.entries(deck.sections).flatMap(([section, list]) =>
    list.map((card, index) => ({ label: card.name, printed: read.sections[section]![index]!.name, drawn: section === drawPile })),
  );
  const drawPileLabel = game.sections.find((section) => section.id === drawPile)!.label.en;
  const groups: SimulationGroup[] = [];
  for (const value of options.groups) {
    const found = groupCards(value, names);
    if (!Array.isArray(found) || found.length === 0) {
      const why = Array.isArray(found) ? 'names no card' : 'unknown' in found ? `no card named "${found.unknown}" in the deck` : `"${found.undrawn}" is not in the deck's ${drawPileLabel} section, which the cards are drawn from`;
      io.stderr(`deckdojo: --group "${value}": ${why}\n`);
      return EXIT.usage;
    }
    groups.push({ name: value, cards: found });
  }
  let simulation: Simulation;
  try {
    simulation = simulate(game, deck, { games: options.games, seed: options.seed, turns: options.turns, first: options.first, groups });
  } catch (error) {
    // The deck cannot be set up on the table (a FaB hero without its intellect…): the engine names the field.
    io.stderr(`deckdojo: cannot simulate ${read.name ?? command.file}: ${(error as Error).message}\n`);
    return EXIT.usage;
  }
  io.stdout(command.json ? `${JSON.stringify(simulation, null, 2)}\n` : `${formatSimulation(command, game, deck, read.name ?? command.file, simulation)}\n`);
  return EXIT.ok;
}

export const simulateDeck: CliCommand = {
  name: 'simulate',
  help: {
    synopsis: 'simulate --game G --games N --seed S DECKFILE',
    text: [
      'play N goldfish games (drawing only) and give, per turn, the share holding each',
      'card and --group, the mean hand and the mean charged (DM mana, PMV nodes…)',
    ],
  },
  usage: 'simulate --game G --games N --seed S [--turns T] [--second] [--group A,B]… [--deck N] DECKFILE',
  args: { min: 1, max: 1 },
  options: ['game', 'games', 'seed', 'turns', 'second', 'group', 'deck', 'lang'],
  needsGame: true,
  requires: { games: 'N (how many games to play)', seed: 'S (the same seed gives the same games)' },
  bounds: { games: { min: 1 }, seed: { min: 0 }, turns: { min: 1 } },
  async run(context) {
    const command = await deckCommand(context);
    if (typeof command === 'number') return command;
    const { games, seed, turns = '5', second } = context.options;
    return runSimulate(command, { games: Number(games), seed: Number(seed), turns: Number(turns), first: second === undefined, groups: context.groups });
  },
};
