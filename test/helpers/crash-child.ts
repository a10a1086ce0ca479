/**
 * The process the crash test kills (test/integration/crash.test.ts): on the database file it is given, through the real
 * backend, it saves deck versions, imports card files and plays table actions in a loop until it is killed, and prints
 * one line (crash-plan.ts Confirmed) for each write after the call returned ok. It starts from what the database holds,
 * so each child carries on the decks, tables and import batches of the one killed before it.
 *
 * Usage (bundled by the test): node crash-child.mjs <database file> <seed>
 */
import { createBackend } from '../../api/backend';
import type { DeckSections, MethodName, Params, Result, TableAction, TableSnapshot } from '../../api/contract';
import { openDatabase } from '../../db/open';
import sampleDeck from '../../db/packs/sample-acg.deck.json';
import { batchFile, batchOfSource, CRASH_GAME, SAVED_DECK_TAG, SAVED_DECKS, seededInts, TABLE_LENGTH, TABLE_DECK_TAG, type Confirmed } from './crash-plan';

const [path, seedText] = process.argv.slice(2);
if (!path || !seedText) throw new Error('usage: crash-child <database file> <seed>');
const int = seededInts(Number(seedText));
const game = CRASH_GAME;

const db = openDatabase({ path });
const backend = createBackend({ db, host: 'cli' });

async function ok<M extends MethodName>(method: M, params: Params<M>): Promise<Result<M>> {
  const response = await backend.invoke(method, params);
  if (!response.ok) throw new Error(`${method}: ${response.error.code} ${response.error.message}`);
  return response.result as Result<M>;
}

/** Prints a confirmation and waits until the pipe has taken it, so the line is out before the next call starts. */
const confirm = (line: Confirmed) =>
  new Promise<void>((resolve, reject) => process.stdout.write(`${JSON.stringify(line)}\n`, (error) => (error ? reject(error) : resolve())));

// Where the killed child left off.
const decks = await ok('library.list', { game, tag: SAVED_DECK_TAG });
let tableDeck = (await ok('library.list', { game, tag: TABLE_DECK_TAG }))[0]?.id;
let table = (await ok('table.list', { game })).find((each) => each.length < TABLE_LENGTH)?.id;
let batch = Math.max(0, ...(await ok('sources.list', { game })).map((source) => batchOfSource(source.name) ?? 0)) + 1;
await confirm({ op: 'ready' });

const pool = Object.values(sampleDeck.sections).flatMap((lines) => lines.map((line) => line.key));
const sectionIds = Object.keys(sampleDeck.sections);

/** Lines a section of a saved deck keeps at most, so versions stay small and the checks after each kill quick. */
const SECTION_LINES = 12;

/**
 * The deck with one line changed, in one of its sections: a card of the sample pool added, a copy more or fewer, or
 * (in a full section) its first line taken out.
 */
function edited(sections: Record<string, { key: string; count: number }[]>): DeckSections {
  const next: DeckSections = Object.fromEntries(Object.entries(sections).map(([id, lines]) => [id, lines.map(({ key, count }) => ({ key, count }))]));
  const lines = (next[sectionIds[int(sectionIds.length)]!] ??= []);
  const key = pool[int(pool.length)]!;
  const line = lines.find((each) => each.key === key);
  if (line) line.count += int(2) === 0 && line.count > 1 ? -1 : 1;
  else if (lines.length < SECTION_LINES) lines.push({ key, count: 1 + int(3) });
  else lines.shift();
  return next;
}

async function saveDeck(): Promise<void> {
  if (decks.length < SAVED_DECKS) {
    const created = await ok('library.create', { game, name: `crash ${decks.length + 1}`, tags: [SAVED_DECK_TAG], sections: edited({}) });
    decks.push(created);
    return confirm({ op: 'deck', id: created.id, version: created.version, sections: created.sections });
  }
  const deck = await ok('library.get', { id: decks[int(decks.length)]!.id });
  const saved = await ok('library.save', { id: deck.id, baseVersion: deck.version, sections: edited(deck.sections) });
  await confirm({ op: 'deck', id: saved.id, version: saved.version, sections: saved.sections });
}

async function importBatch(): Promise<void> {
  const file = batchFile(batch);
  await ok('cards.import', { game, file: { name: file.name, base64: Buffer.from(file.text).toString('base64') } });
  await confirm({ op: 'import', batch });
  batch++;
}

/** A manual action the table allows now: draw, put a card from the hand under the deck, shuffle, life, a die. */
function nextAction(snapshot: TableSnapshot): TableAction {
  const { drawPile, hand } = snapshot.rules;
  const zone = (id: string) => snapshot.view.zones.find((each) => each.key === `${id}#0`);
  const inHand = zone(hand)?.cards ?? [];
  const pick = int(5);
  if (pick === 0 && (zone(drawPile)?.count ?? 0) > 0) return { type: 'draw', seat: 0, count: 1 };
  if (pick === 1 && inHand.length > 0) return { type: 'move', seat: 0, card: inHand[int(inHand.length)]!.id!, to: { zone: drawPile, position: 'bottom' } };
  if (pick === 2) return { type: 'life', seat: 0, target: 0, delta: int(2) === 0 ? -1 : 1 };
  if (pick === 3) return { type: 'rollDie', seat: 0, sides: 6 };
  // An empty deck or hand shuffles instead.
  return { type: 'shuffle', seat: 0, zone: { zone: drawPile } };
}

async function act(): Promise<void> {
  if (!table) {
    if (!tableDeck) tableDeck = (await ok('library.create', { game, name: 'crash table', tags: [TABLE_DECK_TAG], sections: sampleDeck.sections })).id;
    const started = await ok('table.start', { game, decks: [tableDeck], dummy: {}, seed: int(2 ** 31) });
    table = started.table.id;
    return confirm({ op: 'table', id: table, length: started.table.length });
  }
  const snapshot = await ok('table.get', { id: table, seat: 0, logFrom: Number.MAX_SAFE_INTEGER });
  const action = nextAction(snapshot);
  const after = await ok('table.act', { id: table, seat: 0, action, logFrom: Number.MAX_SAFE_INTEGER });
  if (after.notices.some((notice) => notice.kind === 'refused')) throw new Error(`table ${table} refused ${JSON.stringify(action)}`);
  await confirm({ op: 'act', id: table, index: after.table.cursor - 1, action });
  if (after.table.length >= TABLE_LENGTH) table = undefined;
}

for (;;) {
  // An import takes ten times as long as the others (a worker thread starts for it): one call in twenty-five.
  const pick = int(25);
  if (pick < 1) await importBatch();
  else if (pick < 12) await saveDeck();
  else await act();
}
