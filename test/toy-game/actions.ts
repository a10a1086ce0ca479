import type { GameActionDefinition } from '../../engine/core/state';

/** The toy game's own actions, each declaring its parameters: the engine checks them before `expand` runs. */
export const actions: readonly GameActionDefinition[] = [
  {
    // TOY 3.3a: a card from your hand goes onto your field; the double-click on a hand card.
    id: 'play',
    label: { ja: 'プレイ', en: 'Play' },
    rule: 'TOY 3.3a',
    parameters: [{ kind: 'card', name: 'card', from: ['hand'], own: true, check: { rule: 'TOY 3.3a', message: { ja: 'プレイできるのは自分の手札のカードです', en: 'Only a card from your hand is played' } } }],
    primary: { zone: 'hand' },
    expand: (_state, seat, args) => [{ type: 'move', seat, card: args.card as string, to: { zone: 'field', seat } }],
  },
  {
    // TOY 3.3b: an untapped unit of yours taps and deals damage to the other player.
    id: 'strike',
    label: { ja: 'アタック', en: 'Strike' },
    rule: 'TOY 3.3b',
    parameters: [
      { kind: 'card', name: 'card', from: ['field'], own: true, check: { rule: 'TOY 3.3b', message: { ja: 'アタックできるのは自分の場のユニットです', en: 'Only a unit on your field strikes' } } },
      { kind: 'number', name: 'damage', label: { ja: 'ダメージ', en: 'Damage' }, min: 1, default: 1 },
      { kind: 'seat', name: 'target' },
    ],
    expand: (state, seat, args) => {
      const card = args.card as string;
      if (state.cards[card]!.tapped) return { rule: 'TOY 3.3b', message: { ja: 'タップしているユニットはアタックできません', en: 'A tapped unit cannot strike' } };
      return [
        { type: 'tap', seat, card, tapped: true },
        { type: 'life', seat, target: args.target as number, delta: -(args.damage as number) },
      ];
    },
  },
];
