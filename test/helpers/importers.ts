/**
 * Shared by the importer tests: the real third-party data in ../shared/data (read where it lies, never copied
 * into the repository), the games' vocabularies from the engine, and small ways to run an import that must fail.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseImport } from '../../db/importers';
import { ImportError, type ImportIssue } from '../../db/importers/issues';
import type { ImportFormat, ParsedImport } from '../../db/importers/types';
import { findGame } from '../../engine/games/registry';
import type { GameDefinition, GameId } from '../../engine/games/types';

/** The folder of the real data files (../shared/data beside the project). */
export const DATA_DIR = fileURLToPath(new URL('../../../shared/data/', import.meta.url));

/** Absolute path of a data file, e.g. `dataPath('fab/cards.json')`. */
export function dataPath(relative: string): string {
  return `${DATA_DIR}${relative}`;
}

export function readData(relative: string): Buffer {
  return readFileSync(dataPath(relative));
}

export function readDataJson<T = unknown>(relative: string): T {
  return JSON.parse(readFileSync(dataPath(relative), 'utf8')) as T;
}

export function game(id: GameId): GameDefinition {
  return findGame(id)!;
}

/** The kind ids and section ids the engine defines for a game. */
export function kindIds(id: GameId): Set<string> {
  return new Set(game(id).cardKinds.map((kind) => kind.id));
}
export function sectionIds(id: GameId): Set<string> {
  return new Set(game(id).sections.map((section) => section.id));
}

/** Parses a real data file as the given game. */
export function parseData(id: GameId, relative: string, format?: ImportFormat): ParsedImport {
  return parseImport({ file: dataPath(relative), bytes: readData(relative), vocabulary: game(id), format });
}

/** Parses text or bytes as if they were a file of that name. */
export function parseText(id: GameId, file: string, content: string | Uint8Array, format?: ImportFormat): ParsedImport {
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  return parseImport({ file, bytes, vocabulary: game(id), format });
}

/** Runs something that must refuse its input; returns the ImportError (fails the test if it did not throw one). */
export function importError(run: () => unknown): ImportError {
  try {
    run();
  } catch (error) {
    if (error instanceof ImportError) return error;
    throw new Error(`expected an ImportError, got ${String(error)}`, { cause: error });
  }
  throw new Error('expected an ImportError, but the input was accepted');
}

/** The issues of an input that must be refused. */
export function importIssues(run: () => unknown): readonly ImportIssue[] {
  return importError(run).issues;
}
