/**
 * "Update card data": downloads from a server (here a local one serving the excerpts of the public fab-cube
 * repository's files in test/fixtures/data/fab/upstream), resumes a cut download, and imports all files or none.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '../../api/backend';
import type { EventMessage, Response, UpdateSummary } from '../../api/contract';
import { openDatabase, type AppDatabase } from '../../db/open';
import { FIXTURES } from '../helpers/importers';
import { copyPackedDatabase } from '../helpers/packed';
import { useTempDir } from '../helpers/temp';
import { recordingLogger } from '../helpers/backend';

/** A file the server serves. */
const upstream = (file: string): string => FIXTURES.path(`fab/upstream/${file}`);
const tempDir = useTempDir();

/** Serves files with Range support. /cut/… sends half of a file the first time it is asked, then behaves. */
let server: Server;
let base: string;
const cutOnce = new Set<string>();
const requests: { path: string; range: string | undefined }[] = [];

function serveFile(request: IncomingMessage, response: ServerResponse, bytes: Buffer, cut: boolean): void {
  const etag = `"${createHash('sha1').update(bytes).digest('hex')}"`;
  const range = /^bytes=(\d+)-$/.exec(request.headers.range ?? '');
  const ifRange = request.headers['if-range'];
  if (range && (!ifRange || ifRange === etag)) {
    const start = Number(range[1]);
    response.writeHead(206, { 'Content-Length': bytes.length - start, 'Content-Range': `bytes ${start}-${bytes.length - 1}/${bytes.length}`, ETag: etag });
    response.end(bytes.subarray(start));
    return;
  }
  response.writeHead(200, { 'Content-Length': bytes.length, ETag: etag });
  if (cut) {
    // Promise the whole file, send half, and drop the connection: a download cut by the network.
    response.write(bytes.subarray(0, Math.floor(bytes.length / 2)), () => response.destroy());
    return;
  }
  response.end(bytes);
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const [, mode, file] = /^\/(\w+)\/(.+)$/.exec(request.url ?? '') ?? [];
    requests.push({ path: request.url ?? '', range: request.headers.range });
    const path = upstream(file ?? '');
    if (!file || !existsSync(path)) return void response.writeHead(404, 'Not Found').end();
    if (mode === 'broken' && file === 'card.csv') {
      // Not card data at all: binary noise where the card list should be.
      return void serveFile(request, response, Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)), false);
    }
    const cut = mode === 'cut' && !cutOnce.has(file);
    if (cut) cutOnce.add(file);
    serveFile(request, response, readFileSync(path), cut);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

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
    expect(first).toEqual({ ok: false, error: { code: 'DOWNLOAD_FAILED', message: expect.stringMatching(/stopped at \d+ of \d+ bytes.*run the update again to resume/) } });
    expect(fingerprint(target)).toBe(before);
    const part = join(dirname(target.path), 'downloads', 'fab', 'card.csv.part');
    expect(existsSync(part)).toBe(true);

    const second = (await backend.invoke('cards.update', { game: 'fab', url })) as Response<'cards.update'>;
    expect(second.ok).toBe(true);
    const download = (second as { result: UpdateSummary }).result.downloads[0]!;
    const size = readFileSync(upstream('card.csv')).length;
    expect(download.bytes).toBe(size);
    expect(download.resumedFrom).toBe(Math.floor(size / 2));
    expect(requests.filter((r) => r.path === '/cut/card.csv').map((r) => r.range)).toEqual([undefined, `bytes=${Math.floor(size / 2)}-`]);
    expect(existsSync(part)).toBe(false);
    expect(readFileSync(join(dirname(target.path), 'downloads', 'fab', 'card.csv')).equals(readFileSync(upstream('card.csv')))).toBe(true);
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
    expect(fingerprint(target)).toBe(before);
  });

  it('says what the server answered for a missing file', async () => {
    const { backend } = open();
    expect(await backend.invoke('cards.update', { game: 'fab', url: `${base}/good/no-such-file.csv` })).toEqual({
      ok: false,
      error: { code: 'DOWNLOAD_FAILED', message: `${base}/good/no-such-file.csv: the server answered 404 Not Found` },
    });
  });

  it('needs a URL for a game without public card data', async () => {
    const { backend } = open();
    expect(await backend.invoke('cards.update', { game: 'acg' })).toEqual({
      ok: false,
      error: { code: 'INVALID_PARAMS', message: 'acg has no public card data to update from; give the URL of a file to import' },
    });
    expect(await backend.invoke('cards.update', { game: 'fab', url: 'ftp://example.com/x' })).toMatchObject({ ok: false, error: { code: 'INVALID_PARAMS' } });
  });
});
