// The choice before each game over the API (FaB CR 4.1.4–4.1.6), on a copy of the packed database: the real Cindra
// card-pool (Sweden nationals 2025, test/fixtures/data; 9 arena-cards and 71 deck-cards) saved in the library.
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { apiOf, makeBackend, type TestBackend } from '../../test/helpers/backend';
import { shippedDeck, type Call } from '../../test/helpers/library-decks';
import { copyPackedDatabase } from '../../test/helpers/packed';
import { useTempDir } from '../../test/helpers/temp';
import type { DeckLine, DeckSections, TableSnapshot } from '../contract';

const tempDir = useTempDir();
const opened: TestBackend[] = [];
afterEach(() => {
  for (const test of opened.splice(0)) test.db.close();
});

async function setUp() {
  const dir = tempDir();
  copyPackedDatabase(join(dir, 'deck-dojo.db'));
  const test = makeBackend(dir);
  opened.push(test);
  const api = apiOf(test);
  const cindra = await shippedDeck(api.ok as Call, 'fab');
  return { api, dir, deck: cindra.id, sections: cindra.sections };
}

const keys = (sections: Record<string, DeckLine[]>): DeckSections =>
  Object.fromEntries(Object.entries(sections).map(([section, lines]) => [section, lines.map(({ key, count }) => ({ key, count }))]));
const total = (lines: readonly { count: number }[] = []) => lines.reduce((sum, line) => sum + line.count, 0);
const zone = (snapshot: TableSnapshot, key: string) => snapshot.view.zones.find((candidate) => candidate.key === key)!;
const names = (snapshot: TableSnapshot, key: string) => zone(snapshot, key).cards.map((card) => card.name);

/** The first `count` copies of the pool's deck section, in list order. */
function firstCopies(lines: readonly DeckLine[], count: number): { key: string; count: number }[] {
  const chosen: { key: string; count: number }[] = [];
  let left = count;
  for (const line of lines) {
    if (left === 0) break;
    const taken = Math.min(line.count, left);
    chosen.push({ key: line.key, count: taken });
    left -= taken;
  }
  return chosen;
}

describe('table.pick and table.start with picks (FaB 4.1.4–4.1.6)', () => {
  it('FaB 4.1.4a / 4.1.5: the first time offers the whole deck section and the first piece per zone; other games choose nothing', async () => {
    const { api, deck } = await setUp();
    const pick = (await api.ok('table.pick', { deckId: deck }))!;
    expect(pick).toMatchObject({ remembered: false, violations: [], plan: { kind: 'pool', deck: { section: 'deck', min: 60 } } });
    expect(total(pick.sections.deck)).toBe(71);
    expect(pick.sections.arena!.map((line) => line.name)).toEqual(['Blood Splattered Vest', 'Claw of Vynserakai', 'Dragonscaler Flight Path', 'Flick Knives', 'Kunai of Retribution', 'Mask of Momentum']);
    expect(total(pick.pool.arena) + total(pick.pool.deck)).toBe(80);
    // The zones offered, each with the pool's pieces that fit it.
    const groups = Object.fromEntries(pick.equipment!.groups.map((group) => [group.label.en, group.keys.length]));
    expect(groups).toEqual({ 'Weapons (two weapon zones)': 2, Arms: 1, Chest: 1, Head: 2, Legs: 2 });
    const acg = await shippedDeck(api.ok as Call, 'acg');
    expect(await api.ok('table.pick', { deckId: acg.id })).toBeNull();
    expect(await api.call('table.pick', { deckId: 'nowhere' })).toMatchObject({ ok: false, error: { code: 'NOT_FOUND', message: 'deckId: no saved deck with id "nowhere"' } });
  });

  it('FaB 4.1.4–4.1.6: the table starts from the choice; the rest of the pool is the inventory, its owner’s only', async () => {
    const { api, deck } = await setUp();
    const offered = (await api.ok('table.pick', { deckId: deck }))!;
    const choice: DeckSections = {
      hero: keys(offered.sections).hero!,
      arena: [
        { key: offered.pool.arena!.find((line) => line.name === 'Kunai of Retribution')!.key, count: 2 },
        { key: offered.pool.arena!.find((line) => line.name === 'Mask of the Pouncing Lynx')!.key, count: 1 },
        { key: offered.pool.arena!.find((line) => line.name === 'Tide Flippers')!.key, count: 1 },
      ],
      deck: firstCopies(offered.pool.deck!, 60),
    };
    const checked = (await api.ok('table.pick', { deckId: deck, sections: choice }))!;
    expect(checked.violations).toEqual([]);
    const table = await api.ok('table.start', { game: 'fab', decks: [deck, deck], picks: [choice, null], seed: 3, layout: 'windows' });
    expect(table.notices).toEqual([]);
    // 60 cards, 4 in the hand (Cindra's intellect); the pieces in their zones.
    expect(zone(table, 'deck#0').count + zone(table, 'hand#0').count).toBe(60);
    expect([...names(table, 'weapon1#0'), ...names(table, 'weapon2#0')]).toEqual(['Kunai of Retribution', 'Kunai of Retribution']);
    expect(names(table, 'head#0')).toEqual(['Mask of the Pouncing Lynx']);
    expect(names(table, 'legs#0')).toEqual(['Tide Flippers']);
    expect(zone(table, 'chest#0').count + zone(table, 'arms#0').count).toBe(0);
    // The inventory: 11 deck-cards and 5 arena-cards left out, named to seat 0 only.
    expect(zone(table, 'inventory#0').count).toBe(16);
    expect(names(table, 'inventory#0')).toContain('Mask of Momentum');
    const other = await api.ok('table.get', { id: table.table.id, seat: 1 });
    expect(zone(other, 'inventory#0').count).toBe(16);
    expect(zone(other, 'inventory#0').cards.every((card) => card.key === null && card.name === null && card.id === null)).toBe(true);
    // Nor does its log: the setup names only what is equipped.
    const aboutSeat0 = other.log.flatMap((entry) => entry.lines.map((line) => line.en)).filter((line) => line.includes("Player 1's"));
    expect(aboutSeat0.filter((line) => /Mask of Momentum|Blood Splattered Vest|Claw of Vynserakai|Dragonscaler|Flick Knives/.test(line))).toEqual([]);
    // Seat 1 played the deck as saved: all 71 deck-cards, 3 pieces left over in its inventory.
    expect(zone(other, 'deck#1').count + zone(other, 'hand#1').count).toBe(71);
    expect(zone(other, 'inventory#1').count).toBe(3);
  });

  it('the last choice is remembered per deck and offered next time; an edited deck keeps what still fits', async () => {
    const { api, deck } = await setUp();
    const offered = (await api.ok('table.pick', { deckId: deck }))!;
    const choice = { ...keys(offered.sections), deck: firstCopies(offered.pool.deck!, 60) };
    await api.ok('table.start', { game: 'fab', decks: [deck], picks: [choice] });
    const again = (await api.ok('table.pick', { deckId: deck }))!;
    expect(again.remembered).toBe(true);
    expect(keys(again.sections)).toEqual(choice);
    // The deck loses its first deck-card: the choice keeps the other 60 - its copies.
    const saved = await api.ok('library.get', { id: deck });
    const [gone, ...rest] = saved.sections.deck!;
    await api.ok('library.save', { id: deck, baseVersion: saved.version, sections: { ...keys(saved.sections), deck: keys({ deck: rest }).deck! } });
    const edited = (await api.ok('table.pick', { deckId: deck }))!;
    expect(edited.remembered).toBe(true);
    expect(edited.sections.deck!.some((line) => line.key === gone!.key)).toBe(false);
    expect(total(edited.sections.deck)).toBe(60 - gone!.count);
    expect(edited.violations.map((violation) => violation.message.en)).toEqual([`This game's deck has ${60 - gone!.count} cards; it needs at least 60.`]);
  });

  it('FaB 4.1.5 / 3.10.2a: assisted starts with the breaches as warnings; strict refuses naming them; free checks nothing', async () => {
    const { api, deck } = await setUp();
    const offered = (await api.ok('table.pick', { deckId: deck }))!;
    const masks = offered.pool.arena!.filter((line) => line.name.startsWith('Mask of')).map(({ key }) => ({ key, count: 1 }));
    const choice = { ...keys(offered.sections), arena: masks, deck: firstCopies(offered.pool.deck!, 59) };
    const refused = await api.call('table.start', { game: 'fab', decks: [deck], picks: [choice], mode: 'strict' });
    expect(refused).toMatchObject({
      ok: false,
      error: {
        code: 'INVALID_PARAMS',
        message: "picks[0]: This game's deck has 59 cards; it needs at least 60. (FaB TRP 7.1) 2 pieces chosen for Head, which holds one each: Mask of Momentum, Mask of the Pouncing Lynx. (FaB 3.10.2a)",
      },
    });
    expect(await api.ok('table.list', { game: 'fab' })).toEqual([]);
    const warned = await api.ok('table.start', { game: 'fab', decks: [deck], picks: [choice] });
    expect(warned.notices.map((notice) => `${notice.kind} ${notice.rule}`)).toEqual(['warning FaB TRP 7.1', 'warning FaB 3.10.2a']);
    // The second mask has no zone left: it waits in the inventory.
    expect(names(warned, 'head#0')).toHaveLength(1);
    expect(names(warned, 'inventory#0')).toContain(offered.pool.arena!.find((line) => line.key === masks[1]!.key)!.name);
    const free = await api.ok('table.start', { game: 'fab', decks: [deck], picks: [choice], mode: 'free' });
    expect(free.notices).toEqual([]);
    expect(zone(free, 'deck#0').count + zone(free, 'hand#0').count).toBe(59);
  });

  it('FaB 4.1.4–4.1.6 in a match: the first game starts from each seat’s choice, the rest in its inventory; strict refuses a breach', async () => {
    const { api, deck } = await setUp();
    const offered = (await api.ok('table.pick', { deckId: deck }))!;
    const sixty = { ...keys(offered.sections), deck: firstCopies(offered.pool.deck!, 60) };
    const refused = await api.call('match.start', { game: 'fab', decks: [deck, deck], bestOf: 3, mode: 'strict', picks: [sixty, { ...sixty, deck: firstCopies(offered.pool.deck!, 59) }] });
    expect(refused).toMatchObject({ ok: false, error: { code: 'INVALID_PARAMS', message: "picks[1]: This game's deck has 59 cards; it needs at least 60. (FaB TRP 7.1)" } });
    expect(await api.ok('match.list', { game: 'fab' })).toEqual([]);
    const match = await api.ok('match.start', { game: 'fab', decks: [deck, deck], bestOf: 3, picks: [sixty, null] });
    expect(total(match.seats[0].sided!.deck)).toBe(60);
    expect(total(match.seats[1].sided!.deck)).toBe(71);
    const decision = match.state.kind === 'firstPlayer' ? match.state.decision : null;
    const playing = await api.ok('match.choose', decision?.kind === 'choose' ? { id: match.id, seat: decision.chooser, goFirst: true } : { id: match.id });
    const tableId = playing.state.kind === 'playing' ? playing.state.tableId : '';
    const table = await api.ok('table.get', { id: tableId, seat: 0 });
    expect(zone(table, 'deck#0').count + zone(table, 'hand#0').count).toBe(60);
    expect(zone(table, 'inventory#0').count).toBe(14);
    expect(zone(table, 'inventory#1').count).toBe(3);
    expect(keys((await api.ok('table.pick', { deckId: deck }))!.sections)).toEqual(sixty);
  });

  it('a choice is refused for a deck whose format chooses nothing, and for more choices than decks', async () => {
    const { api, deck } = await setUp();
    const acg = await shippedDeck(api.ok as Call, 'acg');
    expect(await api.call('table.start', { game: 'acg', decks: [acg.id], picks: [keys(acg.sections)] })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_PARAMS', message: expect.stringMatching(/^picks\[0\]: ".*" is played as saved: its format chooses no cards before a game$/) },
    });
    expect(await api.call('table.start', { game: 'fab', decks: [deck], picks: [null, null] })).toMatchObject({ ok: false, error: { code: 'INVALID_PARAMS', message: 'picks: 2 choices for 1 deck' } });
  });
});

