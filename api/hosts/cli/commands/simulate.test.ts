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
import { EXIT } from '../exit';
import { columnsOf } from '../terminal';

const tempDir = useTempDir();
const { run, packedDb } = cliRunner(tempDir);

const PRODUCTS = dataPath('dm/decks/prebuilt_and_tournament_decks_ja.json');
const SWEDEN = dataPath('fab/decks/fabrary_export_CC_sweden_nationals_2025_1st_cindra.txt');
const BRIAR = dataPath('formats/talishar/BriarSAGE.txt');
const DMD19 = ['--game', 'dm', '--deck', 'DMD-19', PRODUCTS];
const GROUP = 'デーモン・ハンド,地獄門デス・ゲート';

interface Simulated {
  games: number;
  seed: number;
  first: boolean;
  turns: { turn: number; cards: Record<string, number>; groups: Record<string, number>; meanHand: number; meanMana: number | null }[];
}

const percent = (p: number) => `${(p * 100).toFixed(1)}%`;

describe('deckdojo simulate', () => {
  it('prints per turn the share holding each card and the group, the mean hand and the mean mana, as --json gives them', async () => {
    const db = packedDb();
    const options = ['--games', '2000', '--seed', '5', '--turns', '3', '--group', GROUP, '--db', db, ...DMD19];
    const text = await run(['simulate', '--lang', 'en', ...options]);
    expect(text.stderr).toBe('');
    expect(text.status).toBe(EXIT.ok);
    const lines = text.stdout.trimEnd().split('\n');
    expect(lines.slice(0, 2)).toEqual(['DMD-19 滅びの龍刃 ディアボロス — 2000 games (seed 5), going first', 'holding at least one by the main phase of each turn']);
    expect(lines[2]).toMatch(/^ +T1 {6}T2 {6}T3$/);
    const { turns } = JSON.parse((await run(['simulate', '--json', ...options])).stdout) as Simulated;
    const shares = (pick: (turn: Simulated['turns'][number]) => number) => turns.map(pick).map(percent).map((cell) => cell.padStart(6)).join('  ');
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

  it('--json prints { games, seed, first, turns: [{ turn, cards, groups, meanHand, meanMana }] }', async () => {
    const { status, stdout } = await run(['simulate', '--json', '--games', '1000', '--seed', '8', '--turns', '4', '--second', '--group', GROUP, '--db', packedDb(), ...DMD19]);
    expect(status).toBe(EXIT.ok);
    const result = JSON.parse(stdout) as Simulated;
    expect(Object.keys(result)).toEqual(['games', 'seed', 'first', 'turns']);
    expect([result.games, result.seed, result.first]).toEqual([1000, 8, false]);
    expect(result.turns.map((turn) => turn.turn)).toEqual([1, 2, 3, 4]);
    for (const turn of result.turns) {
      expect(Object.keys(turn)).toEqual(['turn', 'cards', 'groups', 'meanHand', 'meanMana']);
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
    const cindra = JSON.parse(sweden.stdout) as Simulated;
    expect(cindra.turns.map((turn) => [turn.meanHand, turn.meanMana])).toEqual([[4, null], [4, null]]);
    expect(Object.keys(cindra.turns[0]!.cards)).toHaveLength(30);

    const file = join(tempDir(), 'snatch.txt');
    writeFileSync(file, 'game: fab\n[hero]\n1 Cindra, Dracai of Retribution\n[deck]\n3 Snatch (red)\n3 Snatch (blue)\n3 Ignite (red)\n20 Lava Burst (red)\n');
    const { status, stdout } = await run(['simulate', '--json', '--games', '400', '--seed', '2', '--turns', '2', '--group', 'Snatch', '--group', 'Snatch (blue)', '--game', 'fab', '--db', packedDb(), file]);
    expect(status).toBe(EXIT.ok);
    const [first] = (JSON.parse(stdout) as Simulated).turns;
    expect(Object.keys(first!.cards)).toEqual(['Snatch (red)', 'Snatch (blue)', 'Ignite', 'Lava Burst']);
    expect(first!.groups['Snatch (blue)']).toBe(first!.cards['Snatch (blue)']);
    expect(first!.groups.Snatch).toBeGreaterThan(Math.max(first!.cards['Snatch (red)']!, first!.cards['Snatch (blue)']!));
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
    [['--games', '10', '--seed', '1', '--game', 'dm', PRODUCTS], 'deckdojo: the file holds 19 decks; choose one with --deck N (1–19) or --deck NAME\n'],
    [['--games', '10', '--seed', '1', '--group', 'デーモン・ハンド,ボルシャック・ドラゴン', ...DMD19], 'deckdojo: --group "デーモン・ハンド,ボルシャック・ドラゴン": no card named "ボルシャック・ドラゴン" in the deck\n'],
    [['--games', '10', '--seed', '1', '--group', ',', ...DMD19], 'deckdojo: --group ",": names no card\n'],
    [['--games', '10', '--seed', '1', '--group', 'Cindra, Dracai of Retribution', '--game', 'fab', SWEDEN], `deckdojo: --group "Cindra, Dracai of Retribution": "Cindra, Dracai of Retribution" is not in the deck's Deck section, which the cards are drawn from\n`],
  ])('exits 2 and says why: %j', async (options, message) => {
    const { status, stdout, stderr } = await run(['simulate', '--db', packedDb(), ...options]);
    expect(status).toBe(EXIT.usage);
    expect(stdout).toBe('');
    expect(stderr).toBe(message);
  });

  it('refuses --second and --group on the other deck commands, and a deck with unresolved lines', async () => {
    const stats = await run(['stats', '--second', '--db', packedDb(), ...DMD19]);
    expect(stats.status).toBe(EXIT.usage);
    expect(stats.stderr).toBe('deckdojo: --second is not an option of stats\n');
    const briar = await run(['simulate', '--games', '10', '--seed', '1', '--game', 'fab', '--db', packedDb(), BRIAR]);
    expect(briar.status).toBe(EXIT.usage);
    expect(briar.stdout).toBe('');
    expect(briar.stderr.split('\n')[0]).toBe('deckdojo: 6 lines name no single card; nothing was simulated');
  });
});
