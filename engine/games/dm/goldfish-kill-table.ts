/**
 * The kill policy (./goldfish-kill.ts) played on the full engine: startTable with a dummy of 5 shields in strict mode,
 * then `advance` through `apply`, the policy's moves made as the ordinary game actions `charge`, `summon` (the table
 * picks the mana) and `attackPlayer`, so the engine's own rules — the skipped first draw (103.5), multicolour mana
 * tapped (405.1), payment (112.2a), summoning sickness (301.5), breakers (509.2), the direct attack (509.1), the
 * deck-out (104.2b) — decide what happens, and strict mode refuses any move they forbid. It is what the kernel must
 * equal turn by turn (./goldfish-kill.test.ts), and the baseline of its benchmark (test/bench/simulate.ts).
 */
import { apply } from '../../core/apply';
import type { Action, GameActionArgs } from '../../core/actions';
import { isRuleError } from '../../core/basics';
import { startTable, type SeatDeck } from '../../core/setup';
import type { GameState } from '../../core/state';
import { dm } from './index';
import { key } from './facts';
import { attackOrder, cardToCharge, creatureToSummon, DUMMY, killCardReader, lying, NOT_WON, type KillTurnView } from './goldfish-kill';
import { SUMMONING_SICKNESS } from './markers';

/** The game of `seed` on the full engine to the own turn it is won on, or NOT_WON by turn `turns`; `observe` sees each turn end. */
export function killOnTable(deck: SeatDeck, { seed, first, turns }: { seed: number; first: boolean; turns: number }, observe?: (view: KillTurnView) => void): number {
  let state: GameState = startTable(dm, { seed, decks: [deck], dummy: {}, firstPlayer: first ? 0 : DUMMY, mode: 'strict' }).state;
  const perform = (action: Action): void => {
    const applied = apply(state, action);
    if (isRuleError(applied)) throw new Error(`${action.type === 'game' ? action.action : action.type} refused (${applied.rule}): ${applied.message.en}`);
    state = applied.state;
  };
  const act = (action: string, args: GameActionArgs): void => perform({ type: 'game', seat: 0, action, args });
  const cardOf = killCardReader(state);
  const zone = (id: string, seat = 0) => state.zones[key(id, seat)]!;
  const own = (id: string) => zone(id).filter((card) => state.cards[card]!.owner === 0);
  const sick = (card: string) => state.cards[card]!.markers.includes(SUMMONING_SICKNESS);
  const view = (turn: number): KillTurnView => ({
    turn,
    hand: zone('hand').map((card) => state.cards[card]!.key),
    mana: zone('mana').map((card) => lying(state.cards[card]!.key, state.cards[card]!.tapped, false)),
    battle: own('battle').map((card) => lying(state.cards[card]!.key, state.cards[card]!.tapped, sick(card))),
    shields: zone('shields', DUMMY).length,
  });

  let turn = 0;
  for (;;) {
    perform({ type: 'advance', seat: state.turn.activeSeat });
    if (state.seats[0]!.lost !== null) return NOT_WON;
    if (state.turn.activeSeat !== 0) continue;
    switch (state.turn.step) {
      case 'turnStart':
        turn += 1;
        if (turn > turns) return NOT_WON;
        break;
      case 'manaCharge': {
        const hand = zone('hand').map(cardOf);
        const charged = cardToCharge(hand, zone('mana').map(cardOf));
        if (charged >= 0) act('charge', { card: hand[charged]!.id });
        break;
      }
      case 'main':
        for (;;) {
          const hand = zone('hand').map(cardOf);
          const untapped = zone('mana').flatMap((card) => (state.cards[card]!.tapped ? [] : [cardOf(card).mana]));
          const summoned = creatureToSummon(hand, untapped);
          if (summoned < 0) break;
          act('summon', { card: hand[summoned]!.id });
        }
        break;
      case 'attack': {
        const ready = own('battle').filter((card) => !state.cards[card]!.tapped && (!sick(card) || cardOf(card).speed));
        for (const attacker of attackOrder(ready.map(cardOf))) {
          act('attackPlayer', { attacker: attacker.id, target: DUMMY });
          if (state.seats[DUMMY]!.lost !== null) {
            observe?.(view(turn));
            return turn;
          }
        }
        observe?.(view(turn));
        break;
      }
    }
  }
}
