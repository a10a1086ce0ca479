import type { GameActionDefinition } from '../../core/state';
import { setFromHand } from '../set-from-hand';
import { playActions } from './play';

export const actions: readonly GameActionDefinition[] = [
  // Node set (1.8.2): the turn player, in the main phase (1.8.2.a), a card from the hand (1.8.2.d) into the node area,
  // face down as the zone lays it; once a turn (1.8.2.c), which the turn's allowance counts.
  setFromHand({
    id: 'setNode',
    label: { ja: 'ノードセット', en: 'Node set' },
    rule: 'PMV 1.8.2.d',
    hand: 'hand',
    to: 'node',
    steps: ['main'],
    timing: { rule: 'PMV 1.8.2.a', message: { ja: 'ノードセットは自分のメインフェイズに行います', en: 'Nodes are set in your main phase' } },
  }),
  ...playActions,
];
