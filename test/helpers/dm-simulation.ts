/**
 * A real Duel Masters list, NET-036 (台灣CS大賽2024 1st 水闇COMPLEX, 40 cards of the fixtures' product and tournament
 * decks, twinpacts among them), with each card's facts from the shipped pack, played on the simulation kernel as
 * `decks.simulate` plays it, castability and the kill turn included: the renderer's simulation charts are tested on
 * its figures.
 */
import type { CardDetail, DeckSimulation, SimulateParams } from '../../api/contract';
import type { SeatDeck } from '../../engine/core/setup';
import { gameDefinition } from '../../engine/games/registry';
import { simulate } from '../../engine/sim/simulate';
import { dmCardSummary, dmPackCard, dmPackDeck } from './dm-pack';
import { dmProductList } from './table-decks';

export const DM_SIMULATION_DECK = 'NET-036';

/** The list's cards with the pack's facts and faces, by section. */
export const dmSimulationDeck = (): SeatDeck => dmPackDeck(dmProductList(DM_SIMULATION_DECK));

/** The deck as the editor holds it: per section, each card's key, name and copies. */
export function dmSimulationSections(): Record<string, { key: string; name: string; count: number }[]> {
  return Object.fromEntries(Object.entries(dmSimulationDeck().sections).map(([section, cards]) => [section, cards.map(({ key, name, count }) => ({ key, name, count }))]));
}

/**
 * `decks.simulate` of the deck, worked out by the kernel itself: the params' groups by key (a key is the card's name
 * here); with `castability: false`, as a game without a resource rule answers (held shares only).
 */
export function dmSimulation(params: Pick<SimulateParams, 'games' | 'seed' | 'turns' | 'first' | 'groups' | 'kill'>, castability = true): DeckSimulation {
  const deck = dmSimulationDeck();
  const labels = Object.fromEntries(Object.values(deck.sections).flat().map((card) => [card.key, card.name]));
  const groups = (params.groups ?? []).map((group) => ({ name: group.name, cards: group.keys.map((key) => labels[key]!) }));
  const simulation = simulate(gameDefinition('dm'), deck, {
    games: params.games,
    seed: params.seed,
    turns: params.turns ?? 5,
    first: params.first ?? true,
    groups,
    castability,
    kill: params.kill ?? false,
  });
  return { ...simulation, labels };
}

/** The pack's card as `cards.get` answers it (what the simulation panel reads of it: its faces' costs). */
export function dmCardDetail(key: string): CardDetail {
  const card = dmPackCard(key);
  return { ...dmCardSummary(key), text: card.text, textEn: card.textEn, formats: card.formats, faces: card.faces, printings: [], regulations: [], source: null };
}
