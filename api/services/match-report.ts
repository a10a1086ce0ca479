/**
 * What the match history says (issue 8): a deck's record over its matches, and one match written out as a report in
 * plain text or Markdown — the results game by game and the sideboard plan (the cards each seat changed for each game).
 */
import type { DiffLine } from '../../db/library/types';
import { gameDefinition } from '../../engine/games/registry';
import type { Locale } from '../../engine/core/state';
import type { MatchDeckHistory, MatchInfo } from '../contract';

interface Tally {
  matches: number;
  matchWins: number;
  games: number;
  gameWins: number;
  draws: number;
}

const tally = (): Tally => ({ matches: 0, matchWins: 0, games: 0, gameWins: 0, draws: 0 });

/**
 * The record of deck `deckId` over `matches` (each with its games): overall, going first and second, and per opponent
 * deck (or named opponent). A mirror match (the deck on both seats, as when a player tests it against itself) is one
 * match and each of its games one game, kept apart in `mirror`: the deck won and lost every one of them, so they
 * say nothing of its win rate, and counting them from both seats would count each twice.
 */
export function deckHistory(deckId: string, matches: readonly Pick<MatchInfo, 'seats' | 'winner' | 'games'>[]): MatchDeckHistory {
  const overall = tally();
  const first = tally();
  const second = tally();
  const mirror = { matches: 0, games: 0 };
  const opponents = new Map<string, Tally & { opponent: string }>();
  for (const match of matches) {
    const finished = match.games.filter((game) => game.ending !== null);
    if (match.seats.every((seat) => seat.deckId === deckId)) {
      mirror.matches += 1;
      mirror.games += finished.length;
      continue;
    }
    const index = match.seats.findIndex((seat) => seat.deckId === deckId);
    if (index === -1) continue;
    const against = match.seats[1 - index]!.deckName;
    const versus = opponents.get(against) ?? { opponent: against, ...tally() };
    opponents.set(against, versus);
    for (const record of [overall, versus]) {
      record.matches += 1;
      if (match.winner === index) record.matchWins += 1;
    }
    for (const game of finished) {
      const side = game.firstPlayer === index ? first : second;
      for (const record of [overall, versus, side]) {
        record.games += 1;
        if (game.winner === index) record.gameWins += 1;
        if (game.winner === null) record.draws += 1;
      }
    }
  }
  return { deckId, overall, first, second, mirror, opponents: [...opponents.values()].sort((a, b) => b.games - a.games || a.opponent.localeCompare(b.opponent)) };
}

const WORDS = {
  ja: {
    bestOf: (n: number) => `${n}ゲームマッチ`,
    result: 'マッチ結果',
    winner: (name: string) => `勝者：${name}`,
    even: '勝敗なし',
    ongoing: '進行中',
    games: 'ゲーム',
    game: (n: number) => `第${n}ゲーム`,
    first: (name: string) => `先攻：${name}`,
    won: (name: string) => `勝者：${name}`,
    draw: '引き分け',
    playing: 'プレイ中',
    how: { loss: '敗北条件', concession: '投了', entered: '結果を入力' },
    turns: (n: number) => `${n}ターン`,
    plan: 'サイドボードプラン',
    none: '変更なし',
    score: (a: number, b: number, draws: number) => `${a}–${b}${draws > 0 ? `（引き分け${draws}）` : ''}`,
  },
  en: {
    bestOf: (n: number) => `best of ${n}`,
    result: 'Match result',
    winner: (name: string) => `Winner: ${name}`,
    even: 'No winner',
    ongoing: 'In progress',
    games: 'Games',
    game: (n: number) => `Game ${n}`,
    first: (name: string) => `first: ${name}`,
    won: (name: string) => `won by ${name}`,
    draw: 'draw',
    playing: 'being played',
    how: { loss: 'loss', concession: 'concession', entered: 'entered result' },
    turns: (n: number) => `${n} turns`,
    plan: 'Sideboard plan',
    none: 'no changes',
    score: (a: number, b: number, draws: number) => `${a}–${b}${draws > 0 ? ` (${draws} drawn)` : ''}`,
  },
} as const;

/** Columns a line takes in a monospaced font: kana, kanji and full-width forms take two. */
const displayWidth = (text: string) => [...text].reduce((width, char) => width + (char.codePointAt(0)! >= 0x2e80 ? 2 : 1), 0);

function changeText(line: DiffLine, sectionLabel: (id: string) => string): string {
  const delta = line.after - line.before;
  return `${delta > 0 ? '+' : '−'}${Math.abs(delta)} ${line.name} (${sectionLabel(line.section)})`;
}

/** One match as a report: `markdown` with headings and lists, `text` as plain lines. */
export function matchReport(match: MatchInfo, format: 'text' | 'markdown', locale: Locale): string {
  const { games } = match;
  const words = WORDS[locale];
  const game = gameDefinition(match.game);
  const section = (id: string) => game.sections.find((entry) => entry.id === id)?.label[locale] ?? id;
  const names = match.seats.map((seat) => seat.deckName);
  const md = format === 'markdown';
  const heading = (level: number, text: string) => (md ? `${'#'.repeat(level)} ${text}` : level === 1 ? `${text}\n${'='.repeat(displayWidth(text))}` : `\n${text}`);
  const item = (text: string, depth = 0) => `${'  '.repeat(depth)}${md ? '- ' : '* '}${text}`;
  const lines: string[] = [heading(1, match.name), ''];
  lines.push(`${game.name[locale]} · ${words.bestOf(match.bestOf)}${match.formatRule ? ` (${match.formatRule})` : ''} · ${match.createdAt.slice(0, 10)}`);
  lines.push(`${names[0]} vs ${names[1]}`, '');
  lines.push(heading(2, words.result));
  const score = words.score(match.score.wins[0], match.score.wins[1], match.score.draws);
  const verdict = match.state.kind !== 'over' ? words.ongoing : match.winner === null ? words.even : words.winner(names[match.winner]!);
  lines.push(item(`${verdict} · ${score}`), '');
  lines.push(heading(2, words.games));
  for (const played of games) {
    const how =
      played.ending === null
        ? words.playing
        : [played.winner === null ? words.draw : words.won(names[played.winner]!), `${words.how[played.ending]}${played.reason ? ` ${played.reason.rule}` : ''}`, words.turns(played.turns ?? 0)].join(' · ');
    lines.push(item(`${words.game(played.number)}: ${words.first(names[played.firstPlayer]!)} · ${how}`));
  }
  lines.push('');
  lines.push(heading(2, words.plan));
  for (const played of games) {
    lines.push(item(words.game(played.number)));
    played.changes.forEach((changes, seat) => {
      if (match.seats[seat]!.deckId === null) return;
      const text = changes.length === 0 ? words.none : changes.map((line) => changeText(line, section)).join(', ');
      lines.push(item(`${names[seat]}: ${text}`, 1));
    });
  }
  return `${lines.join('\n')}\n`;
}
