/**
 * For the reference tests (`*.reference.test.ts`, `npm run test:reference`) and test/fixtures/make.ts only: the full
 * third-party data and the rules of the reference folder (db/packs/reference.ts says where it is). The default tests
 * read the excerpts in test/fixtures through test/helpers/importers.ts and test/helpers/rules.ts instead.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { referenceDir } from '../../db/packs/reference';
import { dataFolder, type DataFolder } from './data-folder';
import { RULE_SOURCES, type RuleGame } from './rules';

const REFERENCE_DIR = referenceDir();

/** The full data (data/ of the reference folder, described by its README). */
export const REFERENCE_DATA: DataFolder = dataFolder(join(REFERENCE_DIR, 'data'));

/** A game's original Japanese rules (rules/source/), as the file has them. */
export function originalRules(game: RuleGame): string {
  return readFileSync(join(REFERENCE_DIR, 'rules', 'source', RULE_SOURCES[game]), 'utf8');
}

/** A game's English digest (rules/<game>.md), the numbering every rule reference follows. */
export function digestText(game: RuleGame): string {
  return readFileSync(join(REFERENCE_DIR, 'rules', `${game}.md`), 'utf8');
}
