/**
 * Deck benchmarks: validating real decks (goal: 20,000 validations a second, i.e. at most 50 us each), reading
 * and resolving a decklist, and the draw-odds table of a whole deck, each beside a simpler job measured in the
 * same run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openAppDatabase } from '../../api/services/database';
import { regulationEntries } from '../../db/cards/read';
import { loadDeckCards } from '../../db/decks/cards';
import { resolveDeckList } from '../../db/decks/resolve';
import type { AppDatabase } from '../../db/open';
import { copyIdentity } from '../../engine/deck/cards';
import { readDeckFile, talisharId } from '../../engine/deck/formats';
import { drawOdds, probabilityAtLeast } from '../../engine/deck/stats';
import type { Deck } from '../../engine/deck/types';
import { deckChecker, findDeckFormat } from '../../engine/deck/validate';
import { gameDefinition } from '../../engine/games/registry';
import type { GameId } from '../../engine/games/id';
import { FIXTURES } from '../helpers/importers';
import { compare, type BenchResult } from './harness';


function resolved(db: AppDatabase, game: GameId, text: string, pick: (name: string) => boolean): Deck {
  const list = readDeckFile(text, game).decks.find((deck) => pick(deck.name ?? ''))!;
  return resolveDeckList(db.sql, gameDefinition(game), list, { talisharId }).deck;
}

/** The least any validator does: count each card's copies by name over the whole deck. */
function countCopies(deck: Deck): number {
  const counts = new Map<string, number>();
  for (const entries of Object.values(deck.sections)) for (const { card, count } of entries) counts.set(copyIdentity(card, 'name'), (counts.get(copyIdentity(card, 'name')) ?? 0) + count);
  return counts.size;
}

export async function deckBenchmarks(scale: number, report: (result: BenchResult) => void): Promise<void> {
  const sizes = { rounds: Math.max(3, Math.round(15 * scale)), batch: Math.max(20, Math.round(2000 * scale)) };
  const dir = mkdtempSync(join(tmpdir(), 'deck-dojo-bench-decks-'));
  const db = openAppDatabase({ path: join(dir, 'decks.db') });
  try {
    // Real decklists of the test fixtures (test/fixtures/data): a tournament winner and the Sweden CC list.
    const products = FIXTURES.text('dm/decks/prebuilt_and_tournament_decks_ja.json');
    const dmDeck = resolved(db, 'dm', products, (name) => name.startsWith('NET-082 '));
    const sweden = FIXTURES.text('fab/decks/fabrary_export_CC_sweden_nationals_2025_1st_cindra.txt');
    const fabPool = resolved(db, 'fab', sweden, () => true);

    // 1. Validation of real decks: every rule of the format and its regulation list.
    const hallOfFame = deckChecker('dm', findDeckFormat('dm', 'standard', ['standard']), { regulations: regulationEntries(db.sql, 'dm', 'standard'), asOf: '2026-11-22' });
    report(await compare('validate a 40-card DM deck under the 殿堂 list (goal ≤ 50 us; baseline: counting its copies by name)', () => hallOfFame(dmDeck), () => countCopies(dmDeck), sizes));
    const classic = deckChecker('fab', findDeckFormat('fab', 'cc'), { regulations: regulationEntries(db.sql, 'fab', 'cc'), asOf: '2026-11-22' });
    report(await compare('validate an 80-card FaB CC pool with the CC lists (goal ≤ 50 us; baseline: counting its copies by name)', () => classic(fabPool), () => countCopies(fabPool), sizes));

    // 2. Reading a decklist, and resolving its names against the card database.
    const fewer = { rounds: sizes.rounds, batch: Math.max(5, Math.round(sizes.batch / 10)) };
    report(await compare('read a FaBrary decklist (baseline: split into lines and match each count)', () => readDeckFile(sweden, 'fab'), () => sweden.split('\n').filter((line) => /^\d+x /.test(line)).length, fewer));
    const swedenList = readDeckFile(sweden, 'fab').decks[0]!;
    const swedenKeys = Object.values(fabPool.sections).flatMap((entries) => entries.map((entry) => entry.card.key));
    report(
      await compare(
        'resolve the names of an 80-card FaB list (baseline: load the same cards by key)',
        () => resolveDeckList(db.sql, gameDefinition('fab'), swedenList, { talisharId }),
        () => loadDeckCards(db.sql, 'fab', swedenKeys),
        fewer,
      ),
    );

    // A 10,000-line list (goal: read within a second): real names and, worse, names no card has, which send each
    // line through the search for other spellings until the list's budget of those is spent.
    const lines = Math.max(200, Math.round(10_000 * scale));
    const realNames = dmDeck.sections.main!.map((entry) => entry.card.name);
    const long = Array.from({ length: lines }, (_, index) => (index % 2 ? `1 ${realNames[index % realNames.length]}` : `1 存在しないカード${index}`)).join('\n');
    const longList = readDeckFile(long, 'dm').decks[0]!;
    const once = { rounds: Math.max(3, Math.round(5 * scale)), batch: 1 };
    report(
      await compare(
        `read and resolve a ${lines}-line DM decklist, half of it unknown names (goal ≤ 1 s; baseline: reading it without resolving)`,
        () => resolveDeckList(db.sql, gameDefinition('dm'), readDeckFile(long, 'dm').decks[0]!),
        () => readDeckFile(long, 'dm'),
        once,
      ),
    );
    if (longList.entries.length !== lines) throw new Error(`the ${lines}-line list read as ${longList.entries.length} lines`);

    // 3. The draw-odds table of a whole deck: at least one copy of each card by turns 1–10, first and second.
    const dm = gameDefinition('dm');
    const cards = dmDeck.sections.main!;
    const population = cards.reduce((sum, entry) => sum + entry.count, 0);
    report(
      await compare(
        'draw-odds table of a 40-card DM deck, every card × 10 turns (baseline: each cell computed on its own)',
        () => cards.map(({ card }) => drawOdds(dm, dmDeck, { groups: [{ keys: [card.key], atLeast: 1 }], turns: 10 })),
        () => cards.map(({ count }) => Array.from({ length: 10 }, (_, turn) => [probabilityAtLeast(population, count, 5 + turn, 1), probabilityAtLeast(population, count, 6 + turn, 1)])),
        fewer,
      ),
    );
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
