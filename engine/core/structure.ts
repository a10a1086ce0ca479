import type { Localized } from '../localized';
import type { CardApplicability } from './parameters';

// The shapes every game fills in for the table: its zones, the terms its markers and resources go by, and its
// turn structure. Core types, so the engine core needs nothing from engine/games/.

/**
 * A zone of the play table (docs/architecture.md §3). `seat`: every seat has its own (hand, deck); `shared`: one for the table
 * (FaB combat chain). Visibility: `public` everyone sees the faces; `owner` only the owning seat does (hand);
 * `hidden` nobody does, owner included (deck, DM shields), until a card is turned or looked at.
 */
export interface ZoneDefinition {
  id: string;
  label: Localized;
  owner: 'seat' | 'shared';
  visibility: 'public' | 'owner' | 'hidden';
  /** Order is part of the zone (a deck, a pile): actions say top, bottom or position. */
  ordered: boolean;
  /** The most cards it may hold (FaB arsenal 1), or null. */
  capacity: number | null;
  /** Cards put there enter face down unless the action says otherwise (DM shields, mana of some games: no). */
  faceDown: boolean;
  /** The comprehensive-rules reference that defines the zone. */
  rule: string;
  /**
   * Not a zone of the game's rules: where the table keeps a seat's cards that are outside the game (FaB's inventory,
   * which 4.1.6 says is no zone), so they can be seen by whom the rules let see them and brought in by hand.
   */
  outside?: true;
  /**
   * The only cards it holds, where the rules say so and no zone rule already does (FaB 3.11: the hero); the table
   * offers a move into it only for a card one of these applies to. Homes and equipment slots add theirs
   * (`zoneHolds`, engine/core/zone-holds.ts).
   */
  holds?: readonly CardApplicability[];
}

/**
 * A marker the rules track on a card (DM summoning sickness, ACG action standby) or a seat resource (FaB action points),
 * with the rule that defines it. A marker id ending in `:` names a family: `equipped:weapon1` reads as its label and
 * the zone's.
 */
export interface TableTerm {
  id: string;
  label: Localized;
  rule: string;
}

/**
 * A marker or counter on cards, with where it means something, so the table offers and shows it only there: `zones`
 * the zones a card carries it in (DM summoning sickness: the battle zone; FaB +1 power: the combat chain and the
 * permanents), `appliesTo` the cards it concerns, `waivedBy` the cards it holds nothing back on (DM 301.5: a
 * スピードアタッカー attacks while summoning sick), which do not show it. Each left out: everywhere, every card, none.
 */
export interface CardTerm extends TableTerm {
  zones?: readonly string[];
  appliesTo?: CardApplicability;
  waivedBy?: CardApplicability;
}

/**
 * A kind of decision the game gives a seat (engine/core/basics.ts Decision): what the deciding player is asked, the
 * game actions that answer an offer (each takes one offered card as `card`), those that answer it as a whole taking no
 * card (`choices`: NOVA 007.6.1 redraw), the one that passes the rest (none where it must be answered: ACG 104.6), and
 * what a dummy seat does instead of deciding — it always passes, and `dummy` says so to the player.
 */
export interface DecisionDefinition extends TableTerm {
  prompt: Localized;
  answers: readonly string[];
  choices?: readonly string[];
  pass?: string;
  dummy: Localized;
}

// Turn structure: the steps of a turn in order, with the automatic work `advance` (engine/core/apply.ts) does on
// entering each, as data with the rule that asks for it. Who a work concerns: `active` the turn player, `all` every
// seat (FaB 4.4.3c: every player's pitch zone goes to the bottom of their deck).

export type WorkSeats = 'active' | 'all';

export type StepWork =
  /** The seats' cards in these zones untap (shared zones: the cards they own). */
  | { kind: 'untap'; zones: readonly string[]; seats: WorkSeats; rule: string }
  /** The game's turn draw as `setup.turnDraw` states it (count or up to a count, first-turn change). */
  | { kind: 'turnDraw' }
  /** The seats' face-down cards in these zones turn face up (ACG 1002.1a dawn). */
  | { kind: 'faceUp'; zones: readonly string[]; seats: WorkSeats; rule: string }
  /** The marker comes off the seats' cards in these zones (ACG 1002.1c action standby). */
  | { kind: 'clearMarker'; zones: readonly string[]; marker: string; seats: WorkSeats; rule: string }
  /** The named counter comes off every card in these zones of the seats (damage: PMV 4.3.1a, NOVA 407.5). */
  | { kind: 'clearCounter'; zones: readonly string[]; counter: string; seats: WorkSeats; rule: string }
  /** The top `count` cards of `from`, when there are any, go to `to` (ACG 1004.1b territory into the realm). */
  | { kind: 'moveTop'; from: string; to: string; count: number; seats: WorkSeats; rule: string }
  /** Every card of `from` goes to `to` at the top or bottom, in their current order (FaB 4.4.3c pitch → deck). */
  | { kind: 'moveAll'; from: string; to: string; position: 'top' | 'bottom'; seats: WorkSeats; rule: string }
  /** A seat resource is set to `value` (FaB 4.3.2 one action point; 4.4.3e action and resource points to 0). */
  | { kind: 'setResource'; name: string; value: number; seats: WorkSeats; rule: string }
  /**
   * The turn player must bring the hand down to `max` (ACG 6, PMV 7, NOVA 7), choosing the cards: entering the step
   * says how many are due; leaving it with more in hand warns (assisted) or is refused (strict).
   */
  | { kind: 'handLimit'; max: number; to: string; rule: string };

export interface TurnStep {
  id: string;
  label: Localized;
  work: readonly StepWork[];
  rule: string;
}

/**
 * A move the turn player may make a limited number of times per turn (DM mana charge: hand → mana zone once). Moves
 * of the turn player's own cards from `from` to `to` count; past `perTurn`, assisted mode warns and strict refuses.
 */
export interface TurnAllowance {
  id: string;
  label: Localized;
  from: string;
  to: string;
  perTurn: number;
  rule: string;
  /**
   * The game action whose moves count (DM 503.2: the charge, not a card effect's move carried out by hand); absent,
   * every such move counts.
   */
  action?: string;
}

/** A state the rules make a player lose in, checked after every action (the game's state-based checks). */
export type LossCheck =
  /** Life at or below `atOrBelow` (FaB, ACG, NOVA: 0; PMV: ≤ 0). */
  | { kind: 'life'; atOrBelow: number; rule: string }
  /** The seat's zone is empty (DM 104.2b: no cards in the deck). */
  | { kind: 'emptyZone'; zone: string; rule: string };

export interface TurnStructure {
  /** In order; after the last one the next seat's turn begins at the first. */
  steps: readonly TurnStep[];
  /** The step where the turn player plays their cards: what "by the main phase of turn N" means (simulation). */
  mainStep: string;
  allowances: readonly TurnAllowance[];
  /** The rule by which a player who must draw more cards than the draw pile holds loses, or null (FaB: no loss). */
  emptyDrawLoses: string | null;
  /** The states that make a player lose, checked after every action. */
  losses: readonly LossCheck[];
  /** The rule by which the game ends at once when a player wins or loses (DM 104.1): no action is taken after it. */
  gameOver?: string;
  /**
   * Who loses when every seat meets a loss check at once: the turn player (ACG 1206.1's example), the seat whose action
   * caused it (NOVA 003.2.4); absent, all of them, a draw.
   */
  simultaneousLoss?: { loser: 'turnPlayer' | 'actingSeat'; rule: string };
}

// Zone rules: what the rules do to a card wherever it moves — a game action, a move by hand, the turn flow — applied by
// the core's card movement (engine/core/movement.ts). Card kinds are the card database's (the `kinds` fact of the card
// or of any of its faces).

/**
 * A marker the rules put on a card that comes into `zone` (DM 301.5: a creature put into the battle zone is summoning
 * sick), on a card of one of `kinds`. Put on once the action is done, so that with `unlessOnCards` a card that then
 * lies on other cards (an evolution put onto its sources in the same action, DM 801.3 and 802.3) does not get it.
 */
export interface EnteringMarker {
  zone: string;
  marker: string;
  kinds: readonly string[];
  unlessOnCards: boolean;
  rule: string;
}

/**
 * Where a card of one of `kinds` lies when not in play (DM 117.1: psychic creatures and draghearts in the hyperspace
 * zone; 118.1: GR creatures at the bottom of the super GR zone). A move that would put it into any zone but `home` and
 * `plays` (directly, or under a card lying there) puts it into its owner's `home` at `position` instead: a
 * replacement, so it never lies anywhere else, and comes in as `home` says (face up or down, on its first face).
 */
export interface HomeZone {
  kinds: readonly string[];
  home: string;
  position: 'top' | 'bottom';
  /** The zones it may lie in besides its home (DM: the battle zone; none for a Rule Plus, 314.4). */
  plays: readonly string[];
  /** Only a move out of these zones goes home (NOVA 504.1: a character leaving the field); absent, a move from anywhere. */
  from?: readonly string[];
  rule: string;
}

/**
 * A move the rules forbid (ACG 611-1b: a territory card never moves into the basic deck or a hand): a card of one of
 * `kinds` moved into one of `zones`. Assisted mode warns and moves it, strict refuses, free lets it through.
 */
export interface BarredMove {
  kinds: readonly string[];
  zones: readonly string[];
  rule: string;
  message: Localized;
}

/** A game's zone rules (TableRules.zoneRules): markers on entering, the homes of cards that leave play, forbidden moves. */
export interface ZoneRules {
  entering: readonly EnteringMarker[];
  homes: readonly HomeZone[];
  barred: readonly BarredMove[];
}
