/**
 * Scenario files (docs/architecture.md §3): a JSON board to start a game from — each seat's cards zone by zone (top first), how
 * they lie, life, resources, the turn and step — instead of a shuffled deck. A scenario becomes a `TableStart`, so a
 * game started from one saves and replays like any other (the session is the scenario plus the action log).
 *
 * ```json
 * { "version": 1, "game": "dm", "seed": 7, "mode": "assisted",
 *   "turn": { "number": 3, "activeSeat": 0, "step": "attack" },
 *   "seats": [ { "zones": { "battle": [ { "key": "k1", "name": "…", "tapped": false } ],
 *                           "shields": [ { "key": "k2", "name": "…", "count": 2 } ] } },
 *              { "life": null, "zones": { "deck": [ … ] } } ],
 *   "dummy": false }
 * ```
 * A card entry: `key`, `name`, optional `count` (default 1), `faceDown`, `tapped`, `counters` ({ name: n }), `markers`
 * and `facts` (what game actions read: `civs`, `kinds`, `keywords`, `pitch`…). A shared zone (DM battle zone) is listed
 * under the seat that owns the cards. Cards under others are put there with actions after the start.
 *
 * Every error names the JSON path of the bad value.
 */
import type { GameDefinition } from '../games/types';
import type { GameId } from '../games/id';
import { JsonSyntaxError, parseJson } from '../deck/formats/json-reader';
import { History } from './history';
import { tableRules } from './setup';
import { type DeckListCard, type TableStart } from './state';
import { MODES, type Mode, type TurnState } from './basics';

export interface Scenario {
  game: GameId;
  start: TableStart;
}

/** A scenario file that cannot be read; the message starts with the JSON path of the bad value (or the line of bad JSON). */
export class ScenarioError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ScenarioError';
  }
}

/** Copies one card entry may ask for, and cards one seat may hold: a board, not a number that would exhaust memory. */
export const MAX_COPIES = 999;
export const MAX_SEAT_CARDS = 5000;

const fail = (path: string, message: string): never => {
  throw new ScenarioError(`${path}: ${message}`);
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function whole(value: unknown, path: string, min: number, max = Number.MAX_SAFE_INTEGER): number {
  if (!Number.isSafeInteger(value) || (value as number) < min) fail(path, `${JSON.stringify(value)} is not a whole number ≥ ${min}`);
  if ((value as number) > max) fail(path, `${JSON.stringify(value)} is more than ${max}`);
  return value as number;
}

function text(value: unknown, path: string): string {
  if (typeof value !== 'string' || value === '') fail(path, 'must be a non-empty string');
  return value as string;
}

function numbers(value: unknown, path: string): Record<string, number> {
  if (value === undefined) return {};
  if (!isObject(value)) fail(path, 'must be an object of names to whole numbers');
  for (const [name, count] of Object.entries(value as object)) whole(count, `${path}.${name}`, 0);
  return value as Record<string, number>;
}

function card(value: unknown, path: string, zone: string): DeckListCard {
  if (!isObject(value)) fail(path, 'must be a card object with key and name');
  const entry = value as Record<string, unknown>;
  const known = ['key', 'name', 'count', 'faceDown', 'tapped', 'counters', 'markers', 'facts'];
  for (const field of Object.keys(entry)) if (!known.includes(field)) fail(`${path}.${field}`, `unknown field (known: ${known.join(', ')})`);
  for (const flag of ['faceDown', 'tapped'] as const) {
    if (entry[flag] !== undefined && typeof entry[flag] !== 'boolean') fail(`${path}.${flag}`, 'must be true or false');
  }
  if (entry.markers !== undefined && (!Array.isArray(entry.markers) || entry.markers.some((marker) => typeof marker !== 'string'))) {
    fail(`${path}.markers`, 'must be a list of strings');
  }
  if (entry.facts !== undefined && !isObject(entry.facts)) fail(`${path}.facts`, 'must be an object');
  return {
    key: text(entry.key, `${path}.key`),
    name: text(entry.name, `${path}.name`),
    count: entry.count === undefined ? 1 : whole(entry.count, `${path}.count`, 1, MAX_COPIES),
    zone,
    ...(entry.faceDown !== undefined ? { faceDown: entry.faceDown as boolean } : {}),
    ...(entry.tapped !== undefined ? { tapped: entry.tapped as boolean } : {}),
    ...(entry.counters !== undefined ? { counters: numbers(entry.counters, `${path}.counters`) } : {}),
    ...(entry.markers !== undefined ? { markers: entry.markers as string[] } : {}),
    ...(entry.facts !== undefined ? { facts: entry.facts as DeckListCard['facts'] } : {}),
  };
}

/** Reads a scenario file's text for one of `games`; throws naming the JSON path of the first bad value. */
export function readScenario(source: string, games: readonly GameDefinition[]): Scenario {
  let json: unknown;
  try {
    json = parseJson(source).value;
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    throw new ScenarioError(`scenario: not JSON (line ${error.line}: ${error.message})`);
  }
  if (!isObject(json)) fail('scenario', 'must be a JSON object');
  const file = json as Record<string, unknown>;
  if (file.version !== 1) fail('version', `${JSON.stringify(file.version)} is not a scenario version this app reads (1)`);
  const game = games.find((candidate) => candidate.id === file.game);
  if (!game) fail('game', `${JSON.stringify(file.game)} is not one of ${games.map((candidate) => candidate.id).join(', ')}`);
  const seed = whole(file.seed ?? 1, 'seed', 0);
  if (file.mode !== undefined && !MODES.includes(file.mode as Mode)) fail('mode', `must be one of ${MODES.join(', ')}`);
  if (!Array.isArray(file.seats) || file.seats.length < 1 || file.seats.length > 2) fail('seats', 'must list 1 or 2 seats');
  const seatList = file.seats as unknown[];
  const dummy = file.dummy === true;
  if (file.dummy !== undefined && typeof file.dummy !== 'boolean') fail('dummy', 'must be true or false');
  if (dummy && seatList.length !== 2) fail('dummy', 'a dummy opponent is the second of two seats');

  const zoneIds = game!.zones.map((zone) => zone.id);
  const seats = seatList.map((value, index) => {
    const path = `seats[${index}]`;
    if (!isObject(value)) fail(path, 'must be an object with zones');
    const seat = value as Record<string, unknown>;
    const zones = seat.zones ?? {};
    if (!isObject(zones)) fail(`${path}.zones`, 'must be an object of zone ids to card lists');
    const cards: DeckListCard[] = [];
    let held = 0;
    for (const [zone, list] of Object.entries(zones as object)) {
      if (!zoneIds.includes(zone)) fail(`${path}.zones.${zone}`, `${game!.abbreviation} has no zone "${zone}" (zones: ${zoneIds.join(', ')})`);
      if (!Array.isArray(list)) fail(`${path}.zones.${zone}`, 'must be a list of cards');
      (list as unknown[]).forEach((entry, at) => {
        const read = card(entry, `${path}.zones.${zone}[${at}]`, zone);
        cards.push(read);
        held += read.count;
        if (held > MAX_SEAT_CARDS) fail(`${path}.zones.${zone}[${at}]`, `the seat holds more than ${MAX_SEAT_CARDS} cards`);
      });
    }
    const startLife = game!.setup.life.amount;
    const defaultLife = typeof startLife === 'number' ? startLife : startLife === null ? null : 0;
    let life = defaultLife;
    if (seat.life !== undefined) {
      if (defaultLife === null && seat.life !== null) fail(`${path}.life`, `${game!.abbreviation} has no life total`);
      if (seat.life !== null && !Number.isSafeInteger(seat.life)) fail(`${path}.life`, `${JSON.stringify(seat.life)} is not a whole number`);
      life = seat.life as number | null;
    }
    return { deck: { cards }, life, resources: numbers(seat.resources, `${path}.resources`) };
  });

  let turn: TurnState | undefined;
  if (file.turn !== undefined) {
    if (!isObject(file.turn)) fail('turn', 'must be an object with number, activeSeat and step');
    const given = file.turn as Record<string, unknown>;
    const steps = game!.turns?.steps.map((step) => step.id) ?? [];
    if (given.step !== undefined && given.step !== null && !steps.includes(given.step as string)) {
      fail('turn.step', `${JSON.stringify(given.step)} is not a step of ${game!.abbreviation} (${steps.join(', ')})`);
    }
    const activeSeat = whole(given.activeSeat ?? 0, 'turn.activeSeat', 0);
    if (activeSeat >= seats.length || (dummy && activeSeat === seats.length - 1)) fail('turn.activeSeat', `seat ${activeSeat} cannot take the turn`);
    turn = { number: whole(given.number ?? 1, 'turn.number', 1), activeSeat, phase: null, step: (given.step as string | undefined) ?? null, used: {} };
  }
  const start: TableStart = {
    seed,
    decks: seats.map((seat) => seat.deck),
    life: seats[0]!.life,
    seats: seats.map(({ life, resources }) => ({ life, resources })),
    ...(file.mode !== undefined ? { mode: file.mode as Mode } : {}),
    ...(dummy ? { dummy } : {}),
    ...(turn ? { turn } : {}),
  };
  return { game: game!.id, start };
}

/** A table that starts at the scenario's board: its History, whose session saves the scenario with the log. */
export function startScenario(game: GameDefinition, scenario: Scenario): History {
  if (scenario.game !== game.id) throw new Error(`game: the scenario is for ${scenario.game}, not ${game.id}`);
  return new History(tableRules(game), scenario.start);
}
