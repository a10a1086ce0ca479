/**
 * Fuzzing the scenario loader (fast-check): boards built from real decklists (the Sweden nationals FaB list, a DM
 * product deck) damaged as text and value by value, and random text. A scenario is read and its table starts, or it is
 * refused with a ScenarioError that names the JSON path of the bad value (the line, for text that is not JSON).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sweden } from '../../test/helpers/decklist-seeds';
import { ensure, fuzzOptions, lineCount, mutated, randomText, shown } from '../../test/helpers/fuzz';
import { readDataJson } from '../../test/helpers/importers';
import { readDeckFile } from '../deck/formats';
import { games } from '../games/registry';
import { MAX_COPIES, MAX_SEAT_CARDS, readScenario, ScenarioError, startScenario } from './scenario';

type Json = Record<string, unknown>;

/** A FaB board: the hero and arena cards out, the deck below, pitch colours as facts; the opponent a dummy. */
function fabBoard(): Json {
  const entries = readDeckFile(sweden, 'fab').decks[0]!.entries;
  const card = ({ name, colour, count }: (typeof entries)[number]) => ({ key: `${name}|${colour ?? ''}`, name, count, facts: colour ? { pitch: ['red', 'yellow', 'blue'].indexOf(colour) + 1 } : {} });
  return {
    version: 1,
    game: 'fab',
    seed: 7,
    mode: 'assisted',
    turn: { number: 3, activeSeat: 0, step: 'action' },
    seats: [
      {
        life: 20,
        resources: { pitch: 2 },
        zones: {
          hero: entries.filter((entry) => entry.section === 'hero').map(card),
          arena: entries.filter((entry) => entry.section === 'arena').map((entry) => ({ ...card(entry), tapped: false, counters: { '+1': 1 } })),
          deck: entries.filter((entry) => entry.section === 'deck').map(card),
        },
      },
      { life: 20, zones: {} },
    ],
    dummy: true,
  };
}

/** A DM board from a product deck: mana tapped, shields face down, the rest in the deck. */
function dmBoard(): Json {
  const { decks } = readDataJson<{ decks: { code: string; cards: { name: string; count: number }[] }[] }>('dm/decks/prebuilt_and_tournament_decks_ja.json');
  const cards = decks.find((deck) => deck.code.startsWith('NET-'))!.cards.map(({ name, count }) => ({ key: name, name, count }));
  return {
    version: 1,
    game: 'dm',
    seed: 4,
    turn: { number: 5, activeSeat: 1, step: 'attack' },
    seats: [
      { zones: { mana: cards.slice(0, 2).map((entry) => ({ ...entry, tapped: true })), shields: cards.slice(2, 3), deck: cards.slice(3) } },
      { zones: { battle: [{ ...cards[0]!, count: 1, markers: ['summoningSick'], facts: { civs: ['火'], kinds: ['creature'] } }], deck: cards.slice(1) } },
    ],
  };
}

const BOARDS = [fabBoard(), dmBoard()];
const PIECES = ['"count": 99999999999999999999', '"count": 1000', '"zones": []', '"life": 1.5', '"step": null', '{}', '[]', 'null', '"x"', '-1', '1e999', '"__proto__"', ',', ':', '"', '\uFEFF', '\u0000'];

/** Replaces the value at one path of a board (objects and arrays only) with another JSON value, or drops it. */
function changeValue(board: Json, steps: readonly number[], value: unknown, drop: boolean): Json {
  const copy = structuredClone(board);
  let parent: Json | unknown[] = copy;
  for (const [index, step] of steps.entries()) {
    const keys = Object.keys(parent);
    if (keys.length === 0) break;
    const key = keys[step % keys.length]!;
    const child = (parent as Json)[key];
    const last = index === steps.length - 1 || typeof child !== 'object' || child === null;
    if (last) {
      if (drop && !Array.isArray(parent)) delete (parent as Json)[key];
      else (parent as Json)[key] = value;
      break;
    }
    parent = child as Json;
  }
  return copy;
}

const valueChanged = fc
  .tuple(fc.constantFrom(...BOARDS), fc.array(fc.nat(), { minLength: 1, maxLength: 7 }), fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constantFrom(0, -1, 1.5, 2 ** 53, 1e308, MAX_COPIES + 1, '', 'deck')), fc.boolean())
  .map(([board, steps, value, drop]) => JSON.stringify(changeValue(board, steps, value, drop)));
const scenarios = fc.oneof(
  { arbitrary: valueChanged, weight: 4 },
  { arbitrary: mutated(BOARDS.map((board) => JSON.stringify(board, null, 1)), { pieces: PIECES }), weight: 3 },
  randomText,
);

/** Whether `path` (`seats[0].zones.deck[2].count`) leads to a value of `json`, or to a field missing from an object in it. */
function names(json: unknown, path: string, first = true): boolean {
  if (path === '') return true;
  const index = /^\[(\d+)\]/.exec(path);
  if (index && Array.isArray(json) && Number(index[1]) < json.length) return names(json[Number(index[1])], path.slice(index[0].length), false);
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return false;
  // Keys may hold dots and brackets (a zone or counter named so): try each key the path goes on with.
  for (const key of Object.keys(json)) {
    const step = first ? key : `.${key}`;
    if (path.startsWith(step) && names((json as Json)[key], path.slice(step.length), false)) return true;
  }
  // A field the scenario needs but lacks (a card's key, the version).
  return new RegExp(`^${first ? '' : '\\.'}[A-Za-z]+$`).test(path);
}

/** What every read must satisfy: a scenario whose table starts, or a ScenarioError naming where in the file. */
function checkScenario(source: string): void {
  const label = () => shown(source);
  let scenario;
  try {
    scenario = readScenario(source, games);
  } catch (error) {
    if (!(error instanceof ScenarioError)) throw new Error(`${label()} threw ${String(error)}`, { cause: error });
    const notJson = /^scenario: not JSON \(line (\d+): /.exec(error.message);
    if (notJson) {
      ensure(Number(notJson[1]) <= lineCount(source), () => `${label()}: ${error.message} (the text has ${lineCount(source)} lines)`);
      return;
    }
    const json = JSON.parse(source) as unknown;
    const splits = [...error.message.matchAll(/: /g)].map((match) => error.message.slice(0, match.index));
    ensure(splits.some((path) => path === 'scenario' || names(json, path)), () => `${label()}: "${error.message}" names no place in the file`);
    return;
  }
  const game = games.find((each) => each.id === scenario.game)!;
  const history = startScenario(game, scenario);
  const cards = Object.keys(history.state.cards).length;
  ensure(cards <= MAX_SEAT_CARDS * scenario.start.decks.length, () => `${label()}: ${cards} cards on the table`);
}

describe('scenario loader under fuzzing', () => {
  it('reads and starts damaged real boards, or refuses them naming the JSON path or line', () => {
    fc.assert(fc.property(scenarios, checkScenario), fuzzOptions(0x5c01));
  }, 60_000);

  describe('what the fuzzing found', () => {
    const refusal = (board: Json): string => {
      try {
        readScenario(JSON.stringify(board), games);
      } catch (error) {
        expect(error).toBeInstanceOf(ScenarioError);
        return (error as Error).message;
      }
      throw new Error('expected the board to be refused');
    };

    it('refuses a count that would build more cards than memory holds (it started building them)', () => {
      const board = dmBoard() as { seats: { zones: Record<string, Json[]> }[] };
      board.seats[0]!.zones.deck![0]!.count = Number.MAX_SAFE_INTEGER;
      expect(refusal(board)).toBe(`seats[0].zones.deck[0].count: ${Number.MAX_SAFE_INTEGER} is more than ${MAX_COPIES}`);
      board.seats[0]!.zones = { deck: Array.from({ length: 6 }, (_, index) => ({ key: `k${index}`, name: `n${index}`, count: MAX_COPIES })) };
      expect(refusal(board)).toBe(`seats[0].zones.deck[5]: the seat holds more than ${MAX_SEAT_CARDS} cards`);
    });

    it('names the line of text that is not JSON', () => {
      expect(() => readScenario('{\n  "version": 1,\n  "game": dm\n}', games)).toThrow('scenario: not JSON (line 3: unexpected "d")');
    });
  });
});
