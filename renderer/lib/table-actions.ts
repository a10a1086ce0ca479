/**
 * What the table's clicks and menus send for the game's own actions, built from their declarations (TableRulesInfo
 * `actions`, engine/core/parameters.ts): where each is offered, the arguments the table fills in from where it was
 * chosen, the numbers, cards and choices it asks the player for, and the double-click.
 */
import type { GameActionArgs } from '../../engine/core/actions';
import type { CardApplicability, CardParameter, CardsParameter, ChoiceParameter, NumberParameter, PrimaryUse } from '../../engine/core/parameters';
import type { CardSummary, CardView, GameActionDeclaration, TableAction, TableRulesInfo, TableView, ZoneView } from '../../api/contract';

/** A card and where it lies, as the table's handlers see it. */
export interface CardPlace {
  card: CardView;
  zone: ZoneView;
  /** Its index in the zone, top first. */
  index: number;
}

/** The acting seat's `game` action. */
export const gameAction = (seat: number, action: string, args: GameActionArgs = {}): TableAction => ({ type: 'game', seat, action, args });

/**
 * The action's card parameter the table fills with the card it is offered on: the first without a `label` (one with a
 * label is asked for, as the creature to attack). An action that has one is offered on cards.
 */
const cardParameter = (action: GameActionDeclaration) =>
  action.parameters?.find((parameter): parameter is CardParameter => parameter.kind === 'card' && parameter.label === undefined);

/** What the card database says of a card that the table's offers read. */
export type CardFacts = Pick<CardSummary, 'kinds' | 'subtypes' | 'keywords' | 'stats' | 'cost'>;

/** A card key's facts, once the card database answered. */
export type FactsOf = (key: string) => CardFacts | undefined;

/** The facts an applicability reads. */
export type CardTraits = { readonly [fact in 'kinds' | 'subtypes' | 'keywords']: readonly string[] } & Pick<CardFacts, 'stats'>;

/** Whether a declared applicability holds for a card of these facts (engine/core/parameters.ts CardApplicability). */
export function applies(applicability: CardApplicability, facts: CardTraits): boolean {
  const oneOf = (wanted: readonly string[] | undefined, has: readonly string[]) => wanted === undefined || wanted.some((word) => has.includes(word));
  return (
    oneOf(applicability.kinds, facts.kinds) &&
    !(applicability.unlessKinds ?? []).some((kind) => facts.kinds.includes(kind)) &&
    oneOf(applicability.subtypes, facts.subtypes) &&
    oneOf(applicability.keywords, facts.keywords) &&
    (applicability.stat === undefined || (facts.stats[applicability.stat] ?? null) !== null)
  );
}

/**
 * The game's actions to offer on a card lying in `zone`: those whose card parameter takes it from there, that apply to
 * it (`appliesTo`; a card whose facts are not known yet gets them all), and the answers to a decision (`offer:
 * 'decision'`: DM block, shield triggers; FaB defend) only while an open decision of the seat they answer offers it.
 */
export function cardGameActions(rules: Pick<TableRulesInfo, 'actions' | 'decisions'>, view: TableView, seat: number, place: { card: CardView; zone: string }, facts: CardFacts | undefined): GameActionDeclaration[] {
  const { card, zone } = place;
  const offered = (action: GameActionDeclaration) => {
    const kinds = rules.decisions.filter((decision) => decision.answers.includes(action.id)).map((decision) => decision.id);
    return view.decisions.some((decision) => decision.seat === seat && kinds.includes(decision.kind) && card.id !== null && decision.cards.includes(card.id));
  };
  return rules.actions.filter((action) => {
    if (action.offer === 'rules' || !cardParameter(action)?.from.includes(zone)) return false;
    if (action.appliesTo && facts && !applies(action.appliesTo, facts)) return false;
    return action.offer !== 'decision' || offered(action);
  });
}

/** The game's actions without a card offered on `zone`'s menu, or with `zone` null those of no zone (the table's). */
export function zoneGameActions(actions: readonly GameActionDeclaration[], zone: string | null): GameActionDeclaration[] {
  return actions.filter((action) => action.offer !== 'rules' && cardParameter(action) === undefined && (action.zone ?? null) === zone);
}

/** The game's actions the turn bar shows as buttons now: those offered there whose zone holds cards. */
export function turnBarActions(actions: readonly GameActionDeclaration[], view: TableView): GameActionDeclaration[] {
  return actions.filter((action) => action.offer === 'turnBar' && view.zones.some((zone) => zone.zone === action.zone && zone.count > 0));
}

/** Where an action was chosen: the card (null: none, or one the seat may not know) and its zone and place, the selection. */
export interface ActionSite {
  seat: number;
  view: TableView;
  card: string | null;
  zone: ZoneView | null;
  index: number | null;
  selection: readonly string[];
}

/** The zone id a card on the table lies in (a card under another lies in its host's), or null when not in sight. */
function zoneOf(view: TableView, id: string): string | null {
  const holds = (cards: readonly CardView[]): boolean => cards.some((card) => card.id === id || holds(card.attached));
  return view.zones.find((zone) => holds(zone.cards))?.zone ?? null;
}

/**
 * The arguments the table fills in from where the action was chosen: the card, the other selected cards of the zones a
 * list of cards takes, the zone's
 * seat, the seat's zone in its order, the card's place. Numbers, labelled cards and choices are asked for (askedNumbers,
 * askedCards, askedChoices).
 */
export function tableArguments(action: GameActionDeclaration, site: ActionSite): GameActionArgs {
  const args: Record<string, string | number | readonly (string | number)[]> = {};
  for (const parameter of action.parameters ?? []) {
    const { name } = parameter;
    if (parameter.kind === 'card' && parameter.label === undefined && site.card !== null) args[name] = site.card;
    else if (parameter.kind === 'cards') {
      // Only the selected cards that lie where the parameter takes them (DM: mana to pay with, sources to evolve on).
      const chosen = site.selection.filter((id) => id !== site.card && parameter.from.includes(zoneOf(site.view, id) ?? ''));
      if (chosen.length > 0) args[name] = chosen;
    }
    else if (parameter.kind === 'seat' && site.zone?.seat != null) args[name] = site.zone.seat;
    else if (parameter.kind === 'positions' && site.index !== null) args[name] = [site.index];
    else if (parameter.kind === 'order') {
      const zone = site.view.zones.find((candidate) => candidate.zone === parameter.zone && candidate.seat === site.seat);
      args[name] = (zone?.cards ?? []).flatMap((card) => (card.id === null ? [] : [card.id]));
    }
  }
  return args;
}

/** The numbers an action asks the player for, in the order it declares them; `secondary` ones only beside other questions. */
export const askedNumbers = (action: GameActionDeclaration, withOthers = true): NumberParameter[] =>
  (action.parameters ?? []).filter((parameter): parameter is NumberParameter => parameter.kind === 'number' && (withOthers || parameter.secondary !== true));

/**
 * The lists of cards an action asks the player to tick (FaB: the cards to pitch), those with `ask` the table has not
 * filled from the selection: always, or with `overResource` when the card costs more than the seat has of it.
 */
export function askedCardLists(action: GameActionDeclaration, args: GameActionArgs, cost: number | null | undefined, resources: Readonly<Record<string, number>>): CardsParameter[] {
  return (action.parameters ?? []).filter((parameter): parameter is CardsParameter => {
    if (parameter.kind !== 'cards' || !parameter.ask || args[parameter.name] !== undefined) return false;
    const over = parameter.ask.overResource;
    return over === undefined || (cost ?? 0) > (resources[over] ?? 0);
  });
}

/** The cards a list may take: the acting seat's (or with `own` false anyone's) known cards of its `from` zones, but the action's card. */
export function cardListCandidates(parameter: CardsParameter, view: TableView, seat: number, card: string | null): CardView[] {
  return view.zones
    .filter((zone) => parameter.from.includes(zone.zone))
    .flatMap((zone) => zone.cards.filter((each) => each.id !== null && each.id !== card && each.key !== null && (parameter.own !== true || each.owner === seat)));
}

/** Whether running the action on this card asks the player anything before it is sent. */
export function asksPlayer(action: GameActionDeclaration, args: GameActionArgs, cost: number | null | undefined, resources: Readonly<Record<string, number>>): boolean {
  return askedCards(action).length > 0 || askedNumbers(action, false).length > 0 || askedCardLists(action, args, cost, resources).length > 0;
}

/** The cards an action asks the player to pick (DM: the creature to attack): its card parameters with a `label`. */
export const askedCards = (action: GameActionDeclaration): CardParameter[] =>
  (action.parameters ?? []).filter((parameter): parameter is CardParameter => parameter.kind === 'card' && parameter.label !== undefined);

/**
 * The cards a picked card parameter may take, in the order the table lies: the known cards of its `from` zones that
 * are the acting seat's with `own`, else another seat's (the creature attacked is the opponent's).
 */
export function cardCandidates(parameter: CardParameter, view: TableView, seat: number): CardView[] {
  return view.zones
    .filter((zone) => parameter.from.includes(zone.zone))
    .flatMap((zone) => zone.cards.filter((card) => card.id !== null && card.key !== null && (card.owner === seat) === (parameter.own === true)));
}

/**
 * The choices an action asks about a card of these kinds, those with a `label`: a choice between card kinds of the game
 * (`gameKinds`; DM: a twinpact's creature or spell half) only when the card is known to have two of them, so a plain
 * spell is not asked its half (left out, the action chooses); any other choice always.
 */
export function askedChoices(action: GameActionDeclaration, kinds: readonly string[] | undefined, gameKinds: readonly string[]): ChoiceParameter[] {
  return (action.parameters ?? []).filter((parameter): parameter is ChoiceParameter => {
    if (parameter.kind !== 'choice' || parameter.label === undefined) return false;
    const ofKinds = parameter.options.filter((option) => gameKinds.includes(option));
    return ofKinds.length === 0 || ofKinds.filter((option) => kinds?.includes(option)).length > 1;
  });
}

/** A card kind list of the card database (DM spells are cast, not summoned). */
export type KindsOf = (key: string) => readonly string[] | undefined;

/** The game action a double-click on the card runs, if any (see primaryAction). */
export function primaryUse(rules: TableRulesInfo, place: CardPlace, kindsOf: KindsOf): GameActionDeclaration | undefined {
  const kinds = place.card.key ? kindsOf(place.card.key) : undefined;
  const uses = rules.actions.filter((action) => action.primary?.zone === place.zone.zone && fits(action.primary, kinds));
  return uses.find((use) => use.primary!.kinds !== undefined) ?? uses[0];
}

/** Whether a double-click use applies to a card of these kinds (unknown kinds: only a use for any kind). */
function fits(use: PrimaryUse, kinds: readonly string[] | undefined): boolean {
  if (use.kinds === undefined) return true;
  return kinds !== undefined && applies(use, { kinds, subtypes: [], keywords: [], stats: {} });
}

/**
 * The double-click: drawn from the draw pile; else the game's action whose `primary` names the card's zone, one for
 * the card's kinds first (DM: a spell is cast, any other card summoned; a shield broken; FaB pitch); else from the
 * hand into the board's main zone — or null where a click already does what the card is for (tapping cards in play),
 * or the card is one the seat may not know.
 */
export function primaryAction(rules: TableRulesInfo, view: TableView, seat: number, place: CardPlace, kindsOf: KindsOf): TableAction | null {
  const { card, zone, index } = place;
  if (zone.zone === rules.drawPile) return { type: 'draw', seat, count: 1 };
  const action = primaryUse(rules, place, kindsOf);
  if (action) {
    if (cardParameter(action) && card.id === null) return null;
    return gameAction(seat, action.id, tableArguments(action, { seat, view, card: card.id, zone, index, selection: [] }));
  }
  if (zone.zone !== rules.hand || card.id === null) return null;
  return { type: 'move', seat, card: card.id, to: { zone: rules.board.main, seat } };
}
