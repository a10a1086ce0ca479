/**
 * One import, start to finish, on one database connection: an update that brings several files (cards and legality
 * lists) lands whole or not at all, written in short transactions that the import journal can undo (issue 17).
 * Every file is read a piece at a time; a card template CSV's cards wait in the connection's temp file while it is
 * read (a 50 MB file never sits on the heap), the other formats' in memory.
 */
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { basename } from 'node:path';
import type { Database } from 'better-sqlite3';
import type { CardRecord } from '../../db/cards/record';
import { openCardWriter, type CardSource, type WriteSummary } from '../../db/cards/write';
import { busyReason, ImportBusyError, startImportJournal, type ImportJournal, type ImportRun } from '../../db/import-journal';
import { parseImportStream } from '../../db/importers';
import type { ParsedImport } from '../../db/importers/types';
import { systemReason } from '../../db/system-errors';
import { writeTransaction } from '../../db/write';
import { ImportError, MAX_ISSUES } from '../../db/importers/issues';
import type { Localized } from '../../engine/localized';
import { findGame } from '../../engine/games/registry';
import type { GameId } from '../../engine/games/id';
import type { ErrorIssue, ImportFormat, ImportProgress, ImportSummary } from '../contract';
import { issueOfApi } from '../errors';

export interface ImportFileJob {
  /** A file the backend reads, or the bytes (or base64 text) the caller sent with a name. */
  path?: string;
  name?: string;
  bytes?: Uint8Array;
  base64?: string;
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
  | { ok: false; code: 'IMPORT_FAILED'; message: string; text: Localized; issues: ErrorIssue[] }
  /** Another import is under way on the database: nothing was read or written (api/services/imports.ts). */
  | { ok: false; code: 'BUSY'; message: string; text: Localized; issues?: undefined };

/** Bytes read from a file at a time. */
const CHUNK_BYTES = 256 * 1024;

/** Clean base64 (no line breaks or stray characters), which decodes the same cut at any multiple of 4. */
const PLAIN_BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;

/** A file's bytes a piece at a time, with how many there are and how many were handed out (for progress). */
class FileBytes implements Iterable<Uint8Array> {
  size = 0;
  given = 0;

  constructor(
    private readonly file: ImportFileJob,
    private readonly name: string,
    private readonly chunkBytes: number,
  ) {}

  *[Symbol.iterator](): Generator<Uint8Array, void> {
    for (const chunk of this.pieces()) {
      this.given += chunk.length;
      yield chunk;
    }
  }

  private *pieces(): Generator<Uint8Array, void> {
    const { bytes, base64, path } = this.file;
    if (bytes) {
      this.size = bytes.length;
      yield bytes;
    } else if (base64 !== undefined) {
      this.size = Buffer.byteLength(base64, 'base64');
      if (!PLAIN_BASE64.test(base64)) yield Buffer.from(base64, 'base64');
      else {
        const step = Math.ceil(this.chunkBytes / 3) * 4;
        for (let at = 0; at < base64.length; at += step) yield Buffer.from(base64.slice(at, at + step), 'base64');
      }
    } else yield* this.read(path!);
  }

  private *read(path: string): Generator<Uint8Array, void> {
    const fd = this.attempt(() => openSync(path, 'r'));
    try {
      this.size = fstatSync(fd).size;
      for (;;) {
        // A fresh buffer each time: the decoder may hold on to a piece until it knows the encoding.
        const buffer = Buffer.allocUnsafe(this.chunkBytes);
        const length = this.attempt(() => readSync(fd, buffer, 0, buffer.length, null));
        if (length === 0) return;
        yield buffer.subarray(0, length);
      }
    } finally {
      closeSync(fd);
    }
  }

  private attempt<T>(io: () => T): T {
    try {
      return io();
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      const system = systemReason(error);
      const en = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a folder' : system.en;
      throw new ImportError(this.name, [{ message: { en: `cannot be read: ${en}`, ja: `読めません（${system.ja}）` } }]);
    }
  }
}

/** How a job reads (`chunkBytes` at a time) and shares the database: `batchCards` per transaction, `between` after each. */
export interface ImportPacing {
  chunkBytes?: number;
  batchCards?: number;
  /** Gives other writers their turn between batches (the worker sleeps; an in-memory database needs none). */
  between?: () => void;
  /** The process the import runs in, recorded so that an import it leaves behind when killed is undone. */
  pid?: number;
  /**
   * Is this other run of import_runs an import under way (the job is refused BUSY), or one left behind (undone
   * before the job writes)? By default every other run is under way; the hosts ask api/services/imports.ts.
   */
  live?: (run: ImportRun) => boolean;
}

/**
 * Cards written per transaction: measured on a 10 MB card CSV (19,000 cards with a printing and a text), a batch
 * holds the lock 7 ms (median), 26 ms (p99), 42 ms at most, so a save waiting for it is not kept long.
 */
const BATCH_CARDS = 50;

/** The cards of each file, as they are written: in memory (most formats) or staged in temp storage (a template CSV). */
interface ReadFile {
  parsed: ParsedImport;
  source: CardSource | undefined;
  staged: number;
}

/**
 * Runs the job. Every file is read and checked first, writing nothing: a template CSV's cards wait in the
 * connection's temp storage (a temp file, not the heap). Then the cards are written `batchCards` at a time, each
 * batch one short transaction recorded in the import journal (db/import-journal.ts); the last one writes the lists
 * and the sources and clears the journal, and a failure before it undoes the batches written. Other writers go on
 * between batches; until the end they may see part of the import.
 */
export function runImportJob(sql: Database, job: ImportJob, report: (progress: ImportProgress) => void, pacing: ImportPacing = {}): ImportOutcome {
  const { chunkBytes = CHUNK_BYTES, batchCards = BATCH_CARDS, between = () => {}, pid = process.pid, live } = pacing;
  const names = job.files.map((file) => file.path ?? file.name ?? 'upload');
  const label = names.length === 1 ? basename(names[0]!) : `${names.length} files`;
  const progress = (phase: ImportProgress['phase'], done: number, total: number) =>
    report({ importId: job.importId, game: job.game, file: label, phase, done, total });
  progress('reading', 0, names.length);
  let journal: ImportJournal | undefined;
  try {
    const vocabulary = findGame(job.game)!;
    // Before the journal's TEMP triggers: setting temp_store drops every temp object of the connection.
    sql.pragma('temp_store = FILE');
    sql.exec('DROP TABLE IF EXISTS temp.import_staged; CREATE TEMP TABLE import_staged (file INTEGER NOT NULL, record TEXT NOT NULL)');
    // One import at a time per database, claimed before a file is read: a second one is refused at once. The
    // journal records only the main tables' rows; reading stages its cards in a temp table.
    journal = startImportJournal(sql, job.importId, pid, new Date(job.now), live);
    const stage = sql.prepare<[number, string]>('INSERT INTO temp.import_staged (file, record) VALUES (?, ?)');
    const staged = sql.prepare<[number, number, number], { rowid: number; record: string }>(
      'SELECT rowid, record FROM temp.import_staged WHERE file = ? AND rowid > ? ORDER BY rowid LIMIT ?',
    );
    // First every file is read and checked; a file that cannot be read stops the job before anything is written.
    const read: ReadFile[] = job.files.map((file, index) => {
      let source: CardSource | undefined;
      let count = 0;
      const parsed = parseImportStream({
        file: names[index]!,
        chunks: new FileBytes(file, names[index]!, chunkBytes),
        vocabulary,
        format: file.format,
        onCards: (cards, from) => {
          source ??= { ...from, version: '' };
          for (const card of cards) stage.run(index, JSON.stringify(card));
          count += cards.length;
        },
      });
      progress('reading', index + 1, names.length);
      return { parsed, source, staged: count };
    });

    const total = read.reduce((sum, file) => sum + file.staged + file.parsed.cards.length + (file.parsed.printingsByName?.size ?? 0), 0);
    let done = 0;
    const onProgress = () => progress('writing', done, total);
    const batch = <T>(write: () => T): T => {
      const result = writeTransaction(sql, write)();
      between();
      return result;
    };
    const summaries: WriteSummary[] = [];
    read.forEach(({ parsed, source }, index) => {
      // The source's version is the file's hash, known at its end; finish sets it.
      const writer = batch(() => openCardWriter(sql, { game: job.game, cardLanguage: vocabulary.cardLanguage, now: new Date(job.now), source: source ?? parsed.source }));
      const write = (cards: CardRecord[]) => {
        batch(() => writer.write(cards, total));
        done += cards.length;
        onProgress();
      };
      for (let at = 0; at < parsed.cards.length; at += batchCards) write(parsed.cards.slice(at, at + batchCards));
      for (let after = 0, rows = staged.all(index, after, batchCards); rows.length > 0; after = rows.at(-1)!.rowid, rows = staged.all(index, after, batchCards)) {
        write(rows.map((row) => JSON.parse(row.record) as CardRecord));
      }
      const last = index === read.length - 1;
      // The lists name cards by name: each file's are written after its cards, in one transaction; the last one
      // also ends the journal, which makes the whole import stand.
      summaries.push(
        batch(() => {
          const summary = writer.finish({ regulations: parsed.regulations, regulationScope: parsed.regulationScope, printingsByName: parsed.printingsByName, source: parsed.source });
          if (last) journal!.commit();
          return summary;
        }),
      );
      done += parsed.printingsByName?.size ?? 0;
    });
    journal.stop();
    journal = undefined;
    sql.exec('DROP TABLE temp.import_staged');
    // A card of several rows (one per printing) is one card.
    const results = read.map(({ parsed }, index) => ({ parsed, summary: summaries[index]!, cards: summaries[index]!.created + summaries[index]!.updated }));
    progress('done', 1, 1);
    return {
      ok: true,
      summaries: results.map(({ parsed, summary, cards }, index) => ({
        importId: job.importId,
        game: job.game,
        file: basename(names[index]!),
        format: parsed.format,
        source: parsed.source.name,
        cards,
        notes: parsed.notes.map(issueOfApi),
        ...summary,
      })),
    };
  } catch (error) {
    try {
      journal?.undo();
    } catch {
      // What could not be undone now stays journaled: the host tries again when the worker has ended, and else the
      // next import or the next start undoes it, before anything else is imported (api/services/imports.ts).
    }
    sql.exec('DROP TABLE IF EXISTS temp.import_staged');
    progress('failed', 0, 0);
    if (error instanceof ImportBusyError) return { ok: false, code: 'BUSY', message: error.message, text: busyReason(error.run.pid) };
    if (error instanceof ImportError) {
      const count = error.total;
      const { en, ja } = error.text;
      const text = count > MAX_ISSUES ? { en: `${en} (the first ${MAX_ISSUES} of ${count} are listed)`, ja: `${ja}（${count}件のうち最初の${MAX_ISSUES}件を挙げます）` } : { en, ja };
      return { ok: false, code: 'IMPORT_FAILED', message: `${text.en}; nothing was imported`, text, issues: error.issues.slice(0, MAX_ISSUES).map(issueOfApi) };
    }
    throw error;
  }
}
