import { describe, expect, it } from 'vitest';
import type { MatchGame, MatchInfo } from '../contract';
import { deckHistory, matchReport } from './match-report';

const lines = (key: string, name: string, count: number) => [{ key, name, count }];
const deckOf = (id: string, name: string) => ({ deckId: id, deckName: name, opponent: null, registered: { basic: lines('k1', 'ライオン', 40) }, sided: { basic: lines('k1', 'ライオン', 40) } });

function game(number: number, firstPlayer: number, winner: number | null, ending: MatchGame['ending'], changes: MatchGame['changes'] = [[], []]): MatchGame {
  return {
    number,
    tableId: null,
    firstPlayer,
    chooser: null,
    decks: [null, null],
    changes,
    winner,
    ending,
    reason: ending === 'loss' ? { rule: 'ACG 1206.1', text: { ja: 'ACG 1206.1による敗北', en: 'lost by ACG 1206.1' } } : null,
    turns: ending === null ? null : 7,
    startedAt: '2026-11-01T10:00:00.000Z',
    endedAt: ending === null ? null : '2026-11-01T10:20:00.000Z',
    start: null,
    actions: null,
  };
}

function match(id: string, seats: MatchInfo['seats'], games: MatchGame[], winner: number | null, over = true): MatchInfo {
  const wins: [number, number] = [0, 0];
  for (const each of games) if (each.winner !== null) wins[each.winner]! += 1;
  return {
    id,
    game: 'acg',
    name: `${seats[0].deckName} vs ${seats[1].deckName}`,
    bestOf: 3,
    layout: 'hotseat',
    seats,
    settings: { mode: 'assisted', houseRules: {} },
    state: over ? { kind: 'over' } : { kind: 'sideboarding', number: games.length + 1, ready: [false, false] },
    winner,
    revision: 1,
    createdAt: '2026-11-01T09:59:00.000Z',
    updatedAt: '2026-11-01T11:00:00.000Z',
    finishedAt: over ? '2026-11-01T11:00:00.000Z' : null,
    score: { wins, draws: games.filter((each) => each.ending !== null && each.winner === null).length, winsNeeded: 2, over, winner },
    formatRule: 'ACG 201-1, 201-2',
    games,
    sideboarding: [null, null],
  };
}

const swap: MatchGame['changes'] = [
  [
    { section: 'basic', key: 'k2', name: 'シマウマ', before: 0, after: 2 },
    { section: 'reserve', key: 'k2', name: 'シマウマ', before: 3, after: 1 },
  ],
  [],
];

describe('deckHistory', () => {
  it('counts a deck’s matches and games overall, going first and second, and per opponent, on whichever seat it sat; a mirror match once, apart', () => {
    const ants = deckOf('ants', 'アリ軍団');
    const birds = deckOf('birds', '鳥の群れ');
    const history = deckHistory('ants', [
      // Ants on seat 0: lost game 1 going first, won games 2 and 3 going second and first.
      match('m1', [ants, birds], [game(1, 0, 1, 'loss'), game(2, 1, 0, 'concession'), game(3, 0, 0, 'entered')], 0),
      // Ants on seat 1 against a named opponent: a draw going second, then a loss going first; the match still on.
      match('m2', [{ deckId: null, deckName: '田中さん', opponent: '田中さん', registered: null, sided: null }, ants], [game(1, 0, null, 'entered'), game(2, 1, 0, 'loss')], null, false),
      match('m3', [birds, birds], [game(1, 0, 0, 'loss')], 0),
      // Ants against itself, 2–1: one match of three games, counted apart from the record against other decks.
      match('m4', [ants, ants], [game(1, 0, 1, 'loss'), game(2, 1, 0, 'loss'), game(3, 0, 0, 'entered')], 0),
    ]);
    expect(history.mirror).toEqual({ matches: 1, games: 3 });
    expect(history.overall).toEqual({ matches: 2, matchWins: 1, games: 5, gameWins: 2, draws: 1 });
    expect(history.first).toEqual({ matches: 0, matchWins: 0, games: 3, gameWins: 1, draws: 0 });
    expect(history.second).toEqual({ matches: 0, matchWins: 0, games: 2, gameWins: 1, draws: 1 });
    expect(history.opponents).toEqual([
      { opponent: '鳥の群れ', matches: 1, matchWins: 1, games: 3, gameWins: 2, draws: 0 },
      { opponent: '田中さん', matches: 1, matchWins: 0, games: 2, gameWins: 0, draws: 1 },
    ]);
  });
});

describe('matchReport', () => {
  const played = match('m1', [deckOf('ants', 'アリ軍団'), deckOf('birds', '鳥の群れ')], [game(1, 0, 1, 'loss'), game(2, 1, 0, 'concession', swap), game(3, 0, 0, 'entered', swap)], 0);

  it('writes Markdown: the result, each game, and the sideboard plan game by game', () => {
    expect(matchReport(played, 'markdown', 'en')).toBe(
      [
        '# アリ軍団 vs 鳥の群れ',
        '',
        'Animal Card Game · best of 3 (ACG 201-1, 201-2) · 2026-11-01',
        'アリ軍団 vs 鳥の群れ',
        '',
        '## Match result',
        '- Winner: アリ軍団 · 2–1',
        '',
        '## Games',
        '- Game 1: first: アリ軍団 · won by 鳥の群れ · loss ACG 1206.1 · 7 turns',
        '- Game 2: first: 鳥の群れ · won by アリ軍団 · concession · 7 turns',
        '- Game 3: first: アリ軍団 · won by アリ軍団 · entered result · 7 turns',
        '',
        '## Sideboard plan',
        '- Game 1',
        '  - アリ軍団: no changes',
        '  - 鳥の群れ: no changes',
        '- Game 2',
        '  - アリ軍団: +2 シマウマ (Basic deck), −2 シマウマ (Reserve deck)',
        '  - 鳥の群れ: no changes',
        '- Game 3',
        '  - アリ軍団: +2 シマウマ (Basic deck), −2 シマウマ (Reserve deck)',
        '  - 鳥の群れ: no changes',
        '',
      ].join('\n'),
    );
  });

  it('writes plain text in Japanese, and says a match still being played is in progress', () => {
    const text = matchReport(match('m2', played.seats, [game(1, 1, null, 'entered')], null, false), 'text', 'ja');
    // The underline is as wide as the title in a monospaced font (kana and kanji take two columns).
    expect(text.split('\n').slice(0, 2)).toEqual(['アリ軍団 vs 鳥の群れ', '='.repeat(20)]);
    expect(text).toContain('アニマルカードゲーム · 3ゲームマッチ (ACG 201-1, 201-2)');
    expect(text).toContain('* 進行中 · 0–0（引き分け1）');
    expect(text).toContain('* 第1ゲーム: 先攻：鳥の群れ · 引き分け · 結果を入力 · 7ターン');
    expect(text).not.toContain('#');
  });
});
