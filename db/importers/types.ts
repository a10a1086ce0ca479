import type { GameDefinition } from '../../engine/games/types';
import type { GameId } from '../../engine/games/id';
import type { CardRecord, RegulationRecord } from '../cards/record';
import type { RegulationScope } from '../cards/write';
import type { ImportIssue } from './issues';

export const IMPORT_FORMATS = ['fab-cube', 'dm-modern', 'dm-classic', 'dm-en', 'csv', 'json', 'regulation-csv'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** What an importer needs to know about the game: its name, kinds, sections and card language (from the engine). */
export type GameVocabulary = Pick<GameDefinition, 'id' | 'name' | 'cardLanguage' | 'cardKinds' | 'sections'> & { cardData: Pick<GameDefinition['cardData'], 'kindReading'> };

/** A file turned into cards and regulations, ready to write in one transaction. */
export interface ParsedImport {
  game: GameId;
  format: ImportFormat;
  source: { name: string; version: string; description: string | null };
  cards: CardRecord[];
  regulations: RegulationRecord[];
  /** The lists (format + status) this file is the authority for; see WriteCardsOptions.regulationScope. */
  regulationScope: RegulationScope[];
  /** Printings to add to cards that are already in the database, by card name (DM set lists). */
  printingsByName?: Map<string, CardRecord['printings']>;
  /** Rows passed over on purpose (not errors), e.g. printings of cards the database does not have. */
  notes: ImportIssue[];
}

export interface ImportInput {
  /** The file name, used to guess the format and to name the file in messages. */
  file: string;
  bytes: Uint8Array;
  vocabulary: GameVocabulary;
  format?: ImportFormat;
}

export interface ImportStreamInput extends Omit<ImportInput, 'bytes'> {
  /** The file's bytes in order, a piece at a time (any sizes; the pieces are not kept). */
  chunks: Iterable<Uint8Array>;
  /**
   * Takes a card template CSV's checked cards in batches while the file is still being read. A problem further on
   * still throws an ImportError, so write them in a transaction that the error rolls back; no batch comes after
   * the first problem is found. Other formats are read whole and their cards come back in the ParsedImport.
   */
  onCards: (cards: CardRecord[], source: { name: string; description: string | null }) => void;
}
