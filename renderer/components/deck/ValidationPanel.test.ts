import { cleanup, render, screen } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import { toGameInfo } from '../../../api/handlers/games';
import { gameDefinition } from '../../../engine/games/registry';
import { apiOf, type TestBackend } from '../../../test/helpers/backend';
import { useRenderedBackend } from '../../../test/helpers/rendered-backend';
import { DM_TWO_OF_HALL_OF_FAME, HALL_OF_FAME_CARD } from '../../../test/helpers/dm-decklist';
import { pick, setLocale } from '../../i18n/index.svelte';
import ValidationPanel from './ValidationPanel.svelte';

const { open } = useRenderedBackend();
let test: TestBackend | undefined;
afterEach(() => setLocale('ja'));

describe('ValidationPanel', () => {
  it('names the format with the verdict: a DM list with two copies of a 殿堂入り card, checked under the default in Settings', async () => {
    test = open({ packs: ['dm.json.gz'] });
    const { ok } = apiOf(test);
    const read = await ok('decks.read', { game: 'dm', text: DM_TWO_OF_HALL_OF_FAME });
    const sections = Object.fromEntries(Object.entries(read.decks[0]!.sections).map(([id, lines]) => [id, lines.map(({ key, count }) => ({ key, count }))]));
    // As the editor does for a deck without a format of its own: the format marked default, and no format in the check.
    const format = (await ok('decks.formats', { game: 'dm' })).find((each) => each.isDefault)!;
    const validation = await ok('decks.validate', { game: 'dm', sections });
    const props = { validation, game: toGameInfo(gameDefinition('dm')), checkError: null, selected: null, onselect: () => {} };

    render(ValidationPanel, { props: { ...props, format: pick(format.label) } });
    const verdict = document.querySelector('.verdict')!;
    expect(verdict.getAttribute('data-legal')).toBe('false');
    expect(verdict.textContent).toBe('不適正：エラー1件 殿堂レギュレーションで検査');
    // The card's name is marked as card data inside the message (its own element), so the button is read by its text.
    const violation = screen.getAllByRole('button').find((button) => button.textContent!.includes(`「${HALL_OF_FAME_CARD}」は殿堂レギュレーションで殿堂入り`));
    expect(violation?.textContent).toMatch(/DM 100\.2/);
    expect(violation!.querySelector(`[lang="ja"]`)?.textContent).toBe(HALL_OF_FAME_CARD);
    cleanup();

    setLocale('en');
    render(ValidationPanel, { props: { ...props, format: pick(format.label) } });
    expect(document.querySelector('.verdict')!.textContent).toBe('Illegal: 1 error Checked under Hall of Fame regulation');
    expect(document.querySelector('.verdict .format')!.textContent).toBe('Checked under Hall of Fame regulation');
  }, 30_000);
});
