/**
 * The table's context menus: for a card, what applies to it where it lies — tapping where cards are tapped, counters
 * and markers where the game's terms apply, the game's own actions for it, moves to the zones that may hold it — and
 * for a zone or the table their actions, each with its key (labels from the game, in the interface language). Items
 * send actions through `act`; those that need a number, a name, a card to pick or a choice ask for it first.
 */
import type { CardTerm, CardView, GameActionDeclaration, TableAction, TableSnapshot, TableZoneInfo, ZoneView } from '../../api/contract';
import type { GameActionArgs } from '../../engine/core/actions';
import type { ChoiceParameter } from '../../engine/core/parameters';
import type { TableTerm } from '../../engine/core/structure';
import { pick, t } from '../i18n/index.svelte';
import type { MenuItem } from './context-menu';
import { shortcuts } from './shortcuts.svelte';
import {
  applies,
  askedCardLists,
  askedCards,
  askedChoices,
  askedNumbers,
  cardCandidates,
  cardGameActions,
  cardListCandidates,
  gameAction,
  primaryUse,
  tableArguments,
  zoneGameActions,
  type CardFacts,
  type CardTraits,
  type CardPlace,
  type FactsOf,
} from './table-actions';
import { TABLE } from './table-commands';

/** One option of a `choice` field: the value sent ('' leaves the argument out) and what it reads. */
export interface AskOption {
  value: string;
  label: string;
}

/** A field of the small dialog that asks for what an action needs. */
export interface AskField {
  name: string;
  label: string;
  /** `choice`: one of `options`, as radio buttons; `cards`: any of them, as check boxes (an answer lists their values). */
  kind: 'number' | 'text' | 'choice' | 'cards';
  initial: number | string;
  min?: number;
  options?: AskOption[];
  /** May be left empty (then left out). */
  optional: boolean;
}

export type Answers = Record<string, number | string | string[] | undefined>;

export type ViewMode = 'view' | 'search' | 'look';

export interface MenuContext {
  snapshot: TableSnapshot;
  /** The acting seat. */
  seat: number;
  act(action: TableAction): void;
  /** Asks for `fields`; null when the player cancels. */
  ask(title: string, fields: AskField[]): Promise<Answers | null>;
  /** Opens the zone viewer. */
  view(zone: ZoneView, mode: ViewMode): void;
  /** The selected card ids. */
  selection(): string[];
  toggleStack(id: string): void;
  /**
   * A card key's facts, once the card database answered (what applies to it, which choices to ask, whether to ask what
   * pays its cost), and the game's card kinds.
   */
  factsOf: FactsOf;
  cardKinds: readonly string[];
  /** A card as a list of cards to tick names it: its name and the game's list stat (FaB `⬤ 3`, the pitch). */
  cardLabel(card: CardView): string;
}

/** The counter a card's menu adds when it has none of its own. */
export const DEFAULT_COUNTER = '+1';

/** A marker's name: its term, or its family's (`equipped:weapon1` → the family's label and the zone's). */
export function markerLabel(markers: readonly TableTerm[], zones: readonly TableZoneInfo[], marker: string): string {
  const exact = markers.find((term) => term.id === marker);
  if (exact) return pick(exact.label);
  const family = markers.find((term) => term.id.endsWith(':') && marker.startsWith(term.id));
  if (!family) return marker;
  const rest = marker.slice(family.id.length);
  const zone = zones.find((candidate) => candidate.id === rest);
  return `${pick(family.label)}: ${zone ? pick(zone.label) : rest}`;
}

export const zoneInfo = (snapshot: TableSnapshot, id: string): TableZoneInfo => snapshot.rules.zones.find((zone) => zone.id === id)!;

/** Whether the acting seat may look through a zone's cards (public, or its own private zone). */
export function maySee(info: TableZoneInfo, zone: ZoneView, seat: number): boolean {
  return info.visibility === 'public' || (info.visibility === 'owner' && zone.seat === seat);
}

/** A choice's options as the table offers them: the action's own choice first (the argument left out), then each by its label. */
export function choiceOptions(choice: ChoiceParameter): AskOption[] {
  return [{ value: '', label: t('table.args.actionChooses') }, ...choice.options.map((option) => ({ value: option, label: choice.optionLabels?.[option] ? pick(choice.optionLabels[option]) : option }))];
}

/** Cards to pick between by name, tapped ones said so; a name that repeats is numbered in the order the cards lie. */
function cardOptions(cards: readonly CardView[]): AskOption[] {
  const labels = cards.map((card) => (card.tapped ? t('table.args.tappedCard', { name: card.name ?? '' }) : (card.name ?? '')));
  return cards.map((card, index) => {
    const same = labels.filter((label) => label === labels[index]).length;
    const nth = labels.slice(0, index + 1).filter((label) => label === labels[index]).length;
    return { value: card.id!, label: same > 1 ? `${labels[index]} (${nth})` : labels[index]! };
  });
}

/** The key of the card an action is run on, where the seat knows it. */
const keyOf = (snapshot: TableSnapshot, card: string | null): string | null =>
  card === null ? null : (snapshot.view.zones.flatMap((zone) => zone.cards).find((candidate) => candidate.id === card)?.key ?? null);

/**
 * Runs one of the game's actions: the arguments the table fills in, then what it asks the player for in one dialog —
 * the numbers, a card to pick (the creature to attack), the cards to pay with and the choices that matter for the card.
 * `preset`: arguments already given (a decision panel's choices, which it asks beside each offer: `askChoices` false).
 */
export async function runGameAction(
  context: MenuContext,
  action: GameActionDeclaration,
  card: string | null,
  zone: ZoneView | null,
  preset: GameActionArgs = {},
  askChoices = true,
): Promise<void> {
  const { snapshot, seat } = context;
  const args = { ...tableArguments(action, { seat, view: snapshot.view, card, zone, index: null, selection: context.selection() }), ...preset };
  const key = keyOf(snapshot, card);
  const resources = snapshot.view.seats[seat]?.resources ?? {};
  const facts = key === null ? undefined : context.factsOf(key);
  const lists = askedCardLists(action, args, facts?.cost, resources).map(
    (parameter): AskField => ({
      name: parameter.name,
      label: pick(parameter.label),
      kind: 'cards',
      initial: '',
      options: cardListCandidates(parameter, snapshot.view, seat, card).map((each) => ({ value: each.id!, label: context.cardLabel(each) })),
      optional: true,
    }),
  );
  const fields: AskField[] = [
    ...askedCards(action).map((parameter): AskField => {
      const options = cardOptions(cardCandidates(parameter, snapshot.view, seat));
      return { name: parameter.name, label: pick(parameter.label!), kind: 'choice', initial: options[0]?.value ?? '', options, optional: false };
    }),
    ...lists,
    ...askedNumbers(action, lists.length > 0 || askedCards(action).length > 0).map((number): AskField => ({
      name: number.name,
      label: pick(number.label),
      kind: 'number',
      initial: number.optional ? '' : (number.default ?? number.min),
      min: number.min,
      optional: number.optional ?? false,
    })),
    ...(askChoices ? askedChoices(action, facts?.kinds, context.cardKinds) : []).map(
      (choice): AskField => ({ name: choice.name, label: pick(choice.label!), kind: 'choice', initial: '', options: choiceOptions(choice), optional: true }),
    ),
  ].filter((field) => preset[field.name] === undefined);
  if (fields.length > 0) {
    const answers = await context.ask(pick(action.label), fields);
    if (!answers) return;
    // An empty list of cards is no answer: the action works it out.
    for (const [name, value] of Object.entries(answers)) if (value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0)) args[name] = value;
  }
  context.act(gameAction(seat, action.id, args));
}

/** A key as the shortcut help writes it (Enter: ↩ on a Mac). */
const keyText = (key: string): string => shortcuts.format(key);

/** The key of a table command (TABLE, table-commands.ts) as the registry binds it, for an item doing what it does. */
function commandKey(command: string): { shortcut?: string } {
  const key = shortcuts.bindingText(command);
  return key === null ? {} : { shortcut: key };
}

/** `primary`: the action a double-click or Enter runs on the card, shown with its key. */
function gameItems(context: MenuContext, actions: GameActionDeclaration[], card: string | null, zone: ZoneView | null, primary?: GameActionDeclaration): MenuItem[] {
  // An action that asks for a card of which there is none (no creature to attack) is shown, not offered.
  const unanswerable = (action: GameActionDeclaration) => askedCards(action).some((parameter) => cardCandidates(parameter, context.snapshot.view, context.seat).length === 0);
  return actions.map((action) => ({
    label: pick(action.label),
    disabled: unanswerable(action),
    ...(action === primary && { shortcut: keyText('Enter') }),
    onselect: () => runGameAction(context, action, card, zone),
  }));
}

/**
 * Whether a marker or counter of the game applies to a card in `zone`: a zone it lies in, a card it concerns, and not
 * one it holds nothing back on (a card whose facts are not known yet: every card).
 */
export function termApplies(term: CardTerm, zone: string, facts: CardTraits | undefined): boolean {
  if (term.zones && !term.zones.includes(zone)) return false;
  return !facts || ((!term.appliesTo || applies(term.appliesTo, facts)) && !(term.waivedBy && applies(term.waivedBy, facts)));
}

/** The markers a card shows: all it carries but those the game waives for it (DM: summoning sickness on a スピードアタッカー). */
export function shownMarkers(terms: readonly CardTerm[], card: CardView, facts: CardTraits | undefined): string[] {
  return card.markers.filter((marker) => {
    const term = terms.find((candidate) => candidate.id === marker);
    return !term?.waivedBy || !facts || !applies(term.waivedBy, facts);
  });
}

/** Whether a zone may hold the card (TableZoneInfo `holds`; a card whose facts are not known yet: any zone). */
const holds = (info: TableZoneInfo, facts: CardFacts | undefined): boolean => !info.holds || !facts || info.holds.some((each) => applies(each, facts));

const sep = (items: MenuItem[]): MenuItem[] => (items.length > 0 ? [{ separator: true }, ...items] : []);

/**
 * Moves to every other zone of the card owner's side and the table's that may hold it (FaB: an action card into no
 * equipment zone; DM: only a GR creature into 超GR): top and bottom of ordered zones.
 */
function moveItems(context: MenuContext, place: CardPlace, cards: string[], facts: CardFacts | undefined): MenuItem[] {
  const { seat, snapshot } = context;
  const owner = place.card.owner;
  return snapshot.rules.zones.flatMap((info): MenuItem[] => {
    const zoneSeat = info.owner === 'shared' ? null : owner;
    if (info.id === place.zone.zone && zoneSeat === place.zone.seat && !info.ordered) return [];
    if (!holds(info, facts)) return [];
    const to = zoneSeat === null ? { zone: info.id } : { zone: info.id, seat: zoneSeat };
    const move = (position: 'top' | 'bottom'): TableAction =>
      cards.length === 1
        ? { type: 'move', seat, card: cards[0]!, to: { ...to, position } }
        : { type: 'moveCards', seat, cards, to: { ...to, position } };
    const name = pick(info.label);
    if (!info.ordered) return [{ label: t('table.menu.moveTo', { zone: name }), onselect: () => context.act(move('top')) }];
    return [
      { label: t('table.menu.moveToTop', { zone: name }), onselect: () => context.act(move('top')) },
      { label: t('table.menu.moveToBottom', { zone: name }), onselect: () => context.act(move('bottom')) },
    ];
  });
}

/**
 * The menu of a card, what applies to it where it lies: tapping where a click taps (cards in play), turning face down
 * where faces show, revealing where they do not, counters and markers where they apply, the game's actions for it, and
 * moves to the zones that may hold it.
 */
export function cardMenu(context: MenuContext, place: CardPlace): MenuItem[] {
  const { seat, snapshot } = context;
  const { card, zone } = place;
  const info = zoneInfo(snapshot, zone.zone);
  if (card.id === null) return zoneMenu(context, zone);
  const id = card.id;
  const facts = card.key ? context.factsOf(card.key) : undefined;
  const selection = context.selection();
  const cards = selection.includes(id) ? selection : [id];
  const inSight = info.visibility === 'public';
  const items: MenuItem[] = [];
  // A click (or Space on the focused card) taps in a zone of cards in play.
  if (snapshot.rules.board.tappable.includes(zone.zone)) {
    items.push({ label: t(card.tapped ? 'table.menu.untap' : 'table.menu.tap'), shortcut: keyText('Space'), onselect: () => context.act({ type: 'tap', seat, card: id, tapped: !card.tapped }) });
  }
  if (inSight || card.faceDown) items.push({ label: t(card.faceDown ? 'table.menu.faceUp' : 'table.menu.faceDown'), onselect: () => context.act({ type: 'flip', seat, card: id }) });
  if (!inSight || card.faceDown) items.push({ label: t('table.menu.reveal'), onselect: () => context.act({ type: 'reveal', seat, cards }) });
  // Counters and markers lie on cards in sight (a card in a hand or a deck carries none), each where the game's term
  // applies: the plain +1 and the game's named counters (FaB +1 power); and whatever the card carries, to take off.
  const counterTerms = inSight ? snapshot.rules.counters.filter((term) => termApplies(term, zone.zone, facts)) : [];
  const counters = new Set([...(inSight ? [DEFAULT_COUNTER] : []), ...counterTerms.map((term) => term.id), ...Object.keys(card.counters)]);
  for (const counter of counters) {
    const term = snapshot.rules.counters.find((candidate) => candidate.id === counter);
    const name = term ? pick(term.label) : counter;
    items.push({ label: t('table.menu.counterAdd', { name }), onselect: () => context.act({ type: 'counter', seat, card: id, name: counter, delta: 1 }) });
    if (card.counters[counter]) items.push({ label: t('table.menu.counterRemove', { name }), onselect: () => context.act({ type: 'counter', seat, card: id, name: counter, delta: -1 }) });
  }
  const markerTerms = inSight ? snapshot.rules.markers.filter((term) => !term.id.endsWith(':') && termApplies(term, zone.zone, facts)) : [];
  const markers = [...markerTerms.map((term) => term.id), ...shownMarkers(snapshot.rules.markers, card, facts)];
  for (const marker of new Set(markers)) {
    const on = card.markers.includes(marker);
    const name = markerLabel(snapshot.rules.markers, snapshot.rules.zones, marker);
    items.push({ label: t(on ? 'table.menu.markerOff' : 'table.menu.markerOn', { marker: name }), onselect: () => context.act({ type: 'marker', seat, card: id, marker, on: !on }) });
  }
  if (card.attached.length > 0) items.push({ label: t('table.menu.stack', { count: card.attached.length }), onselect: () => context.toggleStack(id) });
  const primary = primaryUse(snapshot.rules, place, (key) => context.factsOf(key)?.kinds);
  return [
    ...items,
    ...sep(gameItems(context, cardGameActions(snapshot.rules, snapshot.view, seat, { card, zone: zone.zone }, facts), id, zone, primary)),
    ...sep(moveItems(context, place, cards, facts)),
  ];
}

/** The menu of a zone: look through it, draw, shuffle, look at the top, search, untap all, create a token, the game's. */
export function zoneMenu(context: MenuContext, zone: ZoneView): MenuItem[] {
  const { seat, snapshot } = context;
  const info = zoneInfo(snapshot, zone.zone);
  const target = zone.seat === null ? { zone: zone.zone } : { zone: zone.zone, seat: zone.seat };
  const items: MenuItem[] = [];
  if (maySee(info, zone, seat)) items.push({ label: t('table.menu.view'), onselect: () => context.view(zone, 'view'), disabled: zone.count === 0 });
  const ownDrawPile = zone.zone === snapshot.rules.drawPile && zone.seat === seat;
  // The seat's own draw pile: what the table's commands do, shown with their keys (D, S).
  if (ownDrawPile) items.push({ label: t('table.menu.draw'), ...commandKey(TABLE.draw), onselect: () => context.act({ type: 'draw', seat, count: 1 }) });
  if (info.ordered) {
    items.push({ label: t('table.menu.shuffle'), ...(ownDrawPile && commandKey(TABLE.shuffle)), onselect: () => context.act({ type: 'shuffle', seat, zone: target }) });
    if (info.visibility !== 'public') {
      items.push({
        label: t('table.menu.look'),
        disabled: zone.count === 0,
        onselect: async () => {
          const answers = await context.ask(t('table.menu.look'), [{ name: 'count', label: t('table.args.count'), kind: 'number', initial: 3, min: 1, optional: false }]);
          const count = Number(answers?.count);
          if (!answers || !Number.isInteger(count) || count < 1) return;
          context.act({ type: 'look', seat, zone: target, count });
          context.view(zone, 'look');
        },
      });
    }
  }
  if (zone.seat === seat || zone.seat === null) items.push({ label: t('table.menu.search'), onselect: () => context.view(zone, 'search'), disabled: zone.count === 0 });
  if (snapshot.rules.board.tappable.includes(zone.zone)) items.push({ label: t('table.menu.untapAll'), onselect: () => context.act({ type: 'tapAll', seat, zone: target, tapped: false }) });
  if (info.visibility === 'public') {
    items.push({
      label: t('table.menu.createToken'),
      onselect: async () => {
        const answers = await context.ask(t('table.menu.createToken'), [{ name: 'name', label: t('table.args.tokenName'), kind: 'text', initial: t('table.tokenName'), optional: false }]);
        const name = String(answers?.name ?? '').trim();
        if (!answers || !name) return;
        context.act({ type: 'create', seat, key: `token:${name}`, name, token: true, to: target });
      },
    });
  }
  return [...items, ...sep(gameItems(context, zoneGameActions(snapshot.rules.actions, zone.zone), null, zone))];
}

/** The menu of the table itself: the game's actions that belong to no zone. */
export function boardMenu(context: MenuContext): MenuItem[] {
  const { snapshot, seat } = context;
  return [
    { label: t('table.menu.draw'), ...commandKey(TABLE.draw), onselect: () => context.act({ type: 'draw', seat, count: 1 }) },
    { label: t('table.menu.untapAllMine'), ...commandKey(TABLE.untapAll), onselect: () => untapAll(context) },
    ...sep(gameItems(context, zoneGameActions(snapshot.rules.actions, null), null, null)),
  ];
}

/**
 * Untaps the acting seat's cards in play: a tapAll per zone of its own that has tapped cards; in a shared zone (DM
 * battle zone) its own cards one by one, since tapAll would untap the other seat's too.
 */
export function untapAll(context: Pick<MenuContext, 'snapshot' | 'seat' | 'act'>): void {
  const { snapshot, seat } = context;
  for (const zone of snapshot.view.zones) {
    if (!snapshot.rules.board.tappable.includes(zone.zone)) continue;
    if (zone.seat === null) {
      for (const card of zone.cards) if (card.tapped && card.owner === seat && card.id) context.act({ type: 'tap', seat, card: card.id, tapped: false });
    } else if (zone.seat === seat && zone.cards.some((card) => card.tapped)) {
      context.act({ type: 'tapAll', seat, zone: { zone: zone.zone, seat }, tapped: false });
    }
  }
}

/** A card's place by id in a snapshot (for menus opened on a card element). */
export function placeOf(snapshot: TableSnapshot, zoneKey: string, index: number): CardPlace | null {
  const zone = snapshot.view.zones.find((candidate) => candidate.key === zoneKey);
  const card: CardView | undefined = zone?.cards[index];
  return zone && card ? { card, zone, index } : null;
}
