import type { GameActionDefinition } from '../../core/state';

export const actions: readonly GameActionDefinition[] = [
  {
    // 出す (205-9): from any zone but the battlefield and the realm (205-9a) onto the acting player's battlefield, awake
    // (205-9b, as every move leaves a card); the zone rules give it action standby (204-8a, ./zones.ts). What a
    // double-click on a card in the hand does.
    id: 'putOntoBattlefield',
    label: { ja: '戦場に出す', en: 'Put onto the battlefield' },
    rule: 'ACG 205-9',
    parameters: [
      {
        kind: 'card',
        name: 'card',
        from: ['hand', 'graveyard', 'exile', 'pile', 'deck', 'territoryDeck'],
        check: {
          rule: 'ACG 205-9',
          message: { ja: 'card: 戦場・領地のカードは出せません', en: 'card: a card on the battlefield or in the realm cannot be put onto the battlefield' },
          absolute: true,
        },
      },
    ],
    primary: { zone: 'hand' },
    expand(state, seat, args) {
      const card = args.card as string;
      return [{ type: 'move', seat, card, to: { zone: 'battlefield', seat } }];
    },
  },
];
