/**
 * The one check of a game action's arguments against its declared parameters (parameters.ts), run before its
 * `expand` (apply.ts). A malformed argument is refused naming it, as every field check of the reducer is (draft.ts);
 * a card from a zone its rule does not allow breaks that rule, which warns or refuses as the table's mode says.
 * Arguments the action does not declare are left alone.
 */
import { type Action, type GameActionArgs } from './actions';
import { breach } from './rule-checks';
import { type GameActionDefinition, zoneKey, zoneSlot, type GameState } from './state';
import type { ActionParameter } from './parameters';
import { type RuleError } from './basics';

/** The arguments with their defaults filled in, and the warnings of the rules they break (assisted mode). */
export interface CheckedArguments {
  args: GameActionArgs;
  warnings: Action[];
}

const malformed = (ja: string, en: string): RuleError => ({ rule: null, message: { ja, en } });

const isCard = (state: GameState, id: unknown): id is string => typeof id === 'string' && id in state.cards;

const isSeat = (state: GameState, seat: unknown): seat is number => Number.isInteger(seat) && (seat as number) >= 0 && (seat as number) < state.seats.length;

/** The seat's own zone `id` (the table's, for a shared zone). */
function zoneOf(state: GameState, id: string, seat: number): string[] {
  return state.zones[zoneKey(state.rules.zones.find((zone) => zone.id === id)!, seat)]!;
}

/** Whether the card lies in one of the zones (not under another card); with `seat`, in that seat's (a shared zone: its own card). */
function liesIn(state: GameState, card: string, zones: readonly string[], seat: number | null): boolean {
  const { location, owner } = state.cards[card]!;
  if (location.kind !== 'zone') return false;
  const slot = zoneSlot(state.rules, location.zone)!;
  return zones.includes(slot.definition.id) && (seat === null || (slot.seat ?? owner) === seat);
}

/** A malformed argument's refusal, or null when it fits its parameter (absent included, where that is allowed). */
function malformedArgument(state: GameState, seat: number, parameter: ActionParameter, args: GameActionArgs): RuleError | null {
  const { name } = parameter;
  const value = args[name];
  switch (parameter.kind) {
    case 'card':
      return isCard(state, value) ? null : malformed(`${name}: カード ${String(value)} はありません`, `${name}: there is no card ${String(value)}`);
    case 'cards': {
      if (parameter.optional && (value === undefined || (Array.isArray(value) && value.length === 0))) return null;
      const fits = Array.isArray(value) && value.length > 0 && new Set(value).size === value.length;
      if (fits && value.every((id) => isCard(state, id) && id !== args[parameter.card])) return null;
      return malformed(`${name}: ${parameter.label.ja}を選んでください`, `${name}: choose the ${parameter.label.en}`);
    }
    case 'number':
      if (value === undefined && (parameter.optional || parameter.default !== undefined)) return null;
      if (Number.isInteger(value) && (value as number) >= parameter.min) return null;
      return malformed(`${name}: ${parameter.min} 以上の整数にしてください`, `${name}: must be a whole number ≥ ${parameter.min}`);
    case 'seat':
      return value === undefined || isSeat(state, value) ? null : malformed(`${name}: 席 ${String(value)} はありません`, `${name}: there is no seat ${String(value)}`);
    case 'order': {
      const cards = zoneOf(state, parameter.zone, seat);
      const fits = Array.isArray(value) && value.length === cards.length && new Set(value).size === value.length;
      if (fits && value.every((id) => typeof id === 'string' && cards.includes(id))) return null;
      return malformed(
        `${name}: ${parameter.label.ja}のカードをちょうど一度ずつ並べてください`,
        `${name}: list each card of your ${parameter.label.en} exactly once`,
      );
    }
    case 'positions': {
      if (value === undefined) return null;
      const last = zoneOf(state, parameter.zone, args[parameter.seat] as number).length - 1;
      if (Array.isArray(value) && value.every((at) => Number.isInteger(at) && (at as number) >= 0 && (at as number) <= last)) {
        // The same card cannot be chosen twice (DM 509.6): a rule, not a malformed list.
        if (new Set(value).size === value.length) return null;
        return { rule: parameter.distinct, message: { ja: `同じ${parameter.label.ja}は2回選べません`, en: `The same ${parameter.label.en} cannot be chosen twice` } };
      }
      return malformed(`${name}: ${parameter.label.ja}の位置は 0〜${last} で選んでください`, `${name}: choose ${parameter.label.en} positions from 0 to ${last}`);
    }
    case 'choice':
      if (value === undefined || parameter.options.includes(value as string)) return null;
      return malformed(`${name}: ${parameter.options.join('、')} から選んでください`, `${name}: choose one of ${parameter.options.join(', ')}`);
  }
}

/**
 * The action's arguments checked in the order of its parameters: first that each is well formed (seats then filled
 * in, the default numbers too), then the zone rules of its cards. Refused at the first that fails, or checked.
 */
export function checkArguments(state: GameState, seat: number, definition: GameActionDefinition, given: GameActionArgs): CheckedArguments | RuleError {
  const parameters = definition.parameters ?? [];
  const args: GameActionArgs = { ...given };
  for (const parameter of parameters) {
    if (parameter.kind === 'seat' && args[parameter.name] === undefined) args[parameter.name] = (seat + 1) % state.seats.length;
    const refusal = malformedArgument(state, seat, parameter, args);
    if (refusal) return refusal;
    if (parameter.kind === 'number' && args[parameter.name] === undefined && parameter.default !== undefined) args[parameter.name] = parameter.default;
    // An optional list left empty is left out: the action works it out.
    if (parameter.kind === 'cards' && Array.isArray(args[parameter.name]) && (args[parameter.name] as readonly string[]).length === 0) delete args[parameter.name];
  }
  const warnings: Action[] = [];
  for (const parameter of parameters) {
    if ((parameter.kind !== 'card' && parameter.kind !== 'cards') || !parameter.check) continue;
    const value = args[parameter.name];
    if (value === undefined) continue;
    const whose = parameter.own ? seat : null;
    if ((Array.isArray(value) ? value : [value]).every((card) => liesIn(state, card as string, parameter.from, whose))) continue;
    const { rule, message, absolute } = parameter.check;
    if (absolute) return { rule, message };
    const found = breach(state, seat, rule, message);
    if (!Array.isArray(found)) return found;
    warnings.push(...found);
  }
  return { args, warnings };
}
