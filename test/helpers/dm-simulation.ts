/**
 * A real Duel Masters list, NET-036 (台灣CS大賽2024 1st 水闇COMPLEX, 40 cards of the fixtures' product and tournament
 * decks, twinpacts among them), with each card's facts from the shipped pack, played on the simulation kernel as
 * `decks.simulate` plays it: the renderer's simulation charts are tested on its figures. `withCastabilityAndKill`
 * adds castable shares and a kill-turn distribution shaped as the types say, for the charts to draw while the
 * engine's own castability and kill policy are elsewhere.
 */
import type { CardDetail, DeckSimulation, SimulateParams } from '../../api/contract';
import type { SeatDeck, SectionCard } from '../../engine/core/setup';
import { gameDefinition } from '../../engine/games/registry';
import { simulate, type KillTurns } from '../../engine/sim/simulate';
import { dmCardSummary, dmPackCard, dmTableCard } from './dm-pack';
import { dmProductList } from './table-decks';

export const DM_SIMULATION_DECK = 'NET-036';

/** The list's cards with the pack's facts and faces, by section. */
export function dmSimulationDeck(): SeatDeck {
  const sections: Record<string, SectionCard[]> = {};
  for (const entry of dmProductList(DM_SIMULATION_DECK).entries) (sections[entry.section!] ??= []).push(dmTableCard(entry.name, entry.count));
  return { sections };
}

/** The deck as the editor holds it: per section, each card's key, name and copies. */
export function dmSimulationSections(): Record<string, { key: string; name: string; count: number }[]> {
  return Object.fromEntries(Object.entries(dmSimulationDeck().sections).map(([section, cards]) => [section, cards.map(({ key, name, count }) => ({ key, name, count }))]));
}

/** `decks.simulate` of the deck, worked out by the kernel itself: the params' groups by key (a key is the card's name here). */
export function dmSimulation(params: Pick<SimulateParams, 'games' | 'seed' | 'turns' | 'first' | 'groups'>): DeckSimulation {
  const deck = dmSimulationDeck();
  const labels = Object.fromEntries(Object.values(deck.sections).flat().map((card) => [card.key, card.name]));
  const groups = (params.groups ?? []).map((group) => ({ name: group.name, cards: group.keys.map((key) => labels[key]!) }));
  const simulation = simulate(gameDefinition('dm'), deck, { games: params.games, seed: params.seed, turns: params.turns ?? 5, first: params.first ?? true, groups });
  return { ...simulation, labels };
}

/** The kill turns the charts are drawn with: most games won on turns 6 to 8, a tenth not by turn 10. */
export const SHAPED_KILL: KillTurns = { byTurn: { '5': 0.04, '6': 0.18, '7': 0.29, '8': 0.22, '9': 0.1, '10': 0.06 }, mean: 7.4, never: 0.11 };

/**
 * The simulation with castability and a kill turn shaped as the types say: a card is castable from the turn of its
 * cheapest face's cost, in a share of the games holding it that falls with each civilization past the first
 * (castable ≤ held, never falling from turn to turn); a group when its likeliest card is.
 */
export function withCastabilityAndKill(simulation: DeckSimulation, params: Pick<SimulateParams, 'groups'>): DeckSimulation {
  const cards = Object.values(dmSimulationDeck().sections).flat();
  const castable = (name: string, turn: number, held: number): number => {
    const card = cards.find((each) => each.name === name)!;
    const costs = card.faces ? card.faces.map((face) => Number(face.facts.cost)) : [Number(card.facts?.cost)];
    const civs = (card.facts?.civs as string[] | undefined)?.length ?? 1;
    return turn >= Math.min(...costs) ? held * 0.8 ** (civs - 1) : 0;
  };
  return {
    ...simulation,
    turns: simulation.turns.map((turn) => {
      const cardsCastable = Object.fromEntries(Object.entries(turn.cards).map(([name, held]) => [name, castable(name, turn.turn, held)]));
      const groupsCastable = Object.fromEntries(
        (params.groups ?? []).map((group) => [group.name, Math.min(turn.groups[group.name]!, Math.max(...group.keys.map((key) => cardsCastable[simulation.labels[key]!]!)))]),
      );
      return { ...turn, castable: cardsCastable, castableGroups: groupsCastable };
    }),
    kill: SHAPED_KILL,
  };
}

/** The pack's card as `cards.get` answers it (what the simulation panel reads of it: its faces' costs). */
export function dmCardDetail(key: string): CardDetail {
  const card = dmPackCard(key);
  return { ...dmCardSummary(key), text: card.text, textEn: card.textEn, formats: card.formats, faces: card.faces, printings: [], regulations: [], source: null };
}
