// NOVA's table rules on the shipped sample deck (db/packs/sample-nova.deck.json: real cards with their kinds and levels),
// checked against the original Japanese rules (excerpts of nova.txt in test/fixtures/rules).
import { describe, expect, it } from 'vitest';
import { ruleText } from '../../../test/helpers/rules';
import { dealt, goTo, perform } from '../../../test/helpers/table';
import { sampleDeck } from '../../../test/helpers/sample-pack';
import type { History } from '../../core/history';
import { startTable } from '../../core/setup';
import type { GameState } from '../../core/state';
import { isRuleError, type Mode } from '../../core/basics';
import { nova } from './index';
import { LIMIT_LEVEL } from './processes';

/** Two seats with the sample deck, seat 0 first. */
const table = (mode: Mode = 'assisted'): History => dealt(startTable(nova, { seed: 23, decks: [sampleDeck('nova'), sampleDeck('nova')], mode }));

/** The seat's first card in its character deck of that level (the sample deck: 1, 1, 1, 2, 2, 3). */
function characterOfLevel(state: GameState, seat: number, level: number): string {
  const card = state.zones[`characterDeck#${seat}`]!.find((id) => state.catalog[state.cards[id]!.key]!.facts.level === level);
  if (!card) throw new Error(`no level ${level} character in seat ${seat}'s character deck`);
  return card;
}

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

  it('NOVA 109.2: a character above the limit level warns, is refused or is played by mode; at or below it, it is played onto the field', () => {
    expect(ruleText('nova', '109.2')).toContain('自分のリミットレベル以下の数値のキャラクターレベルのキャラクターのみプレイ宣言することができます');
    const play = (history: History, card: string) => history.perform({ type: 'game', seat: 0, action: 'playCharacter', args: { card } });
    const assisted = table();
    goTo(assisted, 1, 'main1');
    expect(assisted.state.seats[0]!.resources[LIMIT_LEVEL]).toBe(1);
    const first = characterOfLevel(assisted.state, 0, 1);
    const played = play(assisted, first);
    expect(isRuleError(played) ? played : played.map((event) => event.type)).toEqual(['gameAction', 'moved']);
    expect(assisted.state.zones['field#0']).toEqual([first]);
    const second = characterOfLevel(assisted.state, 0, 2);
    const warned = play(assisted, second);
    expect(isRuleError(warned) ? warned : warned.find((event) => event.type === 'warning')).toMatchObject({
      rule: 'NOVA 109.2',
      message: { en: 'Character level 2 is above the limit level 1' },
    });
    expect(assisted.state.zones['field#0']).toContain(second);

    const strict = table('strict');
    goTo(strict, 1, 'main1');
    const high = characterOfLevel(strict.state, 0, 2);
    const refused = play(strict, high);
    expect(isRuleError(refused) && refused.rule).toBe('NOVA 109.2');
    expect(strict.state.zones['characterDeck#0']).toContain(high);
    // Once the limit level is 2 (a limit release, 507.1), the same character is played.
    perform(strict, { type: 'resource', seat: 0, target: 0, name: LIMIT_LEVEL, delta: 1 });
    expect(isRuleError(play(strict, high))).toBe(false);
    expect(strict.state.zones['field#0']).toEqual([high]);
    // A character from the other seat's character deck is no play of this seat's.
    const theirs = play(strict, characterOfLevel(strict.state, 1, 1));
    expect(isRuleError(theirs) && theirs.rule).toBe('NOVA 202.1');

    const free = table('free');
    goTo(free, 1, 'main1');
    const level3 = characterOfLevel(free.state, 0, 3);
    const silent = play(free, level3);
    expect(isRuleError(silent) ? silent : silent.map((event) => event.type)).toEqual(['gameAction', 'moved']);
  });
});
