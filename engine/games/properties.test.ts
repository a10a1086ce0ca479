/**
 * Property tests on the five games' real tables (fast-check): random sequences of turn steps, each game's own actions
 * and generic actions never lose or duplicate a card, never show seat 1's hidden cards to seat 0 in its view or its
 * log, and undo, redo and a saved session's replay give back the same states. The core's own properties
 * (engine/core/properties.test.ts) run on its test table; these run what the game definitions add.
 */
import fc from 'fast-check';
import { describe as group, expect, it } from 'vitest';
import { checkEveryCardOnce } from '../../test/helpers/invariants';
import type { Action, GameActionArgs } from '../core/actions';
import { describe, redactEvent } from '../core/describe';
import { History, type Session } from '../core/history';
import { startTable, type SeatDeck, type SectionCard } from '../core/setup';
import { type GameState } from '../core/state';
import { isRuleError } from '../core/basics';
import { view } from '../core/view';
import { games } from './registry';
import type { GameDefinition } from './types';

/**
 * A seat's made-up deck for any game: 50 draw-pile cards keyed `<prefix>1`… and 12 cards of every other section keyed
 * `<prefix>-<section>-1`…, with the facts the games' actions read (FaB hero stats, pitch, equipment kinds; DM
 * civilizations, costs, kinds, keywords and power, and the faces of its psychic creatures).
 */
function deckFor(game: GameDefinition, prefix: string): SeatDeck {
  const sections: Record<string, SectionCard[]> = {};
  const facts = (index: number): SectionCard['facts'] => ({
    pitch: 1 + (index % 3),
    cost: index % 4,
    civs: index % 5 === 0 ? ['水', '闇'] : ['火'],
    kinds: index % 3 === 0 ? ['spell'] : ['creature'],
    keywords: [['S・トリガー'], ['ブロッカー'], ['W・ブレイカー'], ['スレイヤー', 'スピードアタッカー']][index % 4]!,
    power: 1000 * (1 + (index % 7)),
  });
  for (const section of game.sections) {
    if (section.id === game.setup.drawPile.section) {
      sections[section.id] = Array.from({ length: 50 }, (_, index) => ({ key: `${prefix}${index + 1}`, name: `${prefix.toUpperCase()} ${index + 1}`, count: 1, facts: facts(index) }));
    } else if (section.id === 'hero') {
      sections[section.id] = [{ key: `${prefix}-hero`, name: `${prefix.toUpperCase()} Hero`, count: 1, facts: { life: 20, intellect: 4 } }];
    } else if (section.id === 'arena') {
      const kinds = [['weapon'], ['equipment'], ['equipment'], ['equipment'], ['equipment']];
      const subtypes = [['Sword'], ['Head'], ['Chest'], ['Arms'], ['Legs']];
      sections[section.id] = kinds.map((kind, index) => ({ key: `${prefix}-arena-${index + 1}`, name: `${prefix.toUpperCase()} Arena ${index + 1}`, count: 1, facts: { kinds: kind, subtypes: subtypes[index]! } }));
    } else {
      sections[section.id] = Array.from({ length: 12 }, (_, index) => ({
        key: `${prefix}-${section.id}-${index + 1}`,
        name: `${prefix.toUpperCase()} ${section.id} ${index + 1}`,
        count: 1,
        ...outOfPlay(section.id, `${prefix.toUpperCase()} ${section.id} ${index + 1}`),
      }));
    }
  }
  return { sections };
}

/**
 * DM's cards outside the deck, as its zone rules read them: two-faced psychic creatures in 超次元 (awakened, sent back
 * there from anywhere but the battle zone) and GR creatures in 超GR (sent to its bottom).
 */
function outOfPlay(section: string, name: string): Pick<SectionCard, 'facts' | 'faces'> {
  if (section === 'gr') return { facts: { kinds: ['creature', 'grCreature'], civs: ['水'], cost: 3 } };
  if (section !== 'hyperspace') return {};
  const facts = { kinds: ['creature', 'psychic'], civs: ['闇'], cost: 5 };
  return { facts, faces: [{ name, facts }, { name: `${name} awake`, facts: { ...facts, cost: 10 } }] };
}

type Roll = [number, number, number, number];
const rolls = (max: number) => fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat(), fc.integer({ min: -3, max: 3 })), { maxLength: max, size: 'medium' });
const pick = <T>(items: readonly T[], roll: number): T => items[roll % items.length]!;

/**
 * An action from four numbers: a turn step, one of the game's own actions with arguments picked from the table, or a
 * generic action. With `onlySeat` set, only that seat acts and only on its own cards (the leak property: the other
 * seat's cards move only by the turn flow and by that seat's actions aimed at it).
 */
function toAction(game: GameDefinition, state: GameState, [kind, a, b, delta]: Roll, onlySeat: number | null): Action {
  const seat = onlySeat ?? a % state.seats.length;
  const own = Object.keys(state.cards).filter((id) => onlySeat === null || state.cards[id]!.owner === onlySeat);
  const card = pick(own, b);
  const other = pick(own, a);
  const zones = game.zones.map((zone) => zone.id);
  const ownActions = (game.actions ?? []).map((action) => action.id);
  const gameActions = ownActions.length > 0 ? ownActions : ['none'];
  const args: GameActionArgs = {
    card,
    attacker: card,
    creature: other,
    sources: [other],
    target: (seat + 1) % state.seats.length,
    count: 1 + (b % 3),
    breaks: 1 + (a % 2),
    positions: [b % 3],
    half: pick(['creature', 'spell'], a),
    mana: a % 2 === 0 ? [other] : [],
    delta,
  };
  const actions: (() => Action)[] = [
    () => ({ type: 'advance', seat: state.turn.activeSeat }),
    () => ({ type: 'advance', seat: state.turn.activeSeat }),
    () => ({ type: 'game', seat, action: pick(gameActions, a), args }),
    () => ({ type: 'game', seat, action: pick(gameActions, b), args }),
    () => ({ type: 'draw', seat, count: 1 + (b % 2) }),
    () => ({ type: 'move', seat, card, to: { zone: pick(zones, a), seat } }),
    () => ({ type: 'tap', seat, card, tapped: a % 2 === 0 }),
    () => ({ type: 'turnFace', seat, card, face: a % 3 }),
    () => ({ type: 'counter', seat, card, name: 'damage', delta }),
    () => ({ type: 'life', seat, target: seat, delta }),
    () => answer(game, state, onlySeat, a, b) ?? { type: 'shuffle', seat, zone: { zone: game.setup.drawPile.zone } },
    () => answer(game, state, onlySeat, b, a) ?? { type: 'game', seat, action: pick(gameActions, a + b), args },
  ];
  return pick(actions, kind)();
}

/**
 * The oldest open decision answered by its seat as its game declares: one of the answers on one of its offers, a
 * choice or the pass; none when only another seat acts.
 */
function answer(game: GameDefinition, state: GameState, onlySeat: number | null, a: number, b: number): Action | null {
  const open = state.decisions[0];
  const kind = game.decisions?.find((decision) => decision.id === open?.kind);
  if (!open || !kind || (onlySeat !== null && open.seat !== onlySeat)) return null;
  const whole = [...(kind.choices ?? []), ...(kind.pass ? [kind.pass] : [])];
  const action = open.cards.length === 0 ? pick(whole, a) : pick([...kind.answers, ...whole], a);
  const args: GameActionArgs = whole.includes(action) ? {} : { card: pick(open.cards, b), half: pick(['creature', 'spell'], b) };
  return { type: 'game', seat: open.seat, action, args };
}

function play(game: GameDefinition, history: History, script: Roll[], onlySeat: number | null, afterEach?: (state: GameState) => void): void {
  for (const roll of script) {
    if (!isRuleError(history.perform(toAction(game, history.state, roll, onlySeat)))) afterEach?.(history.state);
  }
}

const table = (game: GameDefinition, seed: number, mode: 'free' | 'assisted' | 'strict' = 'assisted'): History =>
  startTable(game, { seed, decks: [deckFor(game, 'a'), deckFor(game, 'b')], mode });

/** Seat 1's draw-pile cards by key or name: what seat 0 must never learn while they stay hidden. */
const SECRET_KEY = /"b\d+"/;
const SECRET_NAME = /\bB \d+\b/;

group.each(games.filter((game) => game.turns).map((game) => [game.abbreviation, game] as const))('%s table properties', (_, game) => {
  it('never loses or duplicates a card instance', () => {
    fc.assert(
      fc.property(rolls(60), fc.nat(1000), fc.constantFrom('free', 'assisted', 'strict'), (script, seed, mode) => {
        const history = table(game, seed, mode);
        play(game, history, script, null, checkEveryCardOnce);
      }),
      { numRuns: 60 },
    );
    // Scripts of medium length reach the games' decisions and battles; on two slow cores that takes seconds.
  }, 30_000);

  it('never shows seat 1’s hidden cards to seat 0 while only seat 0 acts, in its view or its log', () => {
    fc.assert(
      fc.property(rolls(60), fc.nat(1000), (script, seed) => {
        const history = table(game, seed);
        play(game, history, script, 0, (state) => {
          expect(JSON.stringify(view(state, 0))).not.toMatch(SECRET_KEY);
        });
        for (const { events } of history.log()) {
          for (const event of events) {
            expect(JSON.stringify(redactEvent(event, 0))).not.toMatch(SECRET_KEY);
            expect(describe(event, 'en', 0, history.rules)).not.toMatch(SECRET_NAME);
            expect(describe(event, 'ja', 0, history.rules)).not.toMatch(SECRET_NAME);
          }
        }
      }),
      { numRuns: 60 },
    );
  }, 30_000);

  it('gives back every state by undo, redo and replay of the saved session', () => {
    fc.assert(
      fc.property(rolls(40), fc.nat(1000), fc.array(fc.nat(), { maxLength: 5 }), (script, seed, targets) => {
        const history = table(game, seed);
        // states[n] is the state after n entries, from the end of the setup on.
        const setup = history.length;
        const states: GameState[] = [];
        states[setup] = history.state;
        play(game, history, script, null, (state) => (states[history.length] = state));
        const last = history.length;
        history.goTo(0);
        history.goTo(last);
        expect(history.state).toEqual(states[last]);
        for (const target of targets) {
          const at = setup + (target % (last - setup + 1));
          history.goTo(at);
          expect(history.state).toEqual(states[at]);
        }
        history.goTo(last);
        const saved = JSON.parse(JSON.stringify(history.toSession())) as Session;
        expect(History.fromSession(history.rules, saved).state).toEqual(states[last]);
      }),
      { numRuns: 40 },
    );
  });
});
