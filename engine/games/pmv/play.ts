/**
 * Playing PMV cards from the hand with their costs paid from the nodes (rules digest pmv.md §8; 1.8.7, 5.2): the card
 * to the play area face up (5.2.3.b), then its cost (5.2.3.f) — one cost for each active node put to sleep (1.8.7.a) or
 * sleeping node discarded (1.8.7.b), exactly the cost in one go (1.8.7.f–g). Interference, resolution and what the
 * card's text does stay in the players' hands, as does the choice to skip the checks and the payment by the caster
 * (5.5.6) or the substitute race (5.6.6).
 */
import type { Action } from '../../core/actions';
import { listFact, numberFact } from '../../core/card-facts';
import type { RuleError } from '../../core/basics';
import { checked, type RuleCheck } from '../../core/rule-checks';
import type { GameActionDefinition, GameState } from '../../core/state';
import type { CardsParameter } from '../../core/parameters';

const nodesOf = (state: GameState, seat: number): readonly string[] => state.zones[`node#${seat}`]!;

/** A node pays 1: an active one is put to sleep (1.8.7.a), a sleeping one discarded to its owner's underworld (1.8.7.b). */
function spend(state: GameState, seat: number, nodes: readonly string[]): Action[] {
  return nodes.map((node): Action =>
    state.cards[node]!.tapped
      ? { type: 'move', seat, card: node, to: { zone: 'underworld', seat: state.cards[node]!.owner }, rule: 'PMV 1.8.7.b' }
      : { type: 'tap', seat, card: node, tapped: true, rule: 'PMV 1.8.7.a' },
  );
}

/**
 * Paying `cost` from the seat's nodes: the nodes named, each paying 1, exactly the cost (1.8.7.g); or, none named, the
 * table's pick of active nodes (1.8.7.a). Where the active nodes fall short, nothing is paid and the check says why:
 * sleeping nodes are discarded only when named, as that lowers the node count later plays need (5.2.2.c). Free mode
 * spends only the nodes named; a card whose cost the table does not know (a variable one, 1.8.7.h) is paid by the nodes
 * named, whatever their number.
 */
export function nodePayment(state: GameState, seat: number, cost: number | null, named: readonly string[] | undefined): { checks: RuleCheck[]; parts: Action[] } {
  if (cost === null || (named === undefined && state.mode === 'free')) return { checks: [], parts: spend(state, seat, named ?? []) };
  if (named !== undefined) {
    return {
      checks: [
        {
          broken: named.length !== cost,
          rule: 'PMV 1.8.7.g',
          message: { ja: `コスト${cost}に対してノードを${named.length}枚選んでいます`, en: `The cost is ${cost}; ${named.length} nodes are named` },
        },
      ],
      parts: spend(state, seat, named),
    };
  }
  const nodes = nodesOf(state, seat);
  const active = nodes.filter((node) => !state.cards[node]!.tapped);
  if (active.length >= cost) return { checks: [], parts: spend(state, seat, active.slice(0, cost)) };
  const short: RuleCheck =
    nodes.length < cost
      ? { broken: true, rule: 'PMV 5.2.2.d', message: { ja: `コスト${cost}に対してノードが${nodes.length}枚です`, en: `The cost is ${cost}; you have ${nodes.length} nodes` } }
      : {
          broken: true,
          rule: 'PMV 1.8.7.b',
          message: {
            ja: `コスト${cost}に対してアクティブ状態のノードが${active.length}枚です。残りは破棄するスリープ状態のノードを選んで支払います`,
            en: `The cost is ${cost}; you have ${active.length} active nodes. Name the sleeping nodes to discard for the rest`,
          },
        };
  return { checks: [short], parts: [] };
}

/** The nodes that pay (1.8.7): the seat's own (1.8.7.e), asked for each play; left empty, the table picks active ones. */
const nodesToPay: CardsParameter = {
  kind: 'cards',
  name: 'nodes',
  label: { ja: '支払うノード（アクティブ：スリープに、スリープ：破棄）', en: 'Nodes to pay with (active: put to sleep; asleep: discarded)' },
  card: 'card',
  from: ['node'],
  own: true,
  optional: true,
  ask: {},
  check: { rule: 'PMV 1.8.7.e', message: { ja: 'コストは自分のノードで支払います', en: 'A cost is paid from your own nodes' } },
};

/** When a card of its kind may be played (5.4.1, 5.5.1, 5.6.1) and the turn its keywords allow (10.22, 10.23). */
function timing(state: GameState, seat: number, card: string): RuleCheck[] {
  const kinds = listFact(state, card, 'kinds');
  const keywords = listFact(state, card, 'keywords');
  const ownMain = state.turn.activeSeat === seat && state.turn.step === 'main';
  const ownTurn = state.turn.activeSeat === seat;
  return [
    {
      broken: kinds.includes('character') && !ownMain,
      rule: 'PMV 5.4.1.b',
      message: { ja: 'キャラクターカードは自分のメインフェイズにプレイします', en: 'Character cards are played in your own main phase' },
    },
    {
      broken: kinds.includes('spell') && !ownMain,
      rule: 'PMV 5.5.1.b',
      message: { ja: 'スペルカードは自分のメインフェイズにプレイします', en: 'Spell cards are played in your own main phase' },
    },
    {
      broken: keywords.some((keyword) => keyword.startsWith('自分ターン')) && !ownTurn,
      rule: 'PMV 10.22.2.a',
      message: { ja: '自分ターン制限：あなたのターンにしかプレイできません', en: 'Your Turn Only: played only in your own turn' },
    },
    {
      broken: keywords.some((keyword) => keyword.startsWith('相手ターン')) && ownTurn,
      rule: 'PMV 10.23.2.a',
      message: { ja: '相手ターン制限：相手のターンにしかプレイできません', en: 'Opponent’s Turn Only: played only in your opponent’s turn' },
    },
  ];
}

/** A card's cost, paid one node a unit (1.8.7); null where the table does not know it (a variable cost, 1.8.7.h). */
export const nodeCost = (state: GameState, card: string): number | null => numberFact(state, card, 'cost') ?? null;

/** The node count a card needs to be played (必要ノード, 2.4.1, 5.2.2.c); "Nullity" and none are 0 (2.4.4). */
export const requiredNodeCount = (state: GameState, card: string): number => numberFact(state, card, 'nodes') ?? 0;

/** The node count a card needs (5.2.2.c): every node counts, active or asleep. */
function requiredNodes(state: GameState, seat: number, card: string): RuleCheck {
  const needed = requiredNodeCount(state, card);
  const count = nodesOf(state, seat).length;
  return {
    broken: count < needed,
    rule: 'PMV 5.2.2.c',
    message: { ja: `必要ノード${needed}に対してノードが${count}枚です`, en: `It needs ${needed} nodes; you have ${count}` },
  };
}

export const playActions: readonly GameActionDefinition[] = [
  {
    // A character, spell or command card from the hand (5.2.1) to the play area, its cost paid from the nodes named or
    // picked: what a double-click on a hand card does, the nodes asked for.
    id: 'play',
    label: { ja: 'プレイ', en: 'Play' },
    rule: 'PMV 5.2.3',
    parameters: [
      { kind: 'card', name: 'card', from: ['hand'], own: true, check: { rule: 'PMV 5.2.1', message: { ja: 'プレイするのは自分の手札のカードです', en: 'Cards are played from your own hand' } } },
      nodesToPay,
    ],
    primary: { zone: 'hand' },
    expand(state, seat, args): Action[] | RuleError {
      const card = args.card as string;
      const paid = nodePayment(state, seat, nodeCost(state, card), args.nodes as readonly string[] | undefined);
      return checked(state, seat, [...timing(state, seat, card), requiredNodes(state, seat, card), ...paid.checks], () => [
        { type: 'move', seat, card, to: { zone: 'play', seat }, rule: 'PMV 5.2.3.b' },
        ...paid.parts,
      ]);
    },
  },
  {
    // Puts `count` active nodes to sleep for a cost the table does not pay itself (an activated effect's, 7.3.4; an
    // upkeep cost, 10.27): sleeping nodes to discard are moved to the underworld by hand (1.8.7.b).
    id: 'payNodes',
    label: { ja: 'ノードで支払う', en: 'Pay with nodes' },
    rule: 'PMV 1.8.7.a',
    parameters: [{ kind: 'number', name: 'count', label: { ja: 'コスト', en: 'Cost' }, min: 1 }],
    zone: 'node',
    expand(state, seat, args) {
      const count = args.count as number;
      const active = nodesOf(state, seat).filter((node) => !state.cards[node]!.tapped);
      return checked(
        state,
        seat,
        [
          {
            broken: active.length < count,
            rule: 'PMV 1.8.7.a',
            message: { ja: `アクティブ状態のノードが${active.length}枚しかありません`, en: `Only ${active.length} active nodes` },
          },
        ],
        () => spend(state, seat, active.slice(0, count)),
      );
    },
  },
];
