/** One import, start to finish, on one database connection: read, parse and check, then write in one transaction. */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { Database } from 'better-sqlite3';
import { writeCards } from '../db/cards/write';
import { parseImport } from '../db/importers';
import { ImportError } from '../db/importers/issues';
import { findGame } from '../engine/games/registry';
import type { GameId } from '../engine/games/types';
import type { ErrorIssue, ImportFormat, ImportProgress, ImportSummary } from './contract';

export interface ImportJob {
  importId: string;
  game: GameId;
  /** A file the backend reads, or the bytes the caller sent. */
  path?: string;
  name?: string;
  bytes?: Uint8Array;
  format?: ImportFormat;
  now: string;
}

export type ImportOutcome =
  | { ok: true; summary: ImportSummary }
  | { ok: false; code: 'IMPORT_FAILED'; message: string; issues: ErrorIssue[] };

/** Issues returned to the caller at most; the message says how many there were. */
const MAX_ISSUES = 500;

export function runImportJob(sql: Database, job: ImportJob, report: (progress: ImportProgress) => void): ImportOutcome {
  const file = job.path ?? job.name ?? 'upload';
  const progress = (phase: ImportProgress['phase'], done: number, total: number) =>
    report({ importId: job.importId, game: job.game, file: basename(file), phase, done, total });
  progress('reading', 0, 0);
  try {
    let bytes = job.bytes;
    if (!bytes) {
      try {
        bytes = readFileSync(job.path!);
      } catch (error) {
        throw new ImportError(file, [{ message: `cannot be read: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message}` }]);
      }
    }
    const vocabulary = findGame(job.game)!;
    const parsed = parseImport({ file, bytes, vocabulary, format: job.format });
    const summary = writeCards(sql, {
      game: job.game,
      cardLanguage: vocabulary.cardLanguage,
      source: parsed.source,
      cards: parsed.cards,
      regulations: parsed.regulations,
      regulationScope: parsed.regulationScope,
      printingsByName: parsed.printingsByName,
      now: new Date(job.now),
      onProgress: (done, total) => progress('writing', done, total),
    });
    progress('done', 1, 1);
    return {
      ok: true,
      summary: {
        importId: job.importId,
        game: job.game,
        file: basename(file),
        format: parsed.format,
        source: parsed.source.name,
        cards: parsed.cards.length,
        created: summary.created,
        updated: summary.updated,
        regulations: summary.regulations,
        unresolvedRegulations: summary.unresolvedRegulations,
        printingsAdded: summary.printingsAdded,
        printingsSkipped: summary.printingsSkipped,
      },
    };
  } catch (error) {
    progress('failed', 0, 0);
    if (error instanceof ImportError) {
      const count = error.issues.length;
      return {
        ok: false,
        code: 'IMPORT_FAILED',
        message: `${error.message}${count > MAX_ISSUES ? ` (the first ${MAX_ISSUES} of ${count} are listed)` : ''}; nothing was imported`,
        issues: error.issues.slice(0, MAX_ISSUES).map((issue) => ({ ...issue })),
      };
    }
    throw error;
  }
}
