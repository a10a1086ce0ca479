/**
 * One import, start to finish, on one database connection: read, parse and check every file, then write them
 * all in one transaction. An update that brings several files (cards and legality lists) lands whole or not at all.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { Database } from 'better-sqlite3';
import { writeCards, type WriteSummary } from '../db/cards/write';
import { parseImport } from '../db/importers';
import { ImportError } from '../db/importers/issues';
import type { ParsedImport } from '../db/importers/types';
import { findGame } from '../engine/games/registry';
import type { GameId } from '../engine/games/types';
import type { ErrorIssue, ImportFormat, ImportProgress, ImportSummary } from './contract';

export interface ImportFileJob {
  /** A file the backend reads, or the bytes the caller sent with a name. */
  path?: string;
  name?: string;
  bytes?: Uint8Array;
  format?: ImportFormat;
}

export interface ImportJob {
  importId: string;
  game: GameId;
  files: ImportFileJob[];
  now: string;
}

export type ImportOutcome =
  | { ok: true; summaries: ImportSummary[] }
  | { ok: false; code: 'IMPORT_FAILED'; message: string; issues: ErrorIssue[] };

/** Issues returned to the caller at most; the message says how many there were. */
const MAX_ISSUES = 500;

function readBytes(file: ImportFileJob, name: string): Uint8Array {
  if (file.bytes) return file.bytes;
  try {
    return readFileSync(file.path!);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new ImportError(name, [{ message: `cannot be read: ${code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a folder' : (error as Error).message}` }]);
  }
}

export function runImportJob(sql: Database, job: ImportJob, report: (progress: ImportProgress) => void): ImportOutcome {
  const names = job.files.map((file) => file.path ?? file.name ?? 'upload');
  const label = names.length === 1 ? basename(names[0]!) : `${names.length} files`;
  const progress = (phase: ImportProgress['phase'], done: number, total: number) =>
    report({ importId: job.importId, game: job.game, file: label, phase, done, total });
  progress('reading', 0, names.length);
  try {
    const vocabulary = findGame(job.game)!;
    const parsed: ParsedImport[] = job.files.map((file, index) => {
      const result = parseImport({ file: names[index]!, bytes: readBytes(file, names[index]!), vocabulary, format: file.format });
      progress('reading', index + 1, names.length);
      return result;
    });
    const results: WriteSummary[] = sql.transaction(() =>
      parsed.map((each) =>
        writeCards(sql, {
          game: job.game,
          cardLanguage: vocabulary.cardLanguage,
          source: each.source,
          cards: each.cards,
          regulations: each.regulations,
          regulationScope: each.regulationScope,
          printingsByName: each.printingsByName,
          now: new Date(job.now),
          onProgress: (done, total) => progress('writing', done, total),
        }),
      ),
    )();
    progress('done', 1, 1);
    return {
      ok: true,
      summaries: results.map((summary, index) => ({
        importId: job.importId,
        game: job.game,
        file: basename(names[index]!),
        format: parsed[index]!.format,
        source: parsed[index]!.source.name,
        cards: parsed[index]!.cards.length,
        created: summary.created,
        updated: summary.updated,
        regulations: summary.regulations,
        unresolvedRegulations: summary.unresolvedRegulations,
        printingsAdded: summary.printingsAdded,
        printingsSkipped: summary.printingsSkipped,
      })),
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
