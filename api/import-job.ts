/**
 * One import, start to finish, on one database connection, in one transaction: an update that brings several
 * files (cards and legality lists) lands whole or not at all. Every file is read a piece at a time; a card
 * template CSV is written while it is read (a 50 MB file never sits in memory: the pending rows wait in SQLite's
 * pages, not on the heap), the other formats once every file has been read.
 */
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { basename } from 'node:path';
import type { Database } from 'better-sqlite3';
import { openCardWriter, writeCards, type CardWriter, type CardWriterOptions, type WriteSummary } from '../db/cards/write';
import { parseImportStream } from '../db/importers';
import { ImportError, MAX_ISSUES } from '../db/importers/issues';
import { findGame } from '../engine/games/registry';
import type { GameId } from '../engine/games/types';
import type { ErrorIssue, ImportFormat, ImportProgress, ImportSummary } from './contract';

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
  | { ok: false; code: 'IMPORT_FAILED'; message: string; issues: ErrorIssue[] };

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
      const reason = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a folder' : (error as Error).message;
      throw new ImportError(this.name, [{ message: `cannot be read: ${reason}` }]);
    }
  }
}

/**
 * Runs the job. `chunkBytes` is how much of a file is read at a time (tests make it small, so that rows and
 * characters straddle pieces).
 */
export function runImportJob(sql: Database, job: ImportJob, report: (progress: ImportProgress) => void, { chunkBytes = CHUNK_BYTES } = {}): ImportOutcome {
  const names = job.files.map((file) => file.path ?? file.name ?? 'upload');
  const label = names.length === 1 ? basename(names[0]!) : `${names.length} files`;
  const progress = (phase: ImportProgress['phase'], done: number, total: number) =>
    report({ importId: job.importId, game: job.game, file: label, phase, done, total });
  progress('reading', 0, names.length);
  try {
    const vocabulary = findGame(job.game)!;
    const writing: Omit<CardWriterOptions, 'source'> = {
      game: job.game,
      cardLanguage: vocabulary.cardLanguage,
      now: new Date(job.now),
      onProgress: (done, total) => progress('writing', done, total),
    };
    const results = sql.transaction(() => {
      // First every file is read. A card template CSV's cards are written batch by batch while it is read (such a
      // file comes alone, from cards.import); the other formats' records wait, so a file that cannot be read stops
      // the job before they are written.
      const read = job.files.map((file, index) => {
        const bytes = new FileBytes(file, names[index]!, chunkBytes);
        let writer: CardWriter | undefined;
        let streamed = 0;
        const parsed = parseImportStream({
          file: names[index]!,
          chunks: bytes,
          vocabulary,
          format: file.format,
          onCards: (cards, source) => {
            // The source's version is the file's hash, known at its end; finish sets it.
            writer ??= openCardWriter(sql, { ...writing, source: { ...source, version: '' } });
            streamed += cards.length;
            // How many cards the whole file holds, judged from the share of its bytes read so far.
            const expected = Math.round((streamed * bytes.size) / Math.max(1, bytes.given));
            writer.write(cards, Math.max(streamed, expected));
          },
        });
        progress('reading', index + 1, names.length);
        return { parsed, writer, cards: streamed + parsed.cards.length };
      });
      // Then each file's records and lists, in order: a set list's printings find the cards written before it.
      return read.map(({ parsed, writer, cards }) => {
        const lists = { regulations: parsed.regulations, regulationScope: parsed.regulationScope, printingsByName: parsed.printingsByName };
        const summary: WriteSummary = writer
          ? writer.finish({ ...lists, source: parsed.source })
          : writeCards(sql, { ...writing, ...lists, source: parsed.source, cards: parsed.cards });
        return { parsed, summary, cards };
      });
    })();
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
      const count = error.total;
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
