import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { useTempDir } from '../helpers/temp';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const tempDir = useTempDir();

/** The installed command exactly as `npx deckdojo` runs it: bin/deckdojo.js in a separate Node process. */
function deckdojo(...args: string[]) {
  const result = spawnSync(process.execPath, [join(ROOT, 'bin', 'deckdojo.js'), ...args], {
    cwd: tempDir(),
    encoding: 'utf8',
    env: { ...process.env, DECKDOJO_DB: join(tempDir(), 'process.db') },
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
    const { status, stdout, stderr } = deckdojo('games', '--json');
    expect(stderr).toBe('');
    expect(status).toBe(0);
    const games = JSON.parse(stdout) as { id: string; name: { ja: string; en: string } }[];
    expect(games.map((g) => g.id)).toEqual(['acg', 'pmv', 'nova', 'dm', 'fab']);
    expect(games[3]?.name).toEqual({ ja: 'デュエル・マスターズ', en: 'Duel Masters' });
  });

  it('exits 2 with one line for a bad command, and never prints a stack trace', () => {
    for (const args of [['shuffle'], ['games', '--colour'], ['games', 'ygo']]) {
      const { status, stdout, stderr } = deckdojo(...args);
      expect(status, args.join(' ')).toBe(2);
      expect(stdout).toBe('');
      expect(stderr).toMatch(/^deckdojo: [^\n]+\n$/);
    }
  });
});
