/**
 * What the app's hosts note as they run: start-up, the database opened and migrated, backups and restores, imports,
 * and every failure a caller only saw as a short INTERNAL error. The desktop app and the web bridge keep it in a
 * rotating file; the CLI prints its warnings and errors.
 */
import { appendFileSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { inspect } from 'node:util';
import type { LogEntry } from '../contract';

type LogLevel = LogEntry['level'];

export interface Logger {
  info(message: string): void;
  warn(message: string, error?: unknown): void;
  error(message: string, error?: unknown): void;
  /** This run's last warnings and errors, oldest first. */
  problems(): LogEntry[];
  /** The file written now (earlier ones are kept beside it as <name>.1.log, <name>.2.log…), or null. */
  readonly path: string | null;
}

const PROBLEMS_KEPT = 20;

/** A size as log lines and the diagnostics write it. */
export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** A failure as one readable text: its stack, with its causes. */
function describe(error: unknown): string {
  return error instanceof Error ? inspect(error, { depth: 4, breakLength: Infinity }) : String(error);
}

/** Keeps the last warnings and errors and hands every entry to `write`. */
function logger(path: string | null, now: () => Date, write: (entry: LogEntry) => void): Logger {
  const problems: LogEntry[] = [];
  const note = (level: LogLevel, message: string, error?: unknown) => {
    const entry: LogEntry = { time: now().toISOString(), level, message: error === undefined ? message : `${message}: ${describe(error)}` };
    if (level !== 'info') {
      problems.push(entry);
      if (problems.length > PROBLEMS_KEPT) problems.shift();
    }
    write(entry);
  };
  return {
    path,
    info: (message) => note('info', message),
    warn: (message, error) => note('warn', message, error),
    error: (message, error) => note('error', message, error),
    problems: () => problems.map((entry) => ({ ...entry })),
  };
}

/**
 * Errors to a stream (the CLI's stderr), each prefixed. Notes and warnings are left out: a command already reports
 * what it refused; an error is a failure its caller saw only as a short INTERNAL message.
 */
export function streamLogger(write: (line: string) => void, prefix = 'deckdojo: '): Logger {
  return logger(null, () => new Date(), (entry) => {
    if (entry.level === 'error') write(`${prefix}${entry.message}\n`);
  });
}

export interface LogFileOptions {
  folder: string;
  /**
   * The file's name without `.log`: each host its own (the desktop app and the web bridge share the data folder by
   * default, and may run at once).
   */
  name: string;
  /** Past this size the file is moved aside and a new one begun. */
  maxBytes?: number;
  /** How many moved-aside files are kept. */
  keep?: number;
  now?: () => Date;
  /** Where a line goes when the file cannot be written (a read-only or full disk must not stop the app). */
  fallback?: (line: string) => void;
  /** Warnings and errors are also shown here (the web bridge's terminal). */
  echoProblems?: (line: string) => void;
}

/**
 * A log file in `folder`, rotated by size. Lines are appended synchronously: each is small, and a line written just
 * before a crash is the one that explains it.
 */
export function openLogFile(options: LogFileOptions): Logger {
  const { folder, maxBytes = 1024 * 1024, keep = 3, now = () => new Date(), fallback = (line) => process.stderr.write(line) } = options;
  const path = join(folder, `${options.name}.log`);
  const aside = (index: number) => join(folder, `${options.name}.${index}.log`);
  let size = 0;
  try {
    size = statSync(path, { throwIfNoEntry: false })?.size ?? 0;
  } catch {
    // Not a folder we can use: every line will say so through the fallback.
  }

  function rotate(): void {
    rmSync(aside(keep), { force: true });
    for (let index = keep - 1; index >= 1; index--) {
      if (statSync(aside(index), { throwIfNoEntry: false })) renameSync(aside(index), aside(index + 1));
    }
    renameSync(path, aside(1));
    size = 0;
  }

  return logger(path, now, ({ time, level, message }) => {
    if (level !== 'info') options.echoProblems?.(`deckdojo: ${message}\n`);
    const line = `${time} ${level.toUpperCase().padEnd(5)} ${message}\n`;
    try {
      mkdirSync(folder, { recursive: true });
      if (size > 0 && size + Buffer.byteLength(line) > maxBytes) rotate();
      appendFileSync(path, line);
      size += Buffer.byteLength(line);
    } catch (failure) {
      fallback(`deckdojo: cannot write the log ${path} (${(failure as Error).message}): ${line}`);
    }
  });
}
