import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { Sqlite } from '../../../db/sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../db/open';
import { copyPackedDatabase } from '../../../test/helpers/packed';
import { LATEST_SCHEMA_VERSION } from '../../../test/helpers/backend';
import { useTempDir } from '../../../test/helpers/temp';
import { loadMigrations } from '../../../db/migrations';
import { cliRunner } from '../../../test/helpers/cli';
import { invokeOverHttp, tokenHeader } from '../../../test/helpers/http';
import { EXIT } from './exit';
import { unchosenSettings } from '../../../test/helpers/settings';

const tempDir = useTempDir();

const blockers: ReturnType<typeof createServer>[] = [];
afterEach(() => {
  for (const blocker of blockers.splice(0)) blocker.close();
});

/** A port some other program holds for the rest of the test. */
async function occupiedPort(): Promise<number> {
  const blocker = createServer();
  blockers.push(blocker);
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
  return (blocker.address() as { port: number }).port;
}

const { run, packedDb } = cliRunner(tempDir);

describe('deckdojo CLI', () => {
  it('lists the games as JSON', async () => {
    const db = packedDb();
    const { status, stdout, stderr } = await run(['games', '--json', '--db', db]);
    expect(stderr).toBe('');
    expect(status).toBe(EXIT.ok);
    const games = JSON.parse(stdout) as { id: string; sections: { id: string }[] }[];
    expect(games.map((g) => [g.id, g.sections.map((s) => s.id)])).toEqual([
      ['acg', ['basic', 'territory', 'reserve']],
      ['pmv', ['main', 'side']],
      ['nova', ['main', 'character', 'side']],
      ['dm', ['main', 'hyperspace', 'gr', 'gameStart']],
      ['fab', ['hero', 'arena', 'deck']],
    ]);
  });

  it('prints games as aligned text with both languages and rule references', async () => {
    const { status, stdout } = await run(['games', 'dm', '--db', packedDb()]);
    expect(status).toBe(EXIT.ok);
    expect(stdout.split('\n')).toEqual([
      'dm    デュエル・マスターズ (Duel Masters)',
      '      main        デッキ / Deck                       DM 100.2',
      '      hyperspace  超次元ゾーン / Hyperspace zone      DM 100.3',
      '      gr          超GRゾーン / Super GR zone          DM 100.4',
      '      gameStart   ゲーム開始時 / Game-start set       DM 100.5',
      '',
    ]);
  });

  it('takes the database from DECKDOJO_DB, and --db over it', async () => {
    const envDb = copyPackedDatabase(join(tempDir(), 'env.db'));
    const flagDb = copyPackedDatabase(join(tempDir(), 'flag.db'));
    const fromEnv = await run(['info', '--json'], { DECKDOJO_DB: envDb });
    expect(JSON.parse(fromEnv.stdout)).toMatchObject({ databasePath: envDb, schemaVersion: loadMigrations().length, host: 'cli' });
    const fromFlag = await run(['info', '--json', '--db', flagDb], { DECKDOJO_DB: envDb });
    expect(JSON.parse(fromFlag.stdout)).toMatchObject({ databasePath: flagDb });
  });

  it('defaults to the user data folder', async () => {
    const home = tempDir();
    mkdirSync(join(home, '.local/share/deck-dojo'), { recursive: true });
    copyPackedDatabase(join(home, '.local/share/deck-dojo/deck-dojo.db'));
    const { stdout } = await run(['info', '--json'], {}, { home });
    expect(JSON.parse(stdout)).toMatchObject({ databasePath: join(home, '.local/share/deck-dojo/deck-dojo.db') });
  });

  it.each([
    [['frobnicate'], /^deckdojo: unknown command "frobnicate"; try `deckdojo --help`\n$/],
    [[], /^deckdojo: no command given/],
    [['games', '--colour'], /^deckdojo: Unknown option '--colour'\n$/],
    [['games', 'mtg'], /^deckdojo: games\.get: id: unknown game "mtg"; the games are acg, pmv, nova, dm, fab\n$/],
    [['games', 'dm', 'fab'], /^deckdojo: usage: deckdojo games \[ID\]\n$/],
    [['info', '--port', '80'], /^deckdojo: --port is not an option of info\n$/],
    [['serve', '--port', 'eighty'], /^deckdojo: --port must be a whole number, got "eighty"\n$/],
    [['serve', '--port', '70000'], /^deckdojo: port must be a number from 0 to 65535, got "70000"\n$/],
    [['search', 'ドラゴン'], /^deckdojo: search needs --game \(acg, pmv, nova, dm or fab\)\n$/],
    [['search', '--game', 'mtg', 'x'], /^deckdojo: games\.get: id: unknown game "mtg"/],
    [['search', '--game', 'dm', 'cost<=three'], /^ {2}cost<=three\n {2} {6}\^\ndeckdojo: query position 7: "cost" compares whole numbers; "three" is not one\n$/],
    [['search', '--game', 'dm', 'colour:red'], /^[\s\S]*deckdojo: query position 1: unknown field "colour"/],
    [['search', '--game', 'fab', '--limit', 'ten'], /^deckdojo: --limit must be a whole number, got "ten"\n$/],
    [['games', '--limit', '3'], /^deckdojo: --limit is not an option of games\n$/],
    [['card', '--game', 'fab', 'No Such Card Anywhere'], /^deckdojo: no fab card with key "No Such Card Anywhere"\n$/],
    [['import', '--game', 'dm', '/nowhere/cards.csv'], /^reading cards\.csv…\ndeckdojo: \/nowhere\/cards\.csv: cannot be read: no such file; nothing was imported\n$/],
    [['call', 'games.get', '{id:dm}'], /^deckdojo: PARAMS is not JSON: /],
    [['call', 'games.get', '{"id":"dm","extra":1}'], /^deckdojo: games\.get: .*extra/],
    [['call', 'games.burn'], /^deckdojo: unknown method "games.burn"\n$/],
  ])('exits 2 with a one-line message for %j', async (argv, message) => {
    const { status, stderr } = await run([...argv, '--db', packedDb()]);
    expect(status).toBe(EXIT.usage);
    expect(stderr).toMatch(message);
    // One line of message; a query error also shows the query with a caret under the position.
    expect(stderr.trimEnd().split('\n').filter((line) => line.startsWith('deckdojo:'))).toHaveLength(1);
  });

  it('imports a card CSV with a column the template does not have, and names the column it passed over', async () => {
    const cards = join(tempDir(), 'my-acg.csv');
    writeFileSync(cards, '名前,種類,コスト,メモ\n見張りのミーアキャット,動物,1,2枚持ってる\n');
    const { status, stdout } = await run(['import', '--game', 'acg', cards, '--db', packedDb()]);
    expect(status).toBe(EXIT.ok);
    expect(stdout).toContain('imported my-acg.csv as csv (source csv:my-acg.csv): 1 cards, 1 new, 0 updated\n');
    expect(stdout).toContain('note: line 1, column "メモ": is not a column of the acg template and was passed over (its columns: docs/data-and-backups.md)\n');
  });

  it('prints the error envelope on stdout with --json', async () => {
    const { status, stdout } = await run(['games', 'mtg', '--json', '--db', packedDb()]);
    expect(status).toBe(EXIT.usage);
    expect(JSON.parse(stdout)).toEqual({ ok: false, error: { code: 'INVALID_PARAMS', message: expect.stringContaining('mtg') } });
  });

  it('refuses a database from a newer version with exit 2', async () => {
    const path = join(tempDir(), 'future.db');
    openDatabase({ path }).close();
    const sql = new Sqlite(path);
    sql.prepare('INSERT INTO schema_migrations VALUES (99, ?, ?)').run('future', '2030-01-01');
    sql.close();
    const { status, stderr } = await run(['games', '--db', path]);
    expect(status).toBe(EXIT.usage);
    expect(stderr).toMatch(/newer Deck Dojo \(schema 99/);
  });

  it('calls any API method and prints the response', async () => {
    const db = packedDb();
    const updated = await run(['call', 'settings.update', '{"locale":"en"}', '--db', db]);
    expect(updated.status).toBe(EXIT.ok);
    expect(JSON.parse(updated.stdout)).toEqual({ ok: true, result: { ...unchosenSettings('standard'), locale: 'en' } });
    const read = await run(['call', 'settings.get', '--db', db]);
    expect(JSON.parse(read.stdout)).toEqual(JSON.parse(updated.stdout));
  });

  it('shows help and version without touching a database', async () => {
    const help = await run(['--help']);
    expect(help.status).toBe(EXIT.ok);
    expect(help.stdout).toMatch(/^deckdojo \d+\.\d+\.\d+ — /);
    for (const command of ['games', 'info', 'serve', 'call']) expect(help.stdout).toContain(`  ${command}`);
    expect((await run(['--version'])).stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
  });

  it('reports a port that is taken', async () => {
    const port = await occupiedPort();
    const { status, stderr } = await run(['serve', '--port', String(port), '--db', packedDb()]);
    expect(status).toBe(EXIT.usage);
    expect(stderr).toBe(`deckdojo: port ${port} is in use; choose another with --port\n`);
  });

  it('serves the renderer and the API until stopped, noting its start in a log beside the database', async () => {
    let served: { page: string; games: unknown; diagnostics: unknown } | undefined;
    let printed = '';
    const db = packedDb();
    const { status } = await run(['serve', '--port', '0', '--json', '--db', db], {}, {
      stdout: (text) => (printed += text),
      // The CLI prints where it listens, then waits here: visit it, then stop.
      untilStopped: async () => {
        const bridge = JSON.parse(printed) as { url: string; token: string };
        // The address to open carries the run's token (32 random bytes, base64url), which is printed alone too for scripts.
        expect(bridge.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?token=[\w-]{43}$/);
        expect(new URL(bridge.url).searchParams.get('token')).toBe(bridge.token);
        const page = await (await fetch(bridge.url, { headers: tokenHeader(bridge) })).text();
        served = {
          page,
          games: await invokeOverHttp(bridge, 'games.get', { id: 'nova' }),
          diagnostics: await invokeOverHttp(bridge, 'app.diagnostics', {}),
        };
      },
    });
    expect(status).toBe(EXIT.ok);
    expect(served?.page).toBe('<!doctype html><title>Deck Dojo</title>');
    expect(served?.games).toMatchObject({ ok: true, result: { id: 'nova', name: { ja: 'NOVA' } } });
    const logFile = join(dirname(db), 'logs', 'deck-dojo-web.log');
    expect(served?.diagnostics).toMatchObject({ ok: true, result: { app: { host: 'web', databasePath: db }, logFile } });
    const logged = readFileSync(logFile, 'utf8');
    expect(logged).toMatch(/^\S+Z INFO {2}Deck Dojo \d+\.\d+\.\d+ web bridge starting \(Node /);
    expect(logged).toContain(`INFO  database ${db} opened (schema ${LATEST_SCHEMA_VERSION})`);
  });

  it('takes the port from DECKDOJO_PORT', async () => {
    const port = await occupiedPort();
    const { stderr } = await run(['serve', '--db', packedDb()], { DECKDOJO_PORT: String(port) });
    expect(stderr).toBe(`deckdojo: port ${port} is in use; choose another with --port\n`);
  });

  it('says how to build the renderer when it is missing', async () => {
    const empty = tempDir();
    const { status, stderr } = await run(['serve', '--port', '0', '--db', packedDb()], {}, { rendererDir: empty });
    expect(status).toBe(EXIT.usage);
    expect(stderr).toBe(`deckdojo: ${empty} holds no built renderer (index.html); run \`npm run build\` first\n`);
  });
});
