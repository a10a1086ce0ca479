// NOVA's table rules on the shipped sample deck (db/packs/sample-nova.deck.json: real cards with their kinds and levels),
// checked against the original Japanese rules (excerpts of nova.txt in test/fixtures/rules).
import { describe, expect, it } from 'vitest';
import { ruleText } from '../../../test/helpers/rules';
import { goTo, perform } from '../../../test/helpers/table';
import { sampleDeck } from '../../../test/helpers/sample-pack';
import type { History } from '../../core/history';
import { startTable } from '../../core/setup';
import type { GameState } from '../../core/state';
import type { Mode } from '../../core/basics';
import { nova } from './index';

/** Two seats with the sample deck, seat 0 first. */
const table = (mode: Mode = 'assisted'): History => startTable(nova, { seed: 23, decks: [sampleDeck('nova'), sampleDeck('nova')], mode });

/** The seat's first card in the zone whose kinds include `kind`. */
function cardOf(state: GameState, zone: string, kind: string): string {
  const card = state.zones[zone]!.find((id) => (state.catalog[state.cards[id]!.key]!.facts.kinds as string[]).includes(kind));
  if (!card) throw new Error(`no ${kind} card in ${zone}`);
  return card;
}

describe('NOVA table rules', () => {
  it('NOVA 504.1: a character leaving the field for any zone but the character deck goes to the retired zone instead; a servant does not', () => {
    expect(ruleText('nova', '504.1')).toContain('場からキャラデッキ以外の別の領域に移動する場合、指定された領域に移動する代わりに退場キャラ置き場に置かれます');
    const history = table();
    goTo(history, 1, 'main1');
    const character = cardOf(history.state, 'characterDeck#0', 'character');
    const onField = (): void => void perform(history, { type: 'move', seat: 0, card: character, to: { zone: 'field', seat: 0 } });
    onField();
    for (const zone of ['graveyard', 'hand', 'mainDeck', 'exclusion']) {
      const events = perform(history, { type: 'move', seat: 0, card: character, to: { zone, seat: 0 } });
      expect(events.find((event) => event.type === 'moved'), zone).toMatchObject({ from: 'field#0', to: { zone: 'retired#0' }, rule: 'NOVA 504.1' });
      expect(history.state.zones['retired#0']).toEqual([character]);
      // Back onto the field by hand: from the retired zone it goes where it is put.
      onField();
    }
    // The character deck is the exception, and the opponent's field keeps it in play (a change of control).
    perform(history, { type: 'move', seat: 0, card: character, to: { zone: 'field', seat: 1 } });
    expect(history.state.zones['field#1']).toEqual([character]);
    perform(history, { type: 'move', seat: 0, card: character, to: { zone: 'characterDeck', seat: 0 } });
    expect(history.state.zones['characterDeck#0']).toContain(character);
    expect(history.state.zones['retired#0']).toEqual([]);
    const servant = cardOf(history.state, 'hand#0', 'servant');
    perform(history, { type: 'move', seat: 0, card: servant, to: { zone: 'field', seat: 0 } });
    perform(history, { type: 'move', seat: 0, card: servant, to: { zone: 'graveyard', seat: 0 } });
    expect(history.state.zones['graveyard#0']).toEqual([servant]);
  });
});
