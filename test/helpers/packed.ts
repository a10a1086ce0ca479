import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { openAppDatabase } from '../../api/services/database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A database file filled from every bundled pack, made once per test run. */
    packedDatabase: string;
  }
}

/** Builds the packed template (global setup): loading the packs takes seconds, copying the file milliseconds. */
export function buildPackedTemplate(): string {
  const path = join(mkdtempSync(join(tmpdir(), 'deck-dojo-template-')), 'packed.db');
  const db = openAppDatabase({ path, now: () => new Date('2026-11-22T09:00:00Z') });
  db.sql.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  return path;
}

/** A fresh copy of the packed template at `path`, for a test that needs the real card pools. */
export function copyPackedDatabase(path: string): string {
  copyFileSync(inject('packedDatabase'), path);
  return path;
}
