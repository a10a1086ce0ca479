/**
 * `deckdojo simulate`: goldfish games of a decklist on the simulation kernel (engine/sim) through `decks.simulate`,
 * and per turn the share of games holding at least one of each card and of each `--group` by the main step, the mean
 * hand and the mean charge; where the game counts castability, the share able to play each card and group; with
 * `--kill` (DM), the turn the kill policy wins. The file is read as the other deck commands read it (`decks.read`);
 * the cards' pitches (FaB), which name the cards a `--group` names, come from `cards.many`.
 */
import type { GameDefinition } from '../../../../engine/games/types';
import { gameDefinition } from '../../../../engine/games/registry';
import { goldfishPolicy } from '../../../../engine/sim/goldfish';
import type { Simulation } from '../../../../engine/sim/simulate';
import type { CliCommand } from '../command';
import { deckCommand, oneDeck, readDecks, sectionsOf, unresolvedLines, type DeckCommand } from '../decks';
import type { DeckSimulation, Localized } from '../../../contract';
import { countedNames } from '../../../services/seat-deck';
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
  kill: boolean;
}

/** Turns played when `--turns` is not given; with `--kill`, enough for the six hits a DM kill needs and a few misses. */
const DEFAULT_TURNS = 5;
const DEFAULT_KILL_TURNS = 10;

const SEPARATOR = /([,，、])/;

/** A card a `--group` may name: by the name it is counted under or as printed; only one of the draw pile counts. */
interface GroupCard {
  key: string;
  label: string;
  printed: string;
  drawn: boolean;
}

/**
 * The cards of a `--group` value, by key, named as the simulation counts them: split at commas, pieces rejoined where
 * together they name a card (`Cindra, Dracai of Retribution`); a printed name shared by several cards (FaB pitches)
 * stands for all of them. Names compare after NFKC, so full-width and half-width spellings match.
 */
function groupCards(value: string, cards: readonly GroupCard[]): string[] | { unknown: string } | { undrawn: string } {
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
    const drawn = cards.filter((card) => card.drawn && labels.has(card.label));
    if (drawn.length === 0) return { undrawn: name };
    for (const card of drawn) found.add(card.key);
    start = end;
  }
  return [...found];
}

const WORDS = {
  first: { ja: '先攻', en: 'going first' },
  second: { ja: '後攻', en: 'going second' },
  holding: { ja: '各ターンのメインまでに1枚以上引いている割合', en: 'holding at least one by the main phase of each turn' },
  groups: { ja: 'グループ', en: 'groups' },
  hand: { ja: '手札（平均）', en: 'cards in hand (mean)' },
  mean: { ja: '（平均）', en: ' (mean)' },
  castable: { ja: '各ターンのメインで使える割合（コストを払える）', en: 'castable in the main phase of each turn (its cost paid)' },
  castableGroups: { ja: 'グループ：どれかを使える割合（初動率）', en: 'groups: any one castable (the first-move rate)' },
  kill: { ja: 'キルターン（シールド5枚・ブロッカーなしの相手）', en: 'kill turn (against 5 shields and no blockers)' },
  never: { ja: 'キルできず', en: 'never' },
  meanTurn: { ja: '平均ターン', en: 'mean turn' },
} satisfies Record<string, Localized>;

const gamesWord = (lang: DeckCommand['lang'], games: number, seed: number): string =>
  lang === 'ja' ? `${games}ゲーム（シード ${seed}）` : `${games} game${games === 1 ? '' : 's'} (seed ${seed})`;

/** The widest bar of the kill histogram, in columns. */
const BAR_COLUMNS = 40;

function formatSimulation(command: DeckCommand, game: GameDefinition, copies: ReadonlyMap<string, number>, title: string, simulation: Simulation): string {
  const { lang } = command;
  const [first] = simulation.turns;
  const names = Object.keys(first!.cards);
  const groups = Object.keys(first!.groups);
  const [charge] = goldfishPolicy(game).charges;
  const width = Math.min(40, Math.max(columnsOf(WORDS.hand[lang]), ...[...names, ...groups].map(columnsOf), charge ? columnsOf(charge.label[lang] + WORDS.mean[lang]) : 0));
  const row = (label: string, cells: string[], count = '') => `  ${count.padStart(3)}  ${padColumns(label, width)}  ${cells.map((cell) => cell.padStart(6)).join('  ')}`.trimEnd();
  const header = row('', simulation.turns.map((turn) => `T${turn.turn}`));
  /** A row per card, its copies beside its name, of the share `of` gives each turn. */
  const cardRows = (of: (turn: Simulation['turns'][number]) => Record<string, number>) =>
    names.map((name) => row(name, simulation.turns.map((turn) => percent(of(turn)[name]!)), String(copies.get(name) ?? '')));
  const groupRows = (of: (turn: Simulation['turns'][number]) => Record<string, number>) => groups.map((group) => row(group, simulation.turns.map((turn) => percent(of(turn)[group]!))));
  const lines = [
    `${title} — ${gamesWord(lang, simulation.games, simulation.seed)}${lang === 'ja' ? '、' : ', '}${(simulation.first ? WORDS.first : WORDS.second)[lang]}`,
    WORDS.holding[lang],
    header,
    ...cardRows((turn) => turn.cards),
  ];
  if (groups.length > 0) lines.push(WORDS.groups[lang], ...groupRows((turn) => turn.groups));
  lines.push(row(WORDS.hand[lang], simulation.turns.map((turn) => turn.meanHand.toFixed(2))));
  if (charge) lines.push(row(charge.label[lang] + WORDS.mean[lang], simulation.turns.map((turn) => turn.meanMana!.toFixed(2))));
  // Where the game counts castability: the same table of the games able to pay for each card, and the groups' 初動率.
  if (first!.castable) {
    lines.push(WORDS.castable[lang], header, ...cardRows((turn) => turn.castable!));
    if (groups.length > 0) lines.push(WORDS.castableGroups[lang], ...groupRows((turn) => turn.castableGroups!));
  }
  if (simulation.kill) lines.push(...killLines(lang, simulation.kill, simulation.turns.length));
  return lines.join('\n');
}

/** The kill turn's histogram: a row per turn from the first won on to the last, and the games never won, each with a bar. */
function killLines(lang: DeckCommand['lang'], kill: NonNullable<Simulation['kill']>, turns: number): string[] {
  const won = Object.keys(kill.byTurn).map(Number);
  const from = won.length > 0 ? Math.min(...won) : turns + 1;
  const shares: [string, number][] = Array.from({ length: Math.max(0, Math.max(...won, 0) - from + 1) }, (_, index) => [`T${from + index}`, kill.byTurn[String(from + index)] ?? 0]);
  shares.push([WORDS.never[lang], kill.never]);
  const most = Math.max(...shares.map(([, share]) => share));
  const width = Math.max(...shares.map(([label]) => columnsOf(label)));
  const mean = kill.mean === null ? '—' : kill.mean.toFixed(2);
  return [
    `${WORDS.kill[lang]}${lang === 'ja' ? '：' : ': '}${WORDS.meanTurn[lang]} ${mean}`,
    ...shares.map(([label, share]) => `  ${padColumns(label, width)}  ${percent(share).padStart(6)}  ${'█'.repeat(most > 0 ? Math.round((share / most) * BAR_COLUMNS) : 0)}`.trimEnd()),
  ];
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
  const game = gameDefinition(command.game.id);
  const drawPile = game.setup.drawPile.section;
  const entries = Object.entries(read.sections).flatMap(([section, list]) => list.map((card) => ({ ...card, drawn: section === drawPile })));
  const groups: { name: string; keys: string[] }[] = [];
  if (options.groups.length > 0) {
    // A --group names cards as the simulation counts them (`Snatch (red)`), which the pitches decide.
    const cards = await command.call('cards.many', { game: command.game.id, keys: [...new Set(entries.map((card) => card.key))] });
    if (!cards.ok) return command.fail(cards);
    const pitches = new Map(cards.result.map((card) => [card.key, card.stats.pitch]));
    const labels = countedNames(entries, (key) => pitches.get(key));
    const named = entries.map(({ key, name, drawn }) => ({ key, label: labels.get(key)!, printed: name, drawn }));
    const drawPileLabel = game.sections.find((section) => section.id === drawPile)!.label.en;
    for (const value of options.groups) {
      const found = groupCards(value, named);
      if (!Array.isArray(found) || found.length === 0) {
        const why = Array.isArray(found) ? 'names no card' : 'unknown' in found ? `no card named "${found.unknown}" in the deck` : `"${found.undrawn}" is not in the deck's ${drawPileLabel} section, which the cards are drawn from`;
        io.stderr(`deckdojo: --group "${value}": ${why}\n`);
        return EXIT.usage;
      }
      groups.push({ name: value, keys: found });
    }
  }
  const { games, seed, turns, first, kill } = options;
  const response = await command.call('decks.simulate', { game: command.game.id, sections: sectionsOf(read), games, seed, turns, first, groups, ...(kill ? { kill } : {}) });
  if (!response.ok) return command.fail(response);
  // The simulation as the engine gives it; the names by key are the API's (the editor's) concern.
  const { labels, ...simulation }: DeckSimulation = response.result;
  const copies = new Map<string, number>();
  for (const { key, count } of read.sections[drawPile] ?? []) copies.set(labels[key]!, (copies.get(labels[key]!) ?? 0) + count);
  io.stdout(command.json ? `${JSON.stringify(simulation, null, 2)}\n` : `${formatSimulation(command, game, copies, read.name ?? command.file, simulation)}\n`);
  return EXIT.ok;
}

export const simulateDeck: CliCommand = {
  name: 'simulate',
  help: {
    synopsis: 'simulate --game G --games N --seed S DECKFILE',
    text: [
      'play N goldfish games (drawing only) and give, per turn, the share holding each',
      'card and --group, the mean hand and the mean charged (DM mana, PMV nodes…), the share',
      'able to pay for each (castable), and with --kill (DM) the turn the goldfish wins',
    ],
  },
  usage: 'simulate --game G --games N --seed S [--turns T] [--second] [--group A,B]… [--kill] [--deck N] DECKFILE',
  args: { min: 1, max: 1 },
  options: ['game', 'games', 'seed', 'turns', 'second', 'group', 'kill', 'deck', 'lang'],
  needsGame: true,
  requires: { games: 'N (how many games to play)', seed: 'S (the same seed gives the same games)' },
  bounds: { games: { min: 1 }, seed: { min: 0 }, turns: { min: 1 } },
  async run(context) {
    const command = await deckCommand(context);
    if (typeof command === 'number') return command;
    const { games, seed, turns, second, kill } = context.options;
    return runSimulate(command, {
      games: Number(games),
      seed: Number(seed),
      turns: turns === undefined ? (kill ? DEFAULT_KILL_TURNS : DEFAULT_TURNS) : Number(turns),
      first: second === undefined,
      groups: context.groups,
      kill: kill !== undefined,
    });
  },
};
