import { createHash } from 'node:crypto';
import { chmodSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../api/hosts/cli/exit';
import { openDatabase } from '../../db/open';
import { cliRunner } from '../helpers/cli';
import { useTempDir } from '../helpers/temp';
import { giveAway, runUnprivileged, unprivilegedRuns } from '../helpers/unprivileged';

const tempDir = useTempDir();
const { run } = cliRunner(tempDir);
const hash = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');
/** Permission tests run as a user permissions apply to, where one can run the project (test/helpers/unprivileged.ts). */
const asUnprivileged = it.runIf(unprivilegedRuns());
/** A line of a JavaScript stack trace: the CLI says what is wrong and what to do, never where in its code. */
const STACK = /^\s+at /m;

/** A database (no card packs: the CLI here only opens it) in a folder of its own that the unprivileged user owns. */
function databaseOf(dir: string): string {
  const path = join(dir, 'deck-dojo.db');
  const db = openDatabase({ path });
  db.sql.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  giveAway(dir);
  return path;
}

describe('read-only databases and odd paths', { timeout: 60_000 }, () => {
  asUnprivileged('refuses a read-only database file at open, naming it and the fix, with no stack trace and the file unchanged', () => {
    const path = databaseOf(tempDir());
    chmodSync(path, 0o444);
    const before = hash(path);
    const result = runUnprivileged('bin/deckdojo.js', ['call', 'library.create', '{"game":"acg","name":"読めるだけ"}', '--db', path]);
    expect(result.status).toBe(EXIT.usage);
    expect(result.stderr).toContain(`deckdojo: ${path}: ${path} is read-only; the database was not changed. Make it writable (on Linux and macOS: chmod u+w "${path}"`);
    expect(result.stderr).not.toMatch(STACK);
    // No restore is offered: the data is fine, the permissions are not.
    expect(result.stderr).not.toContain('restore');
    expect(hash(path)).toBe(before);
  });

  asUnprivileged('refuses a database in a read-only folder, naming the folder', () => {
    const dir = tempDir();
    const path = databaseOf(dir);
    chmodSync(dir, 0o555);
    const result = runUnprivileged('bin/deckdojo.js', ['games', '--db', path]);
    expect(result.status).toBe(EXIT.usage);
    expect(result.stderr).toContain(`the folder ${dir} is read-only, and Deck Dojo writes its journal and backups beside the database. Make it writable (on Linux and macOS: chmod u+w "${dir}"`);
    expect(result.stderr).not.toMatch(STACK);
  });

  it('refuses a path whose folder is a file or a device, or that is a device, saying to choose another path', async () => {
    const file = join(tempDir(), 'notes.txt');
    writeFileSync(file, 'a file, not a folder');
    const cases: [string, string][] = [
      [join(file, 'deck-dojo.db'), `${file}, or a folder above it, is a file, not a folder: choose another database path`],
      [join(file, 'deeper', 'deck-dojo.db'), `${join(file, 'deeper')}, or a folder above it, is a file, not a folder`],
      ['/dev/null/deck-dojo.db', '/dev/null, or a folder above it, is a file, not a folder'],
      ['/dev/null', '/dev/null is not a file but a device or another special file: choose another database path'],
      [tempDir(), 'is not a file but a folder'],
    ];
    for (const [path, message] of cases) {
      const result = await run(['games', '--db', path]);
      expect(result, path).toMatchObject({ status: EXIT.usage, stderr: expect.stringContaining(message) });
      expect(result.stderr).toContain('(--db, or the DECKDOJO_DB environment variable for every host)');
      expect(result.stderr).not.toContain('restore');
    }
  });

  asUnprivileged('ends a start-up backup into a read-only backups folder with an error, leaving nothing behind', () => {
    const dir = tempDir();
    const path = databaseOf(dir);
    const backups = join(dir, 'backups');
    mkdirSync(backups);
    giveAway(backups);
    chmodSync(backups, 0o555);
    // The child process ends: the backup neither spins nor keeps the host from closing.
    const result = runUnprivileged('test/helpers/backup-child.ts', [path]);
    expect(result.status).toBe(0);
    expect(result.stderr).toMatch(new RegExp(`the automatic backup failed: ApiError: ${backups}/deck-dojo-.*-auto\\.db: the backup failed: EACCES: permission denied, access '${backups}'`));
    expect(readdirSync(backups)).toEqual([]);
  });
});
