/**
 * Reading the FaB combat chain (CR 7, rules digest fab.md §3.4 and §2.3 "Combat Chain (3.6)") from the cards on it.
 * The chain zone lists its cards in the order they joined it. Each chain link starts with its attack — a card, or a
 * weapon as the source of its attack (7.2.2b) — marked ATTACK, followed by the cards defending it
 * (DEFENDING: declared in the defend step, or defense reactions); RESOLVED comes on the attack when its link resolves.
 * Weapons and equipment on the chain carry `equipped:<zone>`, where they go back when it closes (7.7.5).
 */
import { listFact, numberFact } from '../../core/card-facts';
import type { GameState } from '../../core/state';
import { zoneKey } from '../../core/state';
import type { CardTerm } from '../../core/structure';
import { zones } from './zones';

/** The attack of a chain link (7.0.3: a chain link is an attack and the cards defending it). */
export const ATTACK = 'attack';
/** Marks a card on the combat chain as defending (7.0.5a: it defends until it leaves the chain). */
export const DEFENDING = 'defending';
/** The link of this attack has resolved (7.6): the chain waits for the next attack or its close. */
export const RESOLVED = 'resolved';
/** The marker that names the zone a weapon or equipment on the combat chain is equipped in. */
export const EQUIPPED = 'equipped:';
/** An attack given go again by an effect the players apply by hand (the keyword printed is read from the card). */
export const GO_AGAIN = 'goAgain';
/**
 * Counters players put on by hand for effects that change an attack's power or a card's defense (the +1{p} and −1{d}
 * counters of the cards, and "+N{p} this turn" effects, one counter per point), and the damage an effect prevents.
 * Counters never go below 0, so a rise and a fall are counters of their own.
 */
export const POWER_UP = 'power+1';
export const POWER_DOWN = 'power-1';
export const DEFENSE_UP = 'defense+1';
export const DEFENSE_DOWN = 'defense-1';
export const PREVENTED = 'prevented';

/**
 * Where the damage step reads counters (7.5.2): an attack or a defending card on the chain, and the arena's objects
 * that attack or defend from there (allies, weapons, equipment, the hero).
 */
const COUNTED_IN = ['combatChain', 'permanent', 'hero', 'weapon1', 'weapon2', 'arms', 'chest', 'head', 'legs'];
/** The chain's markers lie on its links' cards only (7.0.3). */
const ON_CHAIN = ['combatChain'];

export const chainCounters: readonly CardTerm[] = [
  { id: POWER_UP, label: { ja: '+1パワー', en: '+1 power' }, rule: 'FaB 7.5.2', zones: COUNTED_IN },
  { id: POWER_DOWN, label: { ja: '−1パワー', en: '−1 power' }, rule: 'FaB 7.5.2', zones: COUNTED_IN },
  { id: DEFENSE_UP, label: { ja: '+1防御', en: '+1 defense' }, rule: 'FaB 7.5.2', zones: COUNTED_IN },
  { id: DEFENSE_DOWN, label: { ja: '−1防御', en: '−1 defense' }, rule: 'FaB 7.5.2', zones: COUNTED_IN },
  { id: PREVENTED, label: { ja: 'ダメージ軽減', en: 'prevention' }, rule: 'FaB 7.5.2', zones: ON_CHAIN },
];

export const chainMarkers: readonly CardTerm[] = [
  { id: ATTACK, label: { ja: '攻撃（チェインリンク）', en: 'Attack (chain link)' }, rule: 'FaB 7.0.3', zones: ON_CHAIN },
  { id: DEFENDING, label: { ja: '防御中', en: 'Defending' }, rule: 'FaB 7.3.2a', zones: ON_CHAIN },
  { id: RESOLVED, label: { ja: '解決済みのリンク', en: 'Link resolved' }, rule: 'FaB 7.6', zones: ON_CHAIN },
  { id: EQUIPPED, label: { ja: '装備', en: 'Equipped' }, rule: 'FaB 7.7.5', zones: ON_CHAIN },
  { id: GO_AGAIN, label: { ja: 'ゴーアゲイン', en: 'Go again' }, rule: 'FaB 7.6.2', zones: ON_CHAIN },
];

const CHAIN = zones.find((zone) => zone.id === 'combatChain')!;

/** The cards on the combat chain in the order they joined it. */
export const chainCards = (state: GameState): readonly string[] => state.zones[zoneKey(CHAIN, 0)]!;

export const marked = (state: GameState, card: string, marker: string): boolean => state.cards[card]!.markers.includes(marker);

/** The hero an attack is aimed at (1.4.5): the opponent's, at the two-player table the engine plays. */
export const opponent = (state: GameState, seat: number): number => (seat + 1) % state.seats.length;

export interface ChainLink {
  attack: string;
  /** The seat whose hero is attacked: the turn player's opponent. */
  target: number;
  defending: string[];
  resolved: boolean;
}

/** The chain's links, first to last. */
export function chainLinks(state: GameState): ChainLink[] {
  const links: ChainLink[] = [];
  for (const card of chainCards(state)) {
    const { markers } = state.cards[card]!;
    if (markers.includes(ATTACK)) links.push({ attack: card, target: opponent(state, state.turn.activeSeat), defending: [], resolved: markers.includes(RESOLVED) }); else if (markers.includes(DEFENDING)) links.at(-1)?.defending.push(card);
  }
  return links;
}

/**
 * Where the combat is (7.0.2, 7.1–7.7): `closed` (no chain), `defend` while the defender decides how to defend,
 * `reaction` until the link's damage, `resolution` once the last link has resolved and the chain waits — or when cards
 * lie on it with no attack (put there by hand or against the rules), which nothing waits for. The layer and attack
 * steps pass as the attack is played, the damage step as the reaction step ends.
 */
export type CombatStep = 'closed' | 'defend' | 'reaction' | 'resolution';

export const DEFEND_DECISION = 'defend';
export const REACTIONS_DECISION = 'reactions';

export function combatStep(state: GameState): CombatStep {
  const link = chainLinks(state).at(-1);
  if (!link) return chainCards(state).length === 0 ? 'closed' : 'resolution';
  if (link.resolved) return 'resolution';
  return state.decisions.some((decision) => decision.kind === DEFEND_DECISION) ? 'defend' : 'reaction';
}

// Read through this module by the rest of FaB.

export const hasKeyword = (state: GameState, card: string, keyword: string): boolean =>
  listFact(state, card, 'keywords').some((each) => each.toLowerCase() === keyword.toLowerCase());

/** A printed value with the counters players put on for what changes it. */
function valueOf(state: GameState, card: string, fact: string, up: string, down: string): number {
  const { counters } = state.cards[card]!;
  return (numberFact(state, card, fact) ?? 0) + (counters[up] ?? 0) - (counters[down] ?? 0);
}

export const powerOf = (state: GameState, card: string): number => valueOf(state, card, 'power', POWER_UP, POWER_DOWN);
export const defenseOf = (state: GameState, card: string): number => valueOf(state, card, 'defense', DEFENSE_UP, DEFENSE_DOWN);
