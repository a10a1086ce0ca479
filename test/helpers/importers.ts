/**
 * Shared by the importer tests: the excerpts of the real third-party data in test/fixtures/data (see the README
 * there), the games' vocabularies from the engine, and small ways to run an import that must fail.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseImport } from '../../db/importers';
import { ImportError, type ImportIssue } from '../../db/importers/issues';
import type { ImportFormat, ParsedImport } from '../../db/importers/types';
import { findGame } from '../../engine/games/registry';
import type { GameDefinition } from '../../engine/games/types';
import type { GameId } from '../../engine/games/id';
import type { Localized } from '../../engine/localized';
import { dataFolder, type DataFolder } from './data-folder';

/** The excerpts of the third-party data, laid out as the reference folder's data/ (the full data: reference.ts). */
// Joined as a path, not resolved as a URL: the renderer's tests run in happy-dom, whose URL Node's fileURLToPath refuses.
export const FIXTURES: DataFolder = dataFolder(join(dirname(fileURLToPath(import.meta.url)), '../fixtures/data'));

/** Absolute path of a fixture, e.g. `dataPath('fab/cards.json')`. */
export const dataPath = (relative: string): string => FIXTURES.path(relative);
export const readData = (relative: string): Buffer => FIXTURES.bytes(relative);
export const readDataJson = <T = unknown>(relative: string): T => FIXTURES.json<T>(relative);

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

/** Parses a real data file as the given game: an excerpt, or a file of `data`. */
export function parseData(id: GameId, relative: string, data: DataFolder = FIXTURES): ParsedImport {
  return parseImport({ file: data.path(relative), bytes: data.bytes(relative), vocabulary: game(id) });
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

/** An issue with its reason in one language, as a test pins it. */
export type IssueIn = Omit<ImportIssue, 'message'> & { message: string };

/** Issues with their reasons in one language (the importer tests pin the English; refusals-ja.test.ts the Japanese). */
export function inLanguage(issues: readonly ImportIssue[], lang: keyof Localized = 'en'): IssueIn[] {
  return issues.map(({ message, ...where }) => ({ ...where, message: message[lang] }));
}

/** The issues of an input that must be refused, their reasons in one language. */
export function importIssues(run: () => unknown, lang: keyof Localized = 'en'): IssueIn[] {
  return inLanguage(importError(run).issues, lang);
}
