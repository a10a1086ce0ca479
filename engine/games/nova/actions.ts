import type { Action } from '../../core/actions';
import type { Decision } from '../../core/basics';
import { checked } from '../../core/rule-checks';
import { decisionFor, noDecisionWaiting, type GameActionDefinition, type GameState, zoneKey } from '../../core/state';
import type { DecisionDefinition, TableTerm } from '../../core/structure';
import { setFromHand } from '../set-from-hand';
import { LIMIT_LEVEL } from './processes';
import { setup } from './setup';
import { zones } from './zones';

/** How many redraws a seat has made (007.6.1.1 allows one): a seat resource, so undo and replays keep it. */
export const REDRAWS = 'redraws';

export const resources: readonly TableTerm[] = [{ id: REDRAWS, label: { ja: '引き直し', en: 'Redraws' }, rule: 'NOVA 007.6.1.1' }];

const hand = zones.find((zone) => zone.id === 'hand')!;

/** The redraw decision (007.6.1), which the setup opens per seat, the first player's first (007.6.1.2). */
const REDRAW = 'redraw';

export const decisions: readonly DecisionDefinition[] = [
  {
    id: REDRAW,
    label: { ja: '手札の引き直し', en: 'Redraw the hand' },
    rule: 'NOVA 007.6.1.2',
    prompt: {
      ja: '手札を全てメインデッキに戻してシャッフルし、7枚引き直しますか？（1度だけ、先攻プレイヤーから）',
      en: 'Shuffle your whole hand into your main deck and draw 7 new cards? (once, the first player first)',
    },
    answers: [],
    choices: ['redraw'],
    pass: 'keepHand',
    dummy: { ja: 'ダミーには手札がありません', en: 'The dummy has no hand' },
  },
];

/** The seat's open redraw decision, if any. */
const redrawDecision = (state: GameState, seat: number): Decision | undefined => decisionFor(state, seat, REDRAW);

export const actions: readonly GameActionDefinition[] = [
  // Energy set (906.1, 404.2.1): the turn player, in a main phase, one card from the hand into the energy zone; once a
  // turn across both main phases, which the turn's allowance counts. It is not playing a card (906.1.1).
  setFromHand({
    id: 'setEnergy',
    label: { ja: 'エナジーのセット', en: 'Energy set' },
    rule: 'NOVA 906.1',
    hand: 'hand',
    to: 'energy',
    steps: ['main1', 'main2'],
    timing: { rule: 'NOVA 404.2.1', message: { ja: 'エナジーのセットは自分のメインフェイズに行います', en: 'Energy is set in your main phases' } },
  }),
  {
    // Playing a character (202.1) from the character deck onto the player's field, where it is put on resolution
    // (804.3.1): the waiting area and responses stay with the players. Its level must be at most the player's limit
    // level (109.2); a level an effect lowered (109.2.1) is the player's to judge, by the mode. A card without a level
    // in the card data is not checked.
    id: 'playCharacter',
    label: { ja: 'キャラクターのプレイ', en: 'Play a character' },
    rule: 'NOVA 202.1',
    parameters: [
      {
        kind: 'card',
        name: 'card',
        from: ['characterDeck'],
        own: true,
        check: { rule: 'NOVA 202.1', message: { ja: 'card: キャラクターは自分のキャラデッキからプレイします', en: 'card: a character is played from your own character deck' } },
      },
    ],
    primary: { zone: 'characterDeck' },
    expand(state, seat, args) {
      const card = args.card as string;
      const level = state.catalog[state.cards[card]!.key]?.facts.level;
      const limit = state.seats[seat]!.resources[LIMIT_LEVEL] ?? 0;
      return checked(
        state,
        seat,
        [
          {
            broken: typeof level === 'number' && level > limit,
            rule: 'NOVA 109.2',
            message: {
              ja: `キャラクターレベル ${String(level)} はリミットレベル ${limit} を超えています`,
              en: `Character level ${String(level)} is above the limit level ${limit}`,
            },
          },
        ],
        () => [{ type: 'move', seat, card, to: { zone: 'field', seat } }],
      );
    },
  },
  {
    // The redraw at the table (007.6.1.1): the whole hand into the main deck, shuffled, and as many cards drawn again,
    // before the game's first turn begins and once per player; it answers the seat's redraw decision (007.6.1.2).
    id: 'redraw',
    label: { ja: '引き直し', en: 'Redraw' },
    rule: 'NOVA 007.6.1.1',
    expand(state, seat) {
      const cards = state.zones[zoneKey(hand, seat)]!;
      const times = setup.mulligan.kind === 'redraw' ? setup.mulligan.times : 0;
      return checked(
        state,
        seat,
        [
          { broken: state.turn.step !== null, rule: 'NOVA 007.6.1', message: { ja: '引き直しはゲーム開始前に行います', en: 'The redraw comes before the game begins' } },
          {
            broken: (state.seats[seat]!.resources[REDRAWS] ?? 0) >= times,
            rule: 'NOVA 007.6.1.1',
            message: { ja: `引き直しは${times}回までです`, en: `A player redraws at most ${times} time(s)` },
          },
        ],
        () => {
          const decision = redrawDecision(state, seat);
          const answer: Action[] = decision ? [{ type: 'answerDecision', seat, id: decision.id, choice: { ja: '引き直す', en: 'redraw' } }] : [];
          if (cards.length === 0) return answer;
          return [
            ...answer,
            { type: 'moveCards', seat, cards: [...cards], to: { zone: 'mainDeck', seat } },
            { type: 'shuffle', seat, zone: { zone: 'mainDeck' } },
            { type: 'draw', seat, count: cards.length },
            { type: 'resource', seat, target: seat, name: REDRAWS, delta: 1 },
          ];
        },
      );
    },
  },
  {
    // Keeping the hand answers the redraw decision (007.6.1.2). When the first player redrew and the second keeps, the
    // second player takes the first turn.
    id: 'keepHand',
    label: { ja: '引き直さない', en: 'Keep the hand' },
    rule: 'NOVA 007.6.1.2',
    expand(state, seat) {
      const decision = redrawDecision(state, seat);
      if (!decision) return noDecisionWaiting(decisions[0]!);
      const first = decision.data.firstPlayer as number;
      const redrew = (player: number): boolean => (state.seats[player]!.resources[REDRAWS] ?? 0) > 0;
      const secondStarts = setup.mulligan.kind === 'redraw' && setup.mulligan.secondStartsIfOnlyFirstRedraws && seat !== first && redrew(first) && !redrew(seat);
      return [
        { type: 'answerDecision', seat, id: decision.id },
        ...(secondStarts ? [{ type: 'setTurn', seat, turn: { activeSeat: seat }, rule: 'NOVA 007.6.1.2' } as const] : []),
      ];
    },
  },
];
