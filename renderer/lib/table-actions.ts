/**
 * What the table's clicks and menus send (api/contract.ts TableAction): the game's own actions with the arguments each
 * takes (TableRulesInfo lists their ids and labels, not their arguments), and each game's primary action — the
 * double-click — for a card where it lies.
 */
import type { GameActionArgs } from '../../engine/core/actions';
import type { CardView, GameId, TableAction, ZoneView } from '../../api/contract';
import { gameLayout } from './table-layouts';

/** A number a game action asks the player for. */
export interface AskedNumber {
  name: string;
  min: number;
  initial: number;
  /** Left out of the arguments when the player leaves it empty (the game then works it out: DM breaker count). */
  optional: boolean;
}

/**
 * How a game action is offered: on a card (its id goes into `card`), from which zones; the numbers it asks for; the
 * selected cards it takes as a list (DM evolution sources); a zone's cards in their order (FaB pitch to the bottom).
 */
export interface GameActionSpec {
  card?: string;
  from?: readonly string[];
  ask?: readonly AskedNumber[];
  selection?: string;
  zoneOrder?: { arg: string; zone: string };
  /** The zone whose menu offers an action without a card; `seatArg` takes that zone's seat (DM break: the target). */
  zone?: string;
  seatArg?: string;
}

const number = (name: string, initial: number, optional = false, min = optional ? 0 : 1): AskedNumber => ({ name, min, initial, optional });

const specs: Record<GameId, Record<string, GameActionSpec>> = {
  dm: {
    charge: { card: 'card', from: ['hand'] },
    tapMana: { zone: 'mana', ask: [number('count', 1)] },
    summon: { card: 'card', from: ['hand'] },
    cast: { card: 'card', from: ['hand'] },
    evolve: { card: 'card', from: ['hand'], selection: 'sources' },
    attackPlayer: { card: 'attacker', from: ['battle'], ask: [number('breaks', 0, true)] },
    breakShields: { zone: 'shields', seatArg: 'target', ask: [number('count', 1)] },
    useShieldTrigger: { card: 'card', from: ['hand'] },
    grSummon: { zone: 'gr' },
    returnToGr: { card: 'card', from: ['battle'] },
  },
  fab: {
    pitch: { card: 'card', from: ['hand'] },
    arsenal: { card: 'card', from: ['hand'] },
    attack: { card: 'card', from: ['hand', 'arsenal', 'weapon1', 'weapon2'], ask: [number('cost', 0, true)] },
    defend: { card: 'card', from: ['hand', 'head', 'chest', 'arms', 'legs', 'weapon1', 'weapon2'] },
    pitchToBottom: { zone: 'pitch', zoneOrder: { arg: 'order', zone: 'pitch' } },
    closeChain: { zone: 'combatChain' },
  },
  acg: { putOntoBattlefield: { card: 'card', from: ['hand', 'graveyard', 'exile', 'pile', 'deck', 'territoryDeck'] } },
  pmv: { setNode: { card: 'card', from: ['hand'] } },
  nova: { setEnergy: { card: 'card', from: ['hand'] } },
};

/** How a game action is offered; an action the renderer does not know is offered on the zone without arguments. */
export function gameActionSpec(game: GameId, action: string): GameActionSpec {
  return specs[game]?.[action] ?? {};
}

/** The game's actions to offer on a card lying in `zone`. */
export function cardGameActions(game: GameId, ids: readonly string[], zone: string): string[] {
  return ids.filter((id) => gameActionSpec(game, id).from?.includes(zone));
}

/** The game's actions without a card offered on `zone`'s menu, or with `zone` null those of no zone (the table's). */
export function zoneGameActions(game: GameId, ids: readonly string[], zone: string | null): string[] {
  return ids.filter((id) => {
    const spec = gameActionSpec(game, id);
    return spec.card === undefined && (spec.zone ?? null) === zone;
  });
}

/** A card and where it lies, as the table's handlers see it. */
export interface CardPlace {
  card: CardView;
  zone: ZoneView;
  /** Its index in the zone, top first. */
  index: number;
}

/** The acting seat's `game` action. */
export const gameAction = (seat: number, action: string, args: GameActionArgs = {}): TableAction => ({ type: 'game', seat, action, args });

/** A card kind list of the card database (DM spells are cast, not summoned). */
export type KindsOf = (key: string) => readonly string[] | undefined;

/**
 * The double-click: the game's primary action for the card where it lies — played from the hand (DM summon or cast,
 * FaB pitch, ACG put onto the battlefield, else into the game's main zone), drawn from the draw pile, a shield broken —
 * or null where a click already does what the card is for (tapping cards in play).
 */
export function primaryAction(game: GameId, seat: number, place: CardPlace, drawPile: string, hand: string, kindsOf: KindsOf): TableAction | null {
  const { card, zone, index } = place;
  if (zone.zone === drawPile) return { type: 'draw', seat, count: 1 };
  if (game === 'dm' && zone.zone === 'shields' && zone.seat !== null) {
    return gameAction(seat, 'breakShields', { target: zone.seat, positions: [index] });
  }
  if (game === 'dm' && zone.zone === 'gr') return gameAction(seat, 'grSummon');
  if (zone.zone !== hand || card.id === null) return null;
  const id = card.id;
  switch (game) {
    case 'dm': {
      const kinds = card.key ? kindsOf(card.key) : undefined;
      const spell = kinds !== undefined && kinds.includes('spell') && !kinds.some((kind) => kind.toLowerCase().includes('creature'));
      return gameAction(seat, spell ? 'cast' : 'summon', { card: id });
    }
    case 'fab':
      return gameAction(seat, 'pitch', { card: id });
    case 'acg':
      return gameAction(seat, 'putOntoBattlefield', { card: id });
    default:
      return { type: 'move', seat, card: id, to: { zone: gameLayout(game).main, seat } };
  }
}
