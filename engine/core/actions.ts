/**
 * The generic table actions every game needs (docs/architecture.md §3), as plain JSON data so they can be logged, saved and
 * replayed, and the events `apply` reports for them.
 *
 * Every action names `seat`: the seat acting. On a free table any seat may touch any card; the seat matters for what
 * it gets to see (looks, searches) and for the log's subject.
 */
import type { Localized } from '../localized';
import type { Decision, Mode, Seen, TurnState } from './basics';

/** Where in an ordered zone: the top, the bottom, or an index from the top (0 = top). */
export type Position = 'top' | 'bottom' | number;

/** A zone by id; `seat` picks whose for a seat zone (default: the acting seat, or the card's owner for a move). */
export interface ZoneTarget {
  zone: string;
  seat?: number;
}

/**
 * Into a zone, or under / attached to a card. It lands face down as `faceDown` says, else as the zone says, or under a
 * card as that card lies.
 */
export type Destination = (ZoneTarget & { position?: Position; faceDown?: boolean }) | { under: string; faceDown?: boolean };

/** Which cards a search finds: every listed condition must hold. Facts come from the deck list's catalog. */
export interface CardFilter {
  keys?: string[];
  /** Fact name → wanted value; a list-valued fact matches when it contains the value. */
  facts?: Record<string, string | number | boolean>;
}

type ActionBody =
  | { type: 'draw'; seat: number; count: number }
  | { type: 'move'; seat: number; card: string; to: Destination }
  /** Several cards of one zone together, in one event (the first ends nearest the top). */
  | { type: 'moveCards'; seat: number; cards: string[]; to: Destination }
  | { type: 'moveTop'; seat: number; from: ZoneTarget; count: number; to: Destination }
  | { type: 'shuffle'; seat: number; zone: ZoneTarget }
  /** Look at the top `count` cards; they stay visible to the seat until `putBack`, `endLook` or they move. */
  | { type: 'look'; seat: number; zone: ZoneTarget; count: number }
  /** Ends the seat's look: the looked-at cards go on top in `top` order (first = top) and under the rest in `bottom`. */
  | { type: 'putBack'; seat: number; top: string[]; bottom?: string[] }
  | { type: 'endLook'; seat: number }
  | { type: 'reveal'; seat: number; cards: string[] }
  /** Finds the cards of a zone that match; the seat looks at them until `endLook` or they move. */
  | { type: 'search'; seat: number; zone: ZoneTarget; filter: CardFilter }
  | { type: 'tap'; seat: number; card: string; tapped: boolean }
  | { type: 'tapAll'; seat: number; zone: ZoneTarget; tapped: boolean }
  | { type: 'flip'; seat: number; card: string }
  /** Turns a card of several faces (a DM psychic creature, a dragheart) to its face `face`, an index into its faces. */
  | { type: 'turnFace'; seat: number; card: string; face: number }
  | { type: 'counter'; seat: number; card: string; name: string; delta: number }
  | { type: 'marker'; seat: number; card: string; marker: string; on: boolean }
  /** A token or any card, owned by `owner` (default: the acting seat). */
  | { type: 'create'; seat: number; key: string; name: string; token: boolean; owner?: number; to: ZoneTarget & { position?: Position; faceDown?: boolean } }
  | { type: 'life'; seat: number; target: number; delta: number }
  | { type: 'resource'; seat: number; target: number; name: string; delta: number }
  | { type: 'rollDie'; seat: number; sides: number }
  | { type: 'flipCoin'; seat: number }
  | { type: 'concede'; seat: number }
  | { type: 'setMode'; seat: number; mode: Mode }
  | { type: 'setTurn'; seat: number; turn: Partial<TurnState> }
  /** Moves to the next step of the game's turn structure and does that step's automatic work. */
  | { type: 'advance'; seat: number }
  /** Opens a decision for `decision.seat` (DM blockers, shield triggers, ACG 104.6 and NOVA 007.6.1 setup); its id must be new. */
  | { type: 'openDecision'; seat: number; decision: Decision }
  /**
   * Answers the offer of `card`, or with no card the whole decision: passed, or by `choice`, the answer taken (NOVA
   * 007.6.1: redraw or keep). The decision closes once no offer is left or it has taken its `picks`.
   */
  | { type: 'answerDecision'; seat: number; id: string; card?: string; choice?: Localized }
  /** Assisted mode's note that an action breaks a rule (a game action's check); see `breach`. */
  | { type: 'warn'; seat: number; rule: string; message: Localized }
  /** The seat loses by `rule` (DM 509.1 direct attack): what a game action reports. */
  | { type: 'lose'; seat: number; target: number; rule: string }
  /** One of the game's own actions (TableRules.actions), applied as the generic actions it stands for, in one entry. */
  | { type: 'game'; seat: number; action: string; args?: GameActionArgs };

/** Arguments of a game action: card ids, counts, choices, lists of ids or positions. */
export type GameActionArgs = Record<string, string | number | boolean | readonly (string | number)[]>;


/** `rule`: the rule an automatic step (setup, turn flow) performs, kept in the log and the save; `apply` ignores it. */
export type Action = ActionBody & { rule?: string };

export type ActionType = Action['type'];

/** A decision as events name it: its cards are the event's, its data stays in the state. */
export type DecisionShown = Omit<Decision, 'cards' | 'data'>;

/** A card as an event names it. Redacted for a viewer who may not see it: id, key and name become null. */
export interface CardRef {
  id: string | null;
  key: string | null;
  name: string | null;
  /** Who may know this card from this event: those who saw it before or after. */
  seenBy: Seen;
}

/** Where a moved card went: a zone key and position, or under a host card. */
export type Place = { zone: string; position: Position } | { host: CardRef };

interface EventBase {
  /** The acting seat. */
  seat: number;
  /** The cards the event is about (every CardRef of the event is here, so redaction is one pass). */
  cards: CardRef[];
}

export type GameEvent = EventBase &
  (
    | { type: 'drew'; requested: number }
    /** `rule`: the zone rule that put the cards there instead of where the move said (DM 117.1). */
    | { type: 'moved'; from: string; to: Place; rule?: string }
    | { type: 'shuffled'; zone: string }
    | { type: 'looked'; zone: string }
    | { type: 'putBack'; zone: string; top: number; bottom: number }
    | { type: 'lookEnded' }
    | { type: 'revealed' }
    | { type: 'searched'; zone: string }
    | { type: 'tapped'; tapped: boolean }
    | { type: 'flipped'; faceDown: boolean }
    /** The event's card (named by the face it had) now shows its face `face`, named `faceName` (null when redacted). */
    | { type: 'faceTurned'; face: number; faceName: string | null }
    | { type: 'counter'; name: string; delta: number; total: number }
    | { type: 'marker'; marker: string; on: boolean }
    | { type: 'created'; zone: string; token: boolean }
    | { type: 'life'; target: number; delta: number; total: number }
    | { type: 'resource'; target: number; name: string; delta: number; total: number }
    | { type: 'rolledDie'; sides: number; result: number }
    | { type: 'flippedCoin'; result: 'heads' | 'tails' }
    | { type: 'conceded' }
    | { type: 'modeChanged'; mode: Mode }
    | { type: 'turnChanged'; turn: TurnState }
    /** `target` loses the game by `rule`. */
    | { type: 'lost'; target: number; rule: string }
    /** A game action begins; the events after it in the entry are its parts. */
    | { type: 'gameAction'; action: string; label: Localized; rule: string }
    /** The rules ask `target` to do something now (discard down to the hand limit). */
    | { type: 'due'; target: number; rule: string; message: Localized }
    /** The decision's offers are the event's `cards`, so the log redacts them like any other. */
    | { type: 'decisionOpened'; decision: DecisionShown }
    /** One offer answered (the event's card), or with no card the whole decision: by `choice`, else passed. */
    | { type: 'decisionAnswered'; decision: DecisionShown; choice?: Localized }
    | { type: 'decisionClosed'; decision: DecisionShown }
    /** Assisted mode: the action went through but breaks `rule`. */
    | { type: 'warning'; rule: string; message: Localized }
  );
