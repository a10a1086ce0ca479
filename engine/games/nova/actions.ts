import type { GameActionDefinition } from '../../core/actions';
import { setFromHand } from '../set-from-hand';
import { zones } from './zones';

export const actions: readonly GameActionDefinition[] = [
  // Energy set (906.1, 404.2.1): the turn player, in a main phase, one card from the hand into the energy zone; once a
  // turn across both main phases, which the turn's allowance counts. It is not playing a card (906.1.1).
  setFromHand({
    id: 'setEnergy',
    label: { ja: 'エナジーのセット', en: 'Energy set' },
    rule: 'NOVA 906.1',
    zones,
    hand: 'hand',
    to: 'energy',
    steps: ['main1', 'main2'],
    timing: { rule: 'NOVA 404.2.1', message: { ja: 'エナジーのセットは自分のメインフェイズに行います', en: 'Energy is set in your main phases' } },
  }),
];
