import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readManifest } from '../../db/bundled-packs';
import { dataPath } from '../helpers/importers';
import { copyPackedDatabase } from '../helpers/packed';
import { useTempDir } from '../helpers/temp';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const tempDir = useTempDir();

/**
 * The installed command exactly as `npx deckdojo` runs it: bin/deckdojo.js in a separate Node process, over a
 * copy of the packed template unless `database` names another file.
 */
function deckdojo(args: string[], database = copyPackedDatabase(join(tempDir(), 'process.db'))) {
  const result = spawnSync(process.execPath, [join(ROOT, 'bin', 'deckdojo.js'), ...args], {
    cwd: tempDir(),
    encoding: 'utf8',
    env: { ...process.env, DECKDOJO_DB: database },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('the deckdojo command', () => {
  it('is declared as the package bin', async () => {
    const pkg = (await import('../../package.json', { with: { type: 'json' } })).default;
    expect(pkg.name).toBe('deck-dojo');
    expect(pkg.bin).toEqual({ deckdojo: 'bin/deckdojo.js' });
  });

  it('runs from source with no build step and prints the games as JSON', () => {
    const { status, stdout, stderr } = deckdojo(['games', '--json']);
    expect(stderr).toBe('');
    expect(status).toBe(0);
    const games = JSON.parse(stdout) as { id: string; name: { ja: string; en: string } }[];
    expect(games.map((g) => g.id)).toEqual(['acg', 'pmv', 'nova', 'dm', 'fab']);
    expect(games[3]?.name).toEqual({ ja: 'デュエル・マスターズ', en: 'Duel Masters' });
  });

  it('exits 2 with one line for a bad command, and never prints a stack trace', () => {
    for (const args of [['shuffle'], ['games', '--colour'], ['games', 'ygo']]) {
      const { status, stdout, stderr } = deckdojo(args);
      expect(status, args.join(' ')).toBe(2);
      expect(stdout).toBe('');
      expect(stderr).toMatch(/^deckdojo: [^\n]+\n$/);
    }
  });

  // A first open loads every pack (seconds; more on a busy two-core machine).
  it('fills a fresh database from the bundled packs and finds cards in Japanese, kana and English', { timeout: 60_000 }, () => {
    const fresh = join(tempDir(), 'fresh.db');
    const bolshack = deckdojo(['search', '--game', 'dm', 'ボルシャック', '--json', '--limit', '100'], fresh);
    expect(bolshack.status).toBe(0);
    // The first open says what it loaded, on stderr, so --json output stays clean.
    for (const pack of ['fab.json.gz', 'dm.json.gz', 'sample-acg.json', 'sample-pmv.json', 'sample-nova.json']) {
      expect(bolshack.stderr).toContain(`from the bundled ${pack}`);
    }
    const found = JSON.parse(bolshack.stdout) as { total: number; cards: { name: string }[] };
    expect(found.cards.map((card) => card.name)).toContain('ボルシャック・ドラゴン');
    expect(found.cards.every((card) => card.name.includes('ボルシャック'))).toBe(true);

    const kana = deckdojo(['search', '--game', 'dm', 'ぼるしゃっく', '--json', '--limit', '100'], fresh);
    expect(kana.stderr).toBe('');
    expect((JSON.parse(kana.stdout) as { total: number }).total).toBe(found.total);

    const fab = deckdojo(['search', '--game', 'fab', 'Command and Conquer', '--json'], fresh);
    expect((JSON.parse(fab.stdout) as { cards: { name: string }[] }).cards.map((card) => card.name)).toEqual(['Command and Conquer']);

    const counts = deckdojo(['sources', '--json'], fresh);
    const sources = JSON.parse(counts.stdout) as { game: string; name: string; cardCount: number }[];
    expect(Object.fromEntries(sources.map((s) => [`${s.game}/${s.name}`, s.cardCount]))).toEqual(
      Object.fromEntries(readManifest().map((pack) => [`${pack.game}/${pack.source}`, pack.cards])),
    );
    expect(sources.find((s) => s.name === 'bundled:fab')?.cardCount).toBe(3878);
  });

  // Four processes, each starting tsx.
  it('search lists ボルシャック・ドラゴン first for ぼるしゃっく, and offers it for the typo ボルシャク (text and --json)', { timeout: 60_000 }, () => {
    const database = copyPackedDatabase(join(tempDir(), 'search.db'));
    const ranked = deckdojo(['search', '--game', 'dm', 'ぼるしゃっく', '--limit', '2'], database);
    expect(ranked.status).toBe(0);
    const [count, first, second, ...rest] = ranked.stdout.trimEnd().split('\n');
    expect(count).toMatch(/^93 cards \(1–2 shown; --offset 2 for more\)$/);
    expect(first).toMatch(/^ {3}6 {2}ボルシャック・ドラゴン /);
    expect(second).toMatch(/^ {3}6 {2}ボルシャック・ドラゴン\/決闘者・チャージャー /);
    expect(rest).toEqual([]);

    const typo = deckdojo(['search', '--game', 'dm', 'ボルシャク'], database);
    expect([typo.status, typo.stderr]).toEqual([0, '']);
    expect(typo.stdout).toMatch(/^no cards match\ndid you mean: ボルシャック・ドラゴン, ボルシャック・ドラゴン\/決闘者・チャージャー, [^\n]+\n$/);
    const json = JSON.parse(deckdojo(['search', '--game', 'dm', 'ぼるしゃくど', '--json'], database).stdout) as { total: number; suggestions: { name: string; query: string }[] };
    expect(json.total).toBe(0);
    expect(json.suggestions[0]).toEqual({ name: 'ボルシャック・ドラゴン', query: 'ボルシャック・ドラゴン' });
    const plenty = JSON.parse(deckdojo(['search', '--game', 'dm', 'ぼるしゃっく', '--json', '--sort', 'name', '--limit', '1'], database).stdout) as { cards: { name: string }[]; suggestions: unknown[] };
    expect(plenty).toMatchObject({ cards: [{ name: 'ネオ・ボルシャック・ドラゴン' }], suggestions: [] });
  });

  it('validates decklists with the exit statuses scripts rely on: 0 legal, 1 illegal, 2 unresolved', () => {
    const database = copyPackedDatabase(join(tempDir(), 'decks.db'));
    const legal = deckdojo(['validate', '--game', 'fab', dataPath('fab/decks/fabrary_export_CC_sweden_nationals_2025_1st_cindra.txt')], database);
    expect([legal.status, legal.stderr]).toEqual([0, '']);
    const illegal = deckdojo(['validate', '--game', 'fab', '--format', 'blitz', '--json', dataPath('fab/decks/fabrary_export_CC_sweden_nationals_2025_1st_cindra.txt')], database);
    expect(illegal.status).toBe(1);
    expect(JSON.parse(illegal.stdout)).toMatchObject({ legal: false, format: 'blitz' });
    const unresolved = deckdojo(['validate', '--game', 'fab', dataPath('formats/talishar/BriarSAGE.txt')], database);
    expect(unresolved.status).toBe(2);
  });

  it('answers a malformed query with its position and exit 2', () => {
    const { status, stdout, stderr } = deckdojo(['search', '--game', 'fab', 'class:ninja (cost<=1']);
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toBe('  class:ninja (cost<=1\n              ^\ndeckdojo: query position 13: this parenthesis is never closed\n');
  });
});
