/**
 * "Update card data": downloads from a server (here a local one serving the excerpts of the public fab-cube
 * repository's files in test/fixtures/data/fab/upstream), resumes a cut download, and imports all files or none.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '../../api/backend';
import type { EventMessage, Response, UpdateSummary } from '../../api/contract';
import { openDatabase, type AppDatabase } from '../../db/open';
import { readFabCubeFile, serveFabCube, type FabCubeServer } from '../helpers/fab-cube-server';
import { FIXTURES } from '../helpers/importers';
import { copyPackedDatabase } from '../helpers/packed';
import { useTempDir } from '../helpers/temp';
import { recordingLogger } from '../helpers/backend';

const tempDir = useTempDir();

let server: FabCubeServer;
let base: string;
let requests: FabCubeServer['requests'];
beforeAll(async () => {
  server = await serveFabCube();
  ({ base, requests } = server);
});
afterAll(() => server.close());

let db: AppDatabase | undefined;
afterEach(() => db?.close());

function open(): { backend: Backend; db: AppDatabase; events: EventMessage[] } {
  const path = copyPackedDatabase(join(tempDir(), 'deck-dojo.db'));
  db = openDatabase({ path });
  const events: EventMessage[] = [];
  const backend = createBackend({ db, host: 'cli', log: recordingLogger() });
  backend.subscribe((message) => events.push(message));
  return { backend, db, events };
}

/** Everything an import could touch, to show a failed update left it as it was. */
function fingerprint(target: AppDatabase): string {
  const hash = createHash('sha256');
  for (const table of ['cards', 'card_faces', 'printings', 'card_tags', 'regulations', 'data_sources']) {
    for (const row of target.sql.prepare(`SELECT * FROM ${table} ORDER BY 1, 2`).iterate()) hash.update(JSON.stringify(row));
  }
  hash.update(JSON.stringify(target.sql.prepare('SELECT rowid, * FROM card_search ORDER BY rowid').all()));
  return hash.digest('hex');
}

const textOf = (target: AppDatabase, name: string) =>
  (target.sql.prepare(`SELECT text_en FROM cards WHERE game = 'fab' AND name = ?`).get(name) as { text_en: string | null }).text_en;

describe('updating card data from a server', () => {
  it('downloads the fab-cube files, imports them in one go, and brings the rules text', async () => {
    const { backend, db: target, events } = open();
    expect(textOf(target, 'Command and Conquer')).toBeNull();
    // The bundled facts hold no text: what the app reads to offer "Get card texts and images".
    const withText = async () => ((await backend.invoke('sources.list', { game: 'fab' })) as Response<'sources.list'> & { ok: true }).result.reduce((sum, source) => sum + source.withText, 0);
    expect(await withText()).toBe(0);
    const response = (await backend.invoke('cards.update', { game: 'fab', url: `${base}/good/` })) as Response<'cards.update'>;
    expect(response.ok).toBe(true);
    if (!response.ok) return;
    const files = FIXTURES.files('fab/upstream').filter((f) => f === 'card.csv' || /^(banned|living-legend|restricted|suspended)-/.test(f));
    expect(response.result.downloads.map((d) => d.file).sort()).toEqual(files.sort());
    expect(response.result.downloads.every((d) => d.resumedFrom === 0 && d.bytes > 0)).toBe(true);
    const cards = response.result.imports.find((i) => i.file === 'card.csv')!;
    // Every card of the upstream list (68 in the excerpt) is already in the bundled pack: updated in place, none duplicated.
    expect(cards).toMatchObject({ format: 'fab-cube', created: 0, updated: 68 });
    expect(textOf(target, 'Command and Conquer')).toMatch(/defense reaction/i);
    // Every card of the excerpt but the three Autumn's Touch, which print no text.
    expect(await withText()).toBe(65);
    const count = target.sql.prepare(`SELECT COUNT(*) AS n FROM cards WHERE game = 'fab'`).get() as { n: number };
    expect(count.n).toBe(3878);
    const bannedCc = response.result.imports.find((i) => i.file === 'banned-cc.csv')!;
    expect(bannedCc.format).toBe('fab-cube');
    expect(bannedCc.regulations).toBeGreaterThan(0);
    // Printings from the pack survive an upstream card.csv, which carries none.
    const printings = target.sql.prepare(`SELECT COUNT(*) AS n FROM printings p JOIN cards c ON c.id = p.card_id WHERE c.game = 'fab'`).get() as { n: number };
    expect(printings.n).toBeGreaterThan(6000);
    const progress = events.filter((e) => e.event === 'update.progress');
    expect(progress.some((e) => e.payload.file === 'card.csv' && e.payload.received === e.payload.total)).toBe(true);
    expect(events.some((e) => e.event === 'import.progress' && e.payload.phase === 'writing')).toBe(true);
    expect(events.some((e) => e.event === 'cards.changed')).toBe(true);
  });

  it('keeps what arrived when a download is cut, and resumes from there on the next try', async () => {
    const { backend, db: target } = open();
    const before = fingerprint(target);
    const url = `${base}/cut/card.csv`;
    const first = await backend.invoke('cards.update', { game: 'fab', url });
    const stopped = expect.stringMatching(/stopped at \d+ of \d+ bytes.*run the update again to resume/);
    expect(first).toEqual({
      ok: false,
      error: { code: 'DOWNLOAD_FAILED', message: stopped, text: { en: stopped, ja: expect.stringMatching(/バイト中 \d+バイトでダウンロードが止まりました.*続きから再開します/) } },
    });
    expect(fingerprint(target)).toBe(before);
    const part = join(dirname(target.path), 'downloads', 'fab', 'card.csv.part');
    expect(existsSync(part)).toBe(true);

    const second = (await backend.invoke('cards.update', { game: 'fab', url })) as Response<'cards.update'>;
    expect(second.ok).toBe(true);
    const download = (second as { result: UpdateSummary }).result.downloads[0]!;
    const size = readFabCubeFile('card.csv').length;
    expect(download.bytes).toBe(size);
    expect(download.resumedFrom).toBe(Math.floor(size / 2));
    expect(requests.filter((r) => r.path === '/cut/card.csv').map((r) => r.range)).toEqual([undefined, `bytes=${Math.floor(size / 2)}-`]);
    expect(existsSync(part)).toBe(false);
    expect(readFileSync(join(dirname(target.path), 'downloads', 'fab', 'card.csv')).equals(readFabCubeFile('card.csv'))).toBe(true);
    expect(textOf(target, 'Command and Conquer')).toMatch(/defense reaction/i);
  });

  it('imports nothing when a downloaded file is not card data, even if the other files are fine', async () => {
    const { backend, db: target } = open();
    const before = fingerprint(target);
    const response = await backend.invoke('cards.update', { game: 'fab', url: `${base}/broken/` });
    expect(response.ok).toBe(false);
    if (response.ok) return;
    expect(response.error.code).toBe('IMPORT_FAILED');
    expect(response.error.message).toMatch(/^the downloaded data cannot be imported: .*card\.csv/);
    // The text is the reason alone, in both languages: the interface says in its own words that the download was not imported.
    expect(response.error.text).toEqual({
      en: expect.stringMatching(/card\.csv: is neither UTF-8 nor Shift_JIS text \(byte \d+ is not valid UTF-8\); save it as UTF-8 and try again$/),
      ja: expect.stringMatching(/card\.csv：UTF-8 でも Shift_JIS でもないテキストです（\d+バイト目が UTF-8 として正しくありません）。UTF-8 で保存してやり直してください$/),
    });
    expect(fingerprint(target)).toBe(before);
  });

  it('says what the server answered for a missing file', async () => {
    const { backend } = open();
    expect(await backend.invoke('cards.update', { game: 'fab', url: `${base}/good/no-such-file.csv` })).toEqual({
      ok: false,
      error: {
        code: 'DOWNLOAD_FAILED',
        message: `${base}/good/no-such-file.csv: the server answered 404 Not Found`,
        // Why, in both languages, for the interface to show in its own.
        text: { en: `${base}/good/no-such-file.csv: the server answered 404 Not Found`, ja: `${base}/good/no-such-file.csv：サーバーの応答は 404 Not Found でした` },
      },
    });
  });

  it('needs a URL for a game without public card data, and an http(s) one, saying why in both languages', async () => {
    const { backend } = open();
    expect(await backend.invoke('cards.update', { game: 'acg' })).toEqual({
      ok: false,
      error: {
        code: 'INVALID_PARAMS',
        message: 'acg has no public card data to update from; give the URL of a file to import',
        text: { en: 'acg has no public card data to update from; give the URL of a file to import', ja: 'アニマルカードゲームには公開のカードデータがありません。取り込むファイルのアドレスを入れてください' },
      },
    });
    expect(await backend.invoke('cards.update', { game: 'fab', url: 'ftp://example.com/x' })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_PARAMS', text: { ja: '「ftp://example.com/x」は http(s) のアドレスではありません' } },
    });
    expect(await backend.invoke('cards.update', { game: 'acg', url: 'https://example.com/cards/' })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_PARAMS', message: 'url: acg has no usual file list; give the URL of one file', text: { ja: 'アニマルカードゲームには決まったファイルの一覧がありません。ファイル1つのアドレスを入れてください' } },
    });
  });
});
