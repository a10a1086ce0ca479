/**
 * `deckdojo simulate` on the real decklists of test/fixtures/data and on made-up ones: the table it prints, the JSON shape,
 * the same output for the same seed, and its errors (exit status 2, the flag or card named).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliRunner } from '../../../../test/helpers/cli';
import { dataPath } from '../../../../test/helpers/importers';
import { useTempDir } from '../../../../test/helpers/temp';
import type { Simulation } from '../../../../engine/sim/simulate';
import { EXIT } from '../exit';
import { columnsOf } from '../terminal';

const tempDir = useTempDir();
const { run, packedDb } = cliRunner(tempDir);

const PRODUCTS = dataPath('dm/decks/prebuilt_and_tournament_decks_ja.json');
const SWEDEN = dataPath('fab/decks/fabrary_export_CC_sweden_nationals_2025_1st_cindra.txt');
const BRIAR = dataPath('formats/talishar/BriarSAGE.txt');
const DMD19 = ['--game', 'dm', '--deck', 'DMD-19', PRODUCTS];
const GROUP = 'デーモン・ハンド,地獄門デス・ゲート';
const CASTABLE_EN = 'castable in the main phase of each turn (its cost paid)';


const percent = (p: number) => `${(p * 100).toFixed(1)}%`;

// Each simulation starts a worker, which from TypeScript source loads the engine through tsx: a run takes a second or so.
describe('deckdojo simulate', { timeout: 30_000 }, () => {
  it('prints per turn the share holding each card and the group, the mean hand and the mean mana, as --json gives them', async () => {
    const db = packedDb();
    const options = ['--games', '2000', '--seed', '5', '--turns', '3', '--group', GROUP, '--db', db, ...DMD19];
    const text = await run(['simulate', '--lang', 'en', ...options]);
    expect(text.stderr).toBe('');
    expect(text.status).toBe(EXIT.ok);
    // The held figures come first; the castable ones (./simulate.test.ts below) after them.
    const printed = text.stdout.trimEnd().split('\n');
    const lines = printed.includes(CASTABLE_EN) ? printed.slice(0, printed.indexOf(CASTABLE_EN)) : printed;
    expect(lines.slice(0, 2)).toEqual(['DMD-19 滅びの龍刃 ディアボロス — 2000 games (seed 5), going first', 'holding at least one by the main phase of each turn']);
    expect(lines[2]).toMatch(/^ +T1 {6}T2 {6}T3$/);
    const { turns } = JSON.parse((await run(['simulate', '--json', ...options])).stdout) as Simulation;
    const shares = (pick: (turn: Simulation['turns'][number]) => number) => turns.map(pick).map(percent).map((cell) => cell.padStart(6)).join('  ');
    // A row per card (its copies in the deck, its name, the JSON's figures), the group, the hand and the mana, every
    // figure in the same columns.
    const row = (start: string) => lines.find((line) => line.startsWith(start))!;
    expect(lines).toHaveLength(3 + 16 + 4);
    expect(row('    4  デーモン・ハンド ').endsWith(`  ${shares((turn) => turn.cards['デーモン・ハンド']!)}`)).toBe(true);
    expect(row('    2  地獄門デス・ゲート ').endsWith(`  ${shares((turn) => turn.cards['地獄門デス・ゲート']!)}`)).toBe(true);
    expect(lines.at(-4)).toBe('groups');
    expect(row(`       ${GROUP} `).endsWith(`  ${shares((turn) => turn.groups[GROUP]!)}`)).toBe(true);
    expect(lines.slice(-2).map((line) => line.replace(/ {2,}/g, '|'))).toEqual(['|cards in hand (mean)|4.00|4.00|4.00', '|Mana charge (mean)|1.00|2.00|3.00']);
    expect(new Set(lines.slice(2).filter((line) => line !== 'groups').map(columnsOf))).toEqual(new Set([columnsOf(lines[2]!)]));
  });

  it('gives the same output for the same seed, and other figures for another seed', async () => {
    const db = packedDb();
    const once = await run(['simulate', '--games', '500', '--seed', '11', '--lang', 'ja', '--db', db, ...DMD19]);
    const again = await run(['simulate', '--games', '500', '--seed', '11', '--lang', 'ja', '--db', db, ...DMD19]);
    const other = await run(['simulate', '--games', '500', '--seed', '12', '--lang', 'ja', '--db', db, ...DMD19]);
    expect(once.stdout.split('\n')[0]).toBe('DMD-19 滅びの龍刃 ディアボロス — 500ゲーム（シード 11）、先攻');
    expect(again.stdout).toBe(once.stdout);
    expect(other.stdout.split('\n').slice(3)).not.toEqual(once.stdout.split('\n').slice(3));
    const json = ['simulate', '--json', '--games', '300', '--seed', '4', '--second', '--db', db, ...DMD19];
    expect((await run(json)).stdout).toBe((await run(json)).stdout);
  });

  it('--json prints { games, seed, first, turns: [{ turn, cards, groups, meanHand, meanMana, castable, castableGroups }] }', async () => {
    const { status, stdout } = await run(['simulate', '--json', '--games', '1000', '--seed', '8', '--turns', '4', '--second', '--group', GROUP, '--db', packedDb(), ...DMD19]);
    expect(status).toBe(EXIT.ok);
    const result = JSON.parse(stdout) as Simulation;
    expect(Object.keys(result)).toEqual(['games', 'seed', 'first', 'turns']);
    expect([result.games, result.seed, result.first]).toEqual([1000, 8, false]);
    expect(result.turns.map((turn) => turn.turn)).toEqual([1, 2, 3, 4]);
    for (const turn of result.turns) {
      expect(Object.keys(turn).sort()).toEqual(['turn', 'cards', 'groups', 'meanHand', 'meanMana', 'castable', 'castableGroups'].sort());
      // Every card of the 40-card main deck by name, in deck order; DM 103.5: going second the hand keeps 5 after a charge.
      expect(Object.keys(turn.cards)).toHaveLength(16);
      expect(Object.keys(turn.cards).slice(0, 2)).toEqual(['憤怒の悪魔龍 ガナルドナル', '墓標の悪魔龍 グレイブモット']);
      expect(Object.keys(turn.groups)).toEqual([GROUP]);
      for (const share of [...Object.values(turn.cards), ...Object.values(turn.groups)]) expect(share).toBeGreaterThanOrEqual(0);
      expect([turn.meanHand, turn.meanMana]).toEqual([5, turn.turn]);
    }
  });

  it('reads the hero’s intellect for FaB, has no mana there, and names each pitch of a card; a bare name groups them', async () => {
    const sweden = await run(['simulate', '--json', '--games', '400', '--seed', '2', '--turns', '2', '--group', 'Snatch,Ignite', '--game', 'fab', '--db', packedDb(), SWEDEN]);
    const cindra = JSON.parse(sweden.stdout) as Simulation;
    expect(cindra.turns.map((turn) => [turn.meanHand, turn.meanMana])).toEqual([[4, null], [4, null]]);
    expect(Object.keys(cindra.turns[0]!.cards)).toHaveLength(30);

    const file = join(tempDir(), 'snatch.txt');
    writeFileSync(file, 'game: fab\n[hero]\n1 Cindra, Dracai of Retribution\n[deck]\n3 Snatch (red)\n3 Snatch (blue)\n3 Ignite (red)\n20 Lava Burst (red)\n');
    const { status, stdout } = await run(['simulate', '--json', '--games', '400', '--seed', '2', '--turns', '2', '--group', 'Snatch', '--group', 'Snatch (blue)', '--game', 'fab', '--db', packedDb(), file]);
    expect(status).toBe(EXIT.ok);
    const [first] = (JSON.parse(stdout) as Simulation).turns;
    expect(Object.keys(first!.cards)).toEqual(['Snatch (red)', 'Snatch (blue)', 'Ignite', 'Lava Burst']);
    expect(first!.groups['Snatch (blue)']).toBe(first!.cards['Snatch (blue)']);
    expect(first!.groups.Snatch).toBeGreaterThan(Math.max(first!.cards['Snatch (red)']!, first!.cards['Snatch (blue)']!));
  });

  it('resolves a --group by name to the keys the API counts: a bare FaB name is every pitch, full-width spellings match', async () => {
    const file = join(tempDir(), 'snatch.txt');
    writeFileSync(file, 'game: fab\n[hero]\n1 Cindra, Dracai of Retribution\n[deck]\n3 Snatch (red)\n3 Snatch (blue)\n3 Ignite (red)\n20 Lava Burst (red)\n');
    const db = packedDb();
    const simulated = async (...groups: string[]) => {
      const { status, stdout, stderr } = await run(['simulate', '--json', '--games', '600', '--seed', '9', '--turns', '3', ...groups.flatMap((group) => ['--group', group]), '--game', 'fab', '--db', db, file]);
      expect([status, stderr]).toEqual([EXIT.ok, '']);
      return (JSON.parse(stdout) as Simulation).turns;
    };
    // `Snatch` is both pitches; `Snatch (red), Ｉｇｎｉｔｅ` is the red one and Ignite, its full-width letters folded.
    const [bare, either] = [await simulated('Snatch'), await simulated('Snatch (red),Snatch (blue)')];
    expect(bare.map((turn) => turn.groups.Snatch)).toEqual(either.map((turn) => turn.groups['Snatch (red),Snatch (blue)']));
    const folded = await simulated('Snatch (red)，Ｉｇｎｉｔｅ', 'Snatch (red),Ignite');
    expect(folded.map((turn) => turn.groups['Snatch (red)，Ｉｇｎｉｔｅ'])).toEqual(folded.map((turn) => turn.groups['Snatch (red),Ignite']));
    for (const turn of folded) expect(turn.groups['Snatch (red),Ignite']).toBeGreaterThan(Math.max(turn.cards['Snatch (red)']!, turn.cards.Ignite!));
  });

  it('prints the castable figures and the first-move rate beside the held ones, each at most the held share and growing with the turns', async () => {
    const db = packedDb();
    const options = ['--games', '2000', '--seed', '5', '--turns', '4', '--group', GROUP, '--db', db, ...DMD19];
    const { turns } = JSON.parse((await run(['simulate', '--json', ...options])).stdout) as Simulation;
    // DM castability (mana and civilizations): a card is castable only once held, and stays castable with more mana.
    for (const [index, turn] of turns.entries()) {
      expect(Object.keys(turn.castable!)).toEqual(Object.keys(turn.cards));
      expect(Object.keys(turn.castableGroups!)).toEqual([GROUP]);
      for (const [name, held] of Object.entries(turn.cards)) {
        expect(turn.castable![name]).toBeLessThanOrEqual(held);
        expect(turn.castable![name]).toBeGreaterThanOrEqual(turns[index - 1]?.castable![name] ?? 0);
      }
      expect(turn.castableGroups![GROUP]).toBeLessThanOrEqual(turn.groups[GROUP]!);
      expect(turn.castableGroups![GROUP]).toBeGreaterThanOrEqual(Math.max(...GROUP.split(',').map((name) => turn.castable![name]!)));
    }
    expect(Math.max(...Object.values(turns.at(-1)!.castable!))).toBeGreaterThan(0);

    const shares = (of: (turn: Simulation['turns'][number]) => number) => turns.map(of).map(percent).map((cell) => cell.padStart(6)).join('  ');
    for (const [lang, title, groupsTitle] of [
      ['en', CASTABLE_EN, 'groups: any one castable (the first-move rate)'],
      ['ja', '各ターンのメインで使える割合（コストを払える）', 'グループ：どれかを使える割合（初動率）'],
    ] as const) {
      const text = await run(['simulate', '--lang', lang, ...options]);
      const lines = text.stdout.trimEnd().split('\n');
      const at = lines.indexOf(title);
      expect(at, lang).toBeGreaterThan(0);
      // The same columns as the held table: its turn row, then a row per card (copies, name, figures), then the groups.
      expect(lines[at + 1]).toBe(lines[2]);
      const rows = lines.slice(at + 2, at + 18);
      expect(rows.map((row) => row.slice(0, 5))).toEqual(lines.slice(3, 19).map((row) => row.slice(0, 5)));
      for (const [index, name] of Object.keys(turns[0]!.cards).entries()) {
        expect(rows[index]!.startsWith(lines[3 + index]!.slice(0, 7 + name.length))).toBe(true);
        expect(rows[index]!.endsWith(`  ${shares((turn) => turn.castable![name]!)}`)).toBe(true);
      }
      expect(lines.slice(at + 18)).toHaveLength(2);
      expect(lines[at + 18]).toBe(groupsTitle);
      expect(lines[at + 19]!.startsWith(`       ${GROUP} `)).toBe(true);
      expect(lines[at + 19]!.endsWith(`  ${shares((turn) => turn.castableGroups![GROUP]!)}`)).toBe(true);
      expect(new Set(lines.slice(at + 1).filter((line) => line !== groupsTitle).map(columnsOf))).toEqual(new Set([columnsOf(lines[2]!)]));
    }
  });

  it('--kill plays 10 turns unless --turns says, and gives the kill turn: by turn, mean and never, as a histogram in the text', async () => {
    const db = packedDb();
    const { status, stdout } = await run(['simulate', '--json', '--kill', '--games', '3000', '--seed', '22', '--db', db, ...DMD19]);
    expect(status).toBe(EXIT.ok);
    const result = JSON.parse(stdout) as Simulation;
    expect(Object.keys(result).sort()).toEqual(['games', 'seed', 'first', 'turns', 'kill'].sort());
    expect(result.turns).toHaveLength(10);
    const kill = result.kill!;
    const won = Object.keys(kill.byTurn).map(Number);
    // DM: a win is six hits (five shields, then the direct attack), more than the creatures one and two mana pay for
    // can land by turn 2, so no game is won before turn 3.
    for (const turn of won) expect(turn >= 3 && turn <= 10).toBe(true);
    expect(Object.values(kill.byTurn).reduce((sum, share) => sum + share, kill.never)).toBeCloseTo(1, 9);
    expect(kill.mean).toBeCloseTo(won.reduce((sum, turn) => sum + turn * kill.byTurn[String(turn)]!, 0) / (1 - kill.never), 9);
    expect((JSON.parse((await run(['simulate', '--json', '--kill', '--turns', '7', '--games', '100', '--seed', '22', '--db', db, ...DMD19])).stdout) as Simulation).turns).toHaveLength(7);

    for (const [lang, title, never] of [
      ['en', `kill turn (against 5 shields and no blockers): mean turn ${kill.mean!.toFixed(2)}`, 'never'],
      ['ja', `キルターン（シールド5枚・ブロッカーなしの相手）：平均ターン ${kill.mean!.toFixed(2)}`, 'キルできず'],
    ] as const) {
      const lines = (await run(['simulate', '--kill', '--lang', lang, '--games', '3000', '--seed', '22', '--db', db, ...DMD19])).stdout.trimEnd().split('\n');
      const histogram = lines.slice(lines.indexOf(title) + 1);
      expect(lines.indexOf(title), lang).toBeGreaterThan(0);
      // A row per turn from the first won on to the last, then the games never won; the longest bar is 40 columns.
      const labels = [...Array.from({ length: Math.max(...won) - Math.min(...won) + 1 }, (_, index) => `T${Math.min(...won) + index}`), never];
      expect(histogram.map((row) => row.trim().split(/ +/)[0])).toEqual(labels);
      const shares = [...labels.slice(0, -1).map((label) => kill.byTurn[label.slice(1)] ?? 0), kill.never];
      expect(histogram.map((row) => row.trim().split(/ +/)[1])).toEqual(shares.map(percent));
      const bars = histogram.map((row) => [...row].filter((char) => char === '█').length);
      expect(Math.max(...bars)).toBe(40);
      expect(bars).toEqual(shares.map((share) => Math.round((share / Math.max(...shares)) * 40)));
    }
  });

  it.each([
    [['--seed', '1', ...DMD19], 'deckdojo: simulate needs --games N (how many games to play)\n'],
    [['--games', '10', ...DMD19], 'deckdojo: simulate needs --seed S (the same seed gives the same games)\n'],
    [['--games', 'many', '--seed', '1', ...DMD19], 'deckdojo: --games must be a whole number, got "many"\n'],
    [['--games', '0', '--seed', '1', ...DMD19], 'deckdojo: --games must be at least 1, got "0"\n'],
    [['--games', '10', '--seed', '1.5', ...DMD19], 'deckdojo: --seed must be a whole number, got "1.5"\n'],
    [['--games', '10', '--seed', '99999999999999999999', ...DMD19], 'deckdojo: --seed must be at most 9007199254740991, got "99999999999999999999"\n'],
    [['--games', '10', '--seed', '1', '--turns', '0', ...DMD19], 'deckdojo: --turns must be at least 1, got "0"\n'],
    [['--games', '10', '--seed', '1', PRODUCTS], 'deckdojo: simulate needs --game (acg, pmv, nova, dm or fab)\n'],
    [['--games', '10', '--seed', '1', '--game', 'mtg', PRODUCTS], 'deckdojo: games.get: id: unknown game "mtg"; the games are acg, pmv, nova, dm, fab\n'],
    [['--games', '10', '--seed', '1', '--game', 'dm', PRODUCTS], 'deckdojo: the file holds 20 decks; choose one with --deck N (1–20) or --deck NAME\n'],
    [['--games', '10', '--seed', '1', '--group', 'デーモン・ハンド,ボルシャック・ドラゴン', ...DMD19], 'deckdojo: --group "デーモン・ハンド,ボルシャック・ドラゴン": no card named "ボルシャック・ドラゴン" in the deck\n'],
    [['--games', '10', '--seed', '1', '--group', ',', ...DMD19], 'deckdojo: --group ",": names no card\n'],
    [['--games', '10', '--seed', '1', '--kill', '--game', 'fab', SWEDEN], 'deckdojo: kill: only dm has a kill policy, not fab\n'],
    [['--games', '1000001', '--seed', '1', ...DMD19], 'deckdojo: decks.simulate: games: must be at most 1,000,000\n'],
    [['--games', '10', '--seed', '4294967296', ...DMD19], 'deckdojo: decks.simulate: seed: must be at most 4294967295 (a seed is a uint32)\n'],
    [['--games', '10', '--seed', '1', '--turns', '21', '--kill', ...DMD19], 'deckdojo: decks.simulate: turns: must be at most 20\n'],
    [['--games', '10', '--seed', '1', '--group', 'Cindra, Dracai of Retribution', '--game', 'fab', SWEDEN], `deckdojo: --group "Cindra, Dracai of Retribution": "Cindra, Dracai of Retribution" is not in the deck's Deck section, which the cards are drawn from\n`],
  ])('exits 2 and says why: %j', async (options, message) => {
    const { status, stdout, stderr } = await run(['simulate', '--db', packedDb(), ...options]);
    expect(status).toBe(EXIT.usage);
    expect(stdout).toBe('');
    expect(stderr).toBe(message);
  });

  it('refuses --second, --group and --kill on the other deck commands, and a deck with unresolved lines', async () => {
    const stats = await run(['stats', '--second', '--db', packedDb(), ...DMD19]);
    expect(stats.status).toBe(EXIT.usage);
    expect(stats.stderr).toBe('deckdojo: --second is not an option of stats\n');
    const kill = await run(['stats', '--kill', '--db', packedDb(), ...DMD19]);
    expect([kill.status, kill.stderr]).toEqual([EXIT.usage, 'deckdojo: --kill is not an option of stats\n']);
    const briar = await run(['simulate', '--games', '10', '--seed', '1', '--game', 'fab', '--db', packedDb(), BRIAR]);
    expect(briar.status).toBe(EXIT.usage);
    expect(briar.stdout).toBe('');
    expect(briar.stderr.split('\n')[0]).toBe('deckdojo: 6 lines name no single card; nothing was simulated');
  });
});
