/**
 * A folder laid out like the reference folder's data/: the excerpts in test/fixtures/data, or the full third-party
 * data (test/helpers/reference.ts). A large file may be stored gzipped (`name.gz`) and reads as if it were not; a
 * test that needs it as a path (an import job, the CLI, a file chooser) gets a copy unpacked once into the temp folder.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { gunzipSync } from 'node:zlib';

export interface DataFolder {
  readonly dir: string;
  /** The path of a file, e.g. `path('fab/cards.json')`. */
  path(relative: string): string;
  bytes(relative: string): Buffer;
  text(relative: string): string;
  json<T = unknown>(relative: string): T;
  /** The names of the files in a subfolder (`.gz` left off), sorted. */
  files(relative: string): string[];
}

/** Unpacks a gzipped file once per content; concurrent workers each write their own copy and rename it in place. */
function unpacked(packed: string, name: string): string {
  const bytes = readFileSync(packed);
  const dir = join(tmpdir(), 'deck-dojo-fixtures', createHash('sha256').update(bytes).digest('hex').slice(0, 16));
  const path = join(dir, name);
  if (!existsSync(path)) {
    mkdirSync(dir, { recursive: true });
    const partial = `${path}.${process.pid}`;
    writeFileSync(partial, gunzipSync(bytes));
    renameSync(partial, path);
  }
  return path;
}

export function dataFolder(dir: string): DataFolder {
  const path = (relative: string): string => {
    const plain = join(dir, relative);
    if (existsSync(plain) || !existsSync(`${plain}.gz`)) return plain;
    return unpacked(`${plain}.gz`, basename(relative));
  };
  const bytes = (relative: string): Buffer => readFileSync(path(relative));
  return {
    dir,
    path,
    bytes,
    text: (relative) => bytes(relative).toString('utf8'),
    json: <T>(relative: string) => JSON.parse(bytes(relative).toString('utf8')) as T,
    files: (relative) => readdirSync(join(dir, relative)).map((name) => name.replace(/\.gz$/, '')).sort(),
  };
}
