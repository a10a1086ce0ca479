/**
 * Card images: files in the folder the player chose for a game, or copies of the images the card data names,
 * downloaded into the image cache beside the database when the player allows it. A card's picture is found by
 * name: its key, one of its printings' numbers or the file name of the image address the card data gives (the
 * official sites' names, such as `dm18-082.jpg`), made file-safe, with an image extension, in any case.
 */
import { mkdirSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, extname, join, resolve, sep } from 'node:path';
import type { Database } from 'better-sqlite3';
import { readCardImageNames, type CardImageNames } from '../../db/cards/images';
import { isGameId } from '../../engine/games/registry';
import type { GameId } from '../../engine/games/id';
import type { ImageFolderCheck, Settings } from '../contract';

/** Image files by extension, the preferred first when one name has several. */
const IMAGE_TYPES: Record<string, string> = { '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp' };
const EXTENSIONS = Object.keys(IMAGE_TYPES);
const EXTENSION_OF_TYPE: Record<string, string> = { 'image/png': '.png', 'image/jpeg': '.jpg', 'image/webp': '.webp' };
/** The first bytes of each image type a download may bring. */
const SIGNATURES: Record<string, (bytes: Buffer) => boolean> = {
  'image/png': (bytes) => bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (bytes) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff,
  'image/webp': (bytes) => bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP',
};
const MAX_DOWNLOAD_BYTES = 10 * 1024 * 1024;
const DOWNLOAD_TIMEOUT_MS = 20_000;
const PARALLEL_DOWNLOADS = 4;
/** A download that failed is not tried again for a while: the grid asks for the same card on every scroll past it. */
const RETRY_AFTER_MS = 10 * 60_000;

/**
 * A printing number or card key as a file name: / \ : * ? " < > | and control characters (not allowed in file
 * names on one system or another) become _, and so do dots and spaces at the end (Windows drops them).
 * `DMR-13 1/55` → `DMR-13 1_55`.
 */
export function fileSafeName(name: string): string {
  return name.replace(/[/\\:*?"<>|\p{Cc}]/gu, '_').replace(/[. ]+$/, (tail) => '_'.repeat(tail.length));
}

// Composed, because macOS may hand back decomposed names (ボ as ホ + ゛); lower case, because file systems differ.
const lookupName = (fileName: string) => fileName.normalize('NFC').toLowerCase();

/** The file name (without extension) of an image address: `https://…/cardimage/dm18-082.jpg` → `dm18-082`. */
function urlFileName(url: string | null): string[] {
  if (url === null) return [];
  try {
    const name = decodeURIComponent(basename(new URL(url).pathname));
    return name && extname(name) ? [name.slice(0, -extname(name).length)] : [];
  } catch {
    return [];
  }
}

/** The names a card's picture may have in the image folder: its key, its printings' numbers, its address's file name. */
const candidates = (card: CardImageNames) => [card.key, ...card.numbers, ...urlFileName(card.url)].map((name) => lookupName(fileSafeName(name)));

/** A folder's image files by lookup name (name without extension, composed, lower case). */
export function indexImageFolder(folder: string): Map<string, string> {
  const index = new Map<string, string>();
  // Sorted, so that of two names differing only in case the same one wins everywhere.
  const entries = readdirSync(folder, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    if (entry.isDirectory()) continue;
    const extension = extname(entry.name).toLowerCase();
    const rank = EXTENSIONS.indexOf(extension);
    if (rank < 0) continue;
    const name = lookupName(entry.name.slice(0, -extension.length));
    const held = index.get(name);
    if (held === undefined || EXTENSIONS.indexOf(extname(held).toLowerCase()) > rank) index.set(name, entry.name);
  }
  return index;
}

/** Folder listings, read again only when a folder's modification time changes (a file added, removed or renamed). */
export class FolderIndexes {
  #cached = new Map<string, { mtimeMs: number; index: Map<string, string> }>();

  /** The folder's index, or null when it is not a folder that can be read. */
  get(folder: string): Map<string, string> | null {
    try {
      const stat = statSync(folder);
      if (!stat.isDirectory()) return null;
      const cached = this.#cached.get(folder);
      if (cached?.mtimeMs === stat.mtimeMs) return cached.index;
      const index = indexImageFolder(folder);
      this.#cached.set(folder, { mtimeMs: stat.mtimeMs, index });
      return index;
    } catch {
      this.#cached.delete(folder);
      return null;
    }
  }

  /** Reads the folder again next time (after writing to it: two writes may share one modification time). */
  forget(folder: string): void {
    this.#cached.delete(folder);
  }
}

export interface CardImageFile {
  path: string;
  type: string;
  size: number;
  modified: Date;
}

export interface CardImageStore {
  /** Which of these cards have a picture: a file of the game's folder, a cached copy, or one that may be downloaded. */
  find(game: GameId, keys: readonly string[]): string[];
  /** A card's picture, downloaded into the cache first when that is allowed and needed; null when it has none. */
  file(game: GameId, key: string): Promise<CardImageFile | null>;
  /** The image files of a folder and how many of the game's cards they picture. */
  check(game: GameId, folder: string): ImageFolderCheck;
}

export interface CardImageStoreOptions {
  sql: Database;
  /** Downloaded images, a folder per game. */
  cacheDir: string;
  settings: () => Pick<Settings, 'imageFolders' | 'downloadImages'>;
  fetch?: typeof fetch;
  /** Milliseconds since the epoch, for the wait before a failed download is tried again. */
  now?: () => number;
}

/** `<database folder>/image-cache` (a throwaway database keeps its cache in the system's temporary folder). */
export function imageCacheDir(databasePath: string): string {
  return join(databasePath === ':memory:' ? tmpdir() : dirname(databasePath), 'image-cache');
}

export function createCardImageStore({ sql, cacheDir, settings, fetch: fetchImpl = fetch, now = Date.now }: CardImageStoreOptions): CardImageStore {
  const indexes = new FolderIndexes();
  const downloads = new Map<string, Promise<string | null>>();
  const failedAt = new Map<string, number>();
  const limit = parallelLimit(PARALLEL_DOWNLOADS);

  /** Where to look for a game's pictures, read once per request: the image folder (any name), then the cache (by key). */
  function places(game: GameId, folder: string | null) {
    return [
      { folder, index: folder === null ? null : indexes.get(folder), keyOnly: false },
      { folder: join(cacheDir, game), index: indexes.get(join(cacheDir, game)), keyOnly: true },
    ];
  }

  /** The card's file in the first place that has one. */
  function localFile(card: CardImageNames, where: ReturnType<typeof places>): string | null {
    const names = candidates(card);
    for (const { folder, index, keyOnly } of where) {
      if (!index) continue;
      const found = (keyOnly ? names.slice(0, 1) : names).map((name) => index.get(name)).find((file) => file !== undefined);
      // Names come from the folder's own listing; the check keeps it so should a name ever hold a separator.
      const path = found === undefined ? null : within(folder!, found);
      if (path !== null) return path;
    }
    return null;
  }

  const downloadable = (game: GameId, card: CardImageNames) =>
    card.url?.startsWith('https://') === true && now() - (failedAt.get(`${game}/${card.key}`) ?? -Infinity) >= RETRY_AFTER_MS;

  /** Fetches a card's image into the cache; one download per card at a time, a few cards at once. */
  function download(game: GameId, card: CardImageNames): Promise<string | null> {
    const id = `${game}/${card.key}`;
    let pending = downloads.get(id);
    if (!pending) {
      const folder = join(cacheDir, game);
      pending = limit(() => fetchImage(fetchImpl, card.url!, folder, fileSafeName(card.key)))
        .then((path) => {
          indexes.forget(folder);
          return path;
        })
        .catch(() => {
          // Offline, moved, not an image: the card is drawn instead, and asked for again later.
          failedAt.set(id, now());
          return null;
        })
        .finally(() => downloads.delete(id));
      downloads.set(id, pending);
    }
    return pending;
  }

  return {
    find(game, keys) {
      const { imageFolders, downloadImages } = settings();
      const where = places(game, imageFolders[game] ?? null);
      return [...readCardImageNames(sql, game, keys).values()]
        .filter((card) => localFile(card, where) !== null || (downloadImages && downloadable(game, card)))
        .map((card) => card.key);
    },
    async file(game, key) {
      const { imageFolders, downloadImages } = settings();
      const card = readCardImageNames(sql, game, [key]).get(key);
      if (!card) return null;
      const path = localFile(card, places(game, imageFolders[game] ?? null)) ?? (downloadImages && downloadable(game, card) ? await download(game, card) : null);
      if (path === null) return null;
      try {
        const stat = statSync(path);
        return stat.isFile() ? { path, type: IMAGE_TYPES[extname(path).toLowerCase()]!, size: stat.size, modified: stat.mtime } : null;
      } catch {
        return null;
      }
    },
    check(game, folder) {
      let index: Map<string, string>;
      try {
        index = indexImageFolder(folder);
      } catch {
        return { folder, exists: false, images: 0, cards: 0 };
      }
      let cards = 0;
      for (const card of readCardImageNames(sql, game).values()) {
        if (candidates(card).some((name) => index.has(name))) cards++;
      }
      return { folder, exists: true, images: index.size, cards };
    },
  };
}

/** `file` inside `folder`, or null when resolving it leads out of the folder. */
function within(folder: string, file: string): string | null {
  const base = resolve(folder);
  const path = resolve(base, file);
  return path.startsWith(base + sep) ? path : null;
}

/** Downloads one image (PNG, JPEG or WebP over https, at most 10 MB) to `<folder>/<name>.<ext>`. */
async function fetchImage(fetchImpl: typeof fetch, url: string, folder: string, name: string): Promise<string> {
  const response = await fetchImpl(url, { signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS) });
  const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const extension = EXTENSION_OF_TYPE[type];
  if (!response.ok) throw new Error(`${url}: the server answered ${response.status}`);
  if (!extension) throw new Error(`${url}: ${type || 'no content type'} is not a PNG, JPEG or WebP image`);
  if (response.redirected && !response.url.startsWith('https://')) throw new Error(`${url}: redirected away from https`);
  if (Number(response.headers.get('content-length') ?? 0) > MAX_DOWNLOAD_BYTES) throw new Error(`${url}: larger than 10 MB`);
  const bytes = Buffer.from(await response.arrayBuffer());
  if (bytes.length > MAX_DOWNLOAD_BYTES) throw new Error(`${url}: larger than 10 MB`);
  // An error page sent as image/png would be kept and served as the card's picture for good.
  if (!SIGNATURES[type]!(bytes)) throw new Error(`${url}: the data is not a ${type} image`);
  mkdirSync(folder, { recursive: true });
  const path = join(folder, name + extension);
  // Written aside and renamed, so a half-written file never takes the card's name.
  writeFileSync(`${path}.part`, bytes);
  renameSync(`${path}.part`, path);
  return path;
}

/** Runs at most `size` tasks at once; the others wait their turn. */
function parallelLimit(size: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running < size) running++;
    else await new Promise<void>((start) => waiting.push(start));
    try {
      return await task();
    } finally {
      // A finished task hands its place to the next in line, or gives it up.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

export interface ImageRequest {
  method: string;
  ifNoneMatch: string | null;
  ifModifiedSince: string | null;
}

export interface ImageAnswer {
  status: 200 | 304 | 404;
  headers: Record<string, string>;
  /** The image for a GET answered 200; null otherwise. */
  body: Buffer | null;
}

/**
 * The answer to a request for a card's picture, for both hosts that serve them (the web bridge and the desktop
 * app's image protocol): the file with its type and validators, 304 when the asker's copy is current, 404 when
 * the card has no picture. `game` and `key` come from the address, already URL-decoded; neither is ever a path.
 */
export async function answerImageRequest(store: CardImageStore, game: string, key: string, request: ImageRequest): Promise<ImageAnswer> {
  const file = isGameId(game) ? await store.file(game, key) : null;
  if (!file) return { status: 404, headers: {}, body: null };
  const etag = `W/"${file.size.toString(16)}-${Math.floor(file.modified.getTime()).toString(16)}"`;
  const headers: Record<string, string> = {
    'Content-Type': file.type,
    ETag: etag,
    'Last-Modified': file.modified.toUTCString(),
    // Kept, but checked each time: the player may replace a picture under the same name.
    'Cache-Control': 'no-cache',
    'X-Content-Type-Options': 'nosniff',
  };
  const weak = (tag: string) => tag.trim().replace(/^W\//, '');
  const current =
    request.ifNoneMatch !== null
      ? request.ifNoneMatch.split(',').some((tag) => weak(tag) === weak(etag) || tag.trim() === '*')
      : request.ifModifiedSince !== null && Date.parse(request.ifModifiedSince) >= Math.floor(file.modified.getTime() / 1000) * 1000;
  if (current) return { status: 304, headers, body: null };
  const body = request.method === 'HEAD' ? null : await readFile(file.path);
  headers['Content-Length'] = String(body?.length ?? file.size);
  return { status: 200, headers, body };
}
