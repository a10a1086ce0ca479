/**
 * Fuzzing `decks.read` end to end (fast-check): damaged real decklists and random text read and resolved against the
 * real card pools of the packed database. Every call answers a read, or INVALID_DECKLIST whose issues name lines of
 * the file; never an internal failure (the resolver's FTS and LIKE lookups see every name a file can hold).
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { DECKLIST_GRAMMAR, DECKLIST_SEEDS } from '../../test/helpers/decklist-seeds';
import { recordingLogger } from '../../test/helpers/backend';
import { ensure, fuzzOptions, lineCount, mutated, randomText, shaped, shown } from '../../test/helpers/fuzz';
import { usePackedDatabase } from '../../test/helpers/packed-db';
import { createBackend } from '../backend';
import type { Response } from '../contract';
import { games } from '../../engine/games/registry';

const packed = usePackedDatabase();
/** Each call resolves every line against the database: fewer runs than the pure readers get, still thousands. */
const RUNS = 300;

describe('decks.read under fuzzing', () => {
  it('reads and resolves damaged and random decklists, or refuses them naming lines of the file', async () => {
    const log = recordingLogger();
    const backend = createBackend({ db: packed(), host: 'cli', clock: { now: () => new Date('2026-11-22T09:00:00Z') }, log });
    const inputs = fc.oneof({ arbitrary: mutated(DECKLIST_SEEDS), weight: 3 }, randomText, shaped(DECKLIST_GRAMMAR));
    await fc.assert(
      fc.asyncProperty(inputs, fc.constantFrom(...games.map((game) => game.id)), async (text, game) => {
        const label = () => `${game} ${shown(text)}`;
        const response = (await backend.invoke('decks.read', { game, text })) as Response<'decks.read'>;
        if (response.ok) {
          ensure(response.result.decks.length > 0, () => `${label()}: read, but no deck`);
          return;
        }
        const { code, message, issues = [] } = response.error;
        ensure(code === 'INVALID_DECKLIST', () => `${label()}: ${code} ${message} ${String(log.entries.at(-1)?.error)}`);
        const lines = lineCount(text.replace(/^\uFEFF/, ''));
        for (const issue of issues) {
          ensure(issue.line !== undefined && issue.line >= 1 && issue.line <= lines, () => `${label()}: issue at line ${issue.line} of ${lines}: ${issue.message}`);
          // Both languages travel with the issue, the English the same as its message.
          ensure(issue.text?.en === issue.message && issue.text.ja !== '', () => `${label()}: line ${issue.line}'s issue has no text in both languages`);
        }
      }),
      fuzzOptions(0xdec3, RUNS),
    );
  }, 120_000);
});
