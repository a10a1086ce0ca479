import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardDetail, GameId, GameInfo } from '../../api/contract';
import { toGameInfo } from '../../api/handlers/games';
import { gameDefinition } from '../../engine/games/registry';
import { makeBackend, type TestBackend } from '../../test/helpers/backend';
import { en } from '../i18n/en';
import { setLocale, t } from '../i18n/index.svelte';
import { ja } from '../i18n/ja';
import { useTempDir } from '../../test/helpers/temp';
import {
  emptyForm,
  formFromCard,
  parseWholeNumber,
  previewCard,
  problemsFromApi,
  setKind,
  setListValue,
  statFields,
  suggestedZone,
  toCustomCard,
  type CustomCardForm,
  type StatField,
} from './custom-card';

const game = (id: GameId): GameInfo => toGameInfo(gameDefinition(id));
const [acg, pmv, nova, dm, fab] = (['acg', 'pmv', 'nova', 'dm', 'fab'] as const).map(game) as [GameInfo, GameInfo, GameInfo, GameInfo, GameInfo];
const civs = statFields(dm).find((field) => field.key === 'civs') as Extract<StatField, { kind: 'set' }>;

/** A DM creature as a player fills the form in: civilizations ticked, full-width cost, keywords still in the box. */
function dmCreature(): CustomCardForm {
  const form = emptyForm(dm);
  form.name = 'ヒャッカ・ドラグーン';
  form.nameEn = 'Hyakka Dragoon';
  form.reading = 'ひゃっかどらぐーん';
  setKind(form, dm, 'creature', true);
  setListValue(form, civs, '自然', true);
  setListValue(form, civs, '火', true);
  form.subtypes = ['アーマード・ドラゴン'];
  form.drafts.subtypes = 'ジャイアント';
  form.drafts.keywords = 'W・ブレイカー、マッハファイター';
  form.cost = '５';
  form.power = '7000';
  form.stats.mana = '1';
  form.text = 'マッハファイター\nW・ブレイカー';
  return form;
}

const tempDir = useTempDir();
let test: TestBackend;
beforeAll(() => {
  // The FaB pack: a shipped card to duplicate (a couple of seconds).
  test = makeBackend(tempDir(), { packs: ['fab.json.gz'] });
});
afterAll(() => test.db.close());

async function save(gameId: GameId, form: CustomCardForm): Promise<CardDetail> {
  const { card, problems } = toCustomCard(form, game(gameId));
  expect(problems).toEqual({});
  const response = await test.backend.invoke('cards.saveCustom', { game: gameId, card });
  if (!response.ok) throw new Error(response.error.message);
  return response.result as CardDetail;
}

describe('toCustomCard', () => {
  it('PMV 2.16.3: sends the card numbers of its printings, a promo’s too, and keeps set and rarity of those it had', async () => {
    const form = emptyForm(pmv);
    form.name = '星詠 ミコト';
    form.kinds = ['character'];
    form.numbers = ['SMP-004'];
    form.drafts.numbers = 'SP-003';
    expect(toCustomCard(form, pmv).card.printings).toEqual([{ number: 'SMP-004' }, { number: 'SP-003' }]);
    const saved = await save('pmv', form);
    expect(saved.printings.map((p) => [p.set, p.number])).toEqual([['SMP', 'SMP-004'], ['SP', 'SP-003']]);
    const again = formFromCard({ ...saved, printings: [{ ...saved.printings[0]!, setName: 'サンプルパック', rarity: 'SR' }, saved.printings[1]!] }, pmv, 'edit');
    expect(again.numbers).toEqual(['SMP-004', 'SP-003']);
    again.numbers = ['SMP-004'];
    expect(toCustomCard(again, pmv).card.printings).toEqual([{ number: 'SMP-004', set: 'SMP', setName: 'サンプルパック', rarity: 'SR' }]);
  });

  it('makes the request for a DM creature of 火 and 自然, and the saved card reads back into the same form', async () => {
    const form = dmCreature();
    expect(form.zone).toBe('main');
    const { card, problems } = toCustomCard(form, dm);
    expect(problems).toEqual({});
    expect(card).toEqual({
      name: 'ヒャッカ・ドラグーン',
      nameEn: 'Hyakka Dragoon',
      reading: 'ひゃっかどらぐーん',
      kinds: ['creature'],
      subtypes: ['アーマード・ドラゴン', 'ジャイアント'],
      keywords: ['W・ブレイカー', 'マッハファイター'],
      cost: 5,
      costText: null,
      power: 7000,
      powerText: null,
      // Civilizations in the game's order, whatever order they were ticked in; the empty type as null.
      stats: { civs: ['火', '自然'], mana: 1, type: null },
      text: 'マッハファイター\nW・ブレイカー',
      textEn: null,
      zone: 'main',
      copyLimit: null,
      aliasOf: null,
      printings: [],
    });

    const saved = await save('dm', form);
    expect(saved).toMatchObject({ custom: true, name: 'ヒャッカ・ドラグーン', cost: 5, power: 7000, stats: { civs: ['火', '自然'], mana: 1 } });
    const found = await test.backend.invoke('cards.search', { game: 'dm', query: 'civ:自然 civ:火 ひゃっか' });
    expect(found).toMatchObject({ ok: true, result: { total: 1, cards: [{ key: saved.key }] } });

    const again = formFromCard(saved, dm, 'edit');
    expect(again).toMatchObject({
      key: saved.key,
      name: form.name,
      nameEn: form.nameEn,
      kinds: ['creature'],
      subtypes: ['アーマード・ドラゴン', 'ジャイアント'],
      keywords: ['W・ブレイカー', 'マッハファイター'],
      cost: '5',
      power: '7000',
      stats: { mana: '1', type: '' },
      statLists: { civs: ['火', '自然'] },
      zone: 'main',
      keptStats: {},
    });
    expect(toCustomCard(again, dm).card).toEqual({ ...toCustomCard(form, dm).card, key: saved.key });
  });

  it('takes a value away when an edit empties its field', async () => {
    const saved = await save('dm', dmCreature());
    const form = formFromCard(saved, dm, 'edit');
    form.stats.mana = '';
    setListValue(form, civs, '無色', true);
    form.power = '';
    const edited = await save('dm', form);
    expect(edited.key).toBe(saved.key);
    expect(edited.power).toBeNull();
    // 無色 stands alone; the mana number is gone.
    expect(edited.stats).toEqual({ civs: ['無色'] });
  });

  it('copies a shipped FaB card with pitch 1 and its class as a new custom card, and leaves the shipped one alone', async () => {
    const shipped = await test.backend.invoke('cards.get', { game: 'fab', key: 'GpCFNqmnBGdcrgqPHQMGC' });
    if (!shipped.ok) throw new Error(shipped.error.message);
    const original = shipped.result as CardDetail;
    expect(original.name).toBe('Art of the Dragon: Blood');
    const form = formFromCard(original, fab, 'duplicate');
    expect(form).toMatchObject({ key: null, name: 'Art of the Dragon: Blood', kinds: ['action'], cost: '0', power: '4', zone: 'deck' });
    expect(form.stats).toEqual({ pitch: '1', defense: '3', life: '', intellect: '', arcane: '' });
    expect(form.statLists).toEqual({ classes: ['ninja'], talents: [] });

    form.name = 'Art of the Dragon: Ink';
    form.stats.pitch = '3';
    form.drafts['stats.talents'] = 'Draconic';
    const { card } = toCustomCard(form, fab);
    // FaB names are English: no second name. Talents typed in any case are kept in lower case, as the data has them.
    expect(card).toMatchObject({ name: 'Art of the Dragon: Ink', nameEn: null, keywords: ['Go again'], subtypes: ['Ninja', 'Attack'], cost: 0, power: 4 });
    // The rarities it was printed at stay, as the copy stands for the card in Silver Age and Commoner.
    expect(card.stats).toEqual({ pitch: 3, color: 'blue', defense: 3, life: null, intellect: null, arcane: null, classes: ['ninja'], talents: ['draconic'], rarities: ['P', 'M'] });
    expect(card).not.toHaveProperty('key');

    const copy = await save('fab', form);
    expect(copy.key).not.toBe(original.key);
    expect(copy).toMatchObject({ custom: true, nameEn: 'Art of the Dragon: Ink', stats: { pitch: 3, color: 'blue', classes: ['ninja'] } });
    expect(await test.backend.invoke('cards.get', { game: 'fab', key: original.key })).toMatchObject({ result: { name: 'Art of the Dragon: Blood', custom: false } });
    expect(await test.backend.invoke('cards.search', { game: 'fab', query: 'is:custom class:ninja pitch:3' })).toMatchObject({ result: { total: 1 } });
  });

  it('makes a FaB red card from pitch 1, and a hero goes to the hero section', () => {
    const form = emptyForm(fab);
    form.name = 'Kodachi of the Crane';
    setKind(form, fab, 'action', true);
    form.stats.pitch = '1';
    form.statLists.classes = ['Ninja'];
    expect(toCustomCard(form, fab).card.stats).toMatchObject({ pitch: 1, color: 'red', classes: ['ninja'] });
    expect(form.zone).toBe('deck');
    setKind(form, fab, 'action', false);
    setKind(form, fab, 'hero', true);
    expect(form.zone).toBe('hero');
    // Once the player picks the section, kinds no longer move it.
    form.zoneFollowsKinds = false;
    setKind(form, fab, 'weapon', true);
    expect(form.zone).toBe('hero');
  });

  it('reads an ACG 条件 typed in lower case or full width, and points at one that is not a condition', () => {
    const form = emptyForm(acg);
    form.name = '霧の沢のカワウソ';
    setKind(form, acg, 'animal', true);
    form.stats.condition = 'ｆｆ／ａａ';
    form.stats.def = '2';
    form.cost = '2';
    form.power = '3';
    const { card, problems } = toCustomCard(form, acg);
    expect(problems).toEqual({});
    expect(card.stats).toEqual({ condition: 'FF/AA', def: 2 });
    expect(card.zone).toBe('basic');

    form.stats.condition = 'FX';
    expect(toCustomCard(form, acg).problems).toEqual({ 'stats.condition': { message: 'customCard.error.code', values: { letters: 'P M A F N G' } } });
    setKind(form, acg, 'animal', false);
    setKind(form, acg, 'territory', true);
    expect(form.zone).toBe('territory');
  });

  it('keeps PMV choices and a negative modifier typed with a long-vowel mark, and NOVA colour and level', () => {
    const form = emptyForm(pmv);
    form.name = '封札の巫女';
    setKind(form, pmv, 'spell', true);
    form.stats.nodes = '3';
    form.stats.attackModifier = 'ー1';
    form.stats.effectRange = 'targeted';
    form.stats.activationPeriod = 'talisman';
    form.stats.caster = ' 朝霧 ひかり ';
    expect(toCustomCard(form, pmv)).toEqual({
      problems: {},
      card: expect.objectContaining({
        stats: {
          nodes: 3, graze: null, durability: null, durabilityText: null, attackModifier: -1, durabilityModifier: null,
          caster: '朝霧 ひかり', substituteRace: null, substituteCount: null, effectRange: 'targeted', activationPeriod: 'talisman',
        },
      }),
    });

    const servant = emptyForm(nova);
    servant.name = '蒼炎の従者';
    setKind(servant, nova, 'character', true);
    servant.stats.color = 'blue';
    servant.stats.level = '2';
    servant.stats.costDetail = '青1+①';
    expect(toCustomCard(servant, nova).card).toMatchObject({
      zone: 'character',
      stats: { color: 'blue', level: 2, costDetail: '青1+①', requiredEnergy: null, hp: null },
    });
  });
});

describe('problems before saving', () => {
  it('names each field that is missing or is not a whole number in range', () => {
    const form = emptyForm(dm);
    form.name = '   ';
    form.cost = '3枚';
    form.power = '12000.5';
    form.copyLimit = '0';
    form.stats.mana = '-1';
    expect(toCustomCard(form, dm).problems).toEqual({
      name: { message: 'customCard.error.required' },
      kinds: { message: 'customCard.error.kinds' },
      cost: { message: 'customCard.error.wholeNumber' },
      power: { message: 'customCard.error.wholeNumber' },
      copyLimit: { message: 'customCard.error.atLeastOne' },
      'stats.mana': { message: 'customCard.error.notNegative' },
    });
    form.cost = '-2';
    expect(toCustomCard(form, dm).problems.cost).toEqual({ message: 'customCard.error.notNegative' });
  });

  it('reads numbers as players type them', () => {
    expect(['3', '３', ' 12 ', '−1', 'ー２', '+4', '', '  '].map(parseWholeNumber)).toEqual([3, 3, 12, -1, -2, 4, null, null]);
    expect(['3x', '1.5', '1,000', 'x', '9007199254740993'].map(parseWholeNumber)).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });
});

describe('problemsFromApi', () => {
  it("puts the API's INVALID_PARAMS messages beside the fields they name", async () => {
    const response = await test.backend.invoke('cards.saveCustom', {
      game: 'dm',
      card: { name: ' ', kinds: [], cost: 1.5, subtypes: ['ドラゴン', ''], stats: { mana: 2, civs: [3] } },
    });
    if (response.ok) throw new Error('saved a card without a name');
    expect(response.error.code).toBe('INVALID_PARAMS');
    expect(problemsFromApi(response.error.message, dm)).toEqual({
      fields: {
        name: { message: 'customCard.error.empty' },
        kinds: { message: 'customCard.error.kinds' },
        subtypes: { message: 'customCard.error.empty' },
        cost: { message: 'customCard.error.wholeNumber' },
        'stats.civs': { text: expect.stringContaining('Invalid type') },
      },
      general: [],
    });
  });

  it('keeps what names no field of the form as a message of its own', async () => {
    const kind = await test.backend.invoke('cards.saveCustom', { game: 'fab', card: { name: 'x', kinds: ['creature'] } });
    const key = await test.backend.invoke('cards.saveCustom', { game: 'fab', card: { key: 'GpCFNqmnBGdcrgqPHQMGC', name: 'x', kinds: ['action'] } });
    if (kind.ok || key.ok) throw new Error('saved a card the API should refuse');
    expect(problemsFromApi(kind.error.message, fab)).toEqual({
      fields: { kinds: { text: expect.stringMatching(/^"creature" is not a fab card kind; use hero, action/) } },
      general: [],
    });
    expect(problemsFromApi(key.error.message, fab)).toEqual({
      fields: {},
      general: ['card.key: "GpCFNqmnBGdcrgqPHQMGC" belongs to an imported card; a custom card needs its own key'],
    });
  });
});

describe('the form', () => {
  it('suggests the deck section of each game for the kinds chosen', () => {
    expect(suggestedZone(dm, ['psychic'])).toBe('hyperspace');
    expect(suggestedZone(dm, ['grCreature'])).toBe('gr');
    expect(suggestedZone(dm, ['spell'])).toBe('main');
    expect(suggestedZone(fab, ['equipment'])).toBe('arena');
    expect(suggestedZone(fab, ['token'])).toBe('');
    expect(suggestedZone(acg, ['token'])).toBe('');
    expect(suggestedZone(nova, ['servant'])).toBe('main');
    expect(suggestedZone(pmv, ['command'])).toBe('main');
  });

  it('previews what can be read so far, with a placeholder name', () => {
    const form = dmCreature();
    form.name = '';
    form.cost = 'x';
    const preview = previewCard(form, dm, 'カード名');
    expect(preview).toMatchObject({ name: 'カード名', custom: true, cost: null, power: 7000, kinds: ['creature'], stats: { civs: ['火', '自然'] } });
  });

  it('keeps the stats it has no field for when a card is edited (a DM game-start set)', () => {
    const card = { ...emptyCard('dm'), stats: { civs: ['闇'], mana: null, startSet: '零龍' } };
    const form = formFromCard(card, dm, 'edit');
    expect(form.keptStats).toEqual({ startSet: '零龍' });
    expect(toCustomCard({ ...form, name: '零龍', kinds: ['zeron'] }, dm).card.stats).toEqual({ startSet: '零龍', civs: ['闇'], mana: null, type: null });
  });
});

function emptyCard(gameId: GameId): CardDetail {
  return {
    key: 'custom:x', name: '', nameJa: null, nameEn: null, reading: null, kinds: [], subtypes: [], keywords: [], flags: ['custom'],
    cost: null, costText: null, power: null, powerText: null, stats: {}, zone: gameId === 'dm' ? 'gameStart' : null, copyLimit: null,
    aliasOf: null, custom: true, image: null, text: null, textEn: null, formats: [], faces: [], printings: [], regulations: [], source: null,
  };
}

describe('the fields each game declares', () => {
  it('are named, hinted and offered in words of the interface, in both languages', () => {
    const messages = (texts: object) => {
      const leaves = (value: object, prefix = ''): string[] =>
        Object.entries(value).flatMap(([key, child]) => (typeof child === 'string' ? [prefix + key] : leaves(child as object, `${prefix}${key}.`)));
      return new Set(leaves(texts));
    };
    for (const texts of [messages(en), messages(ja)]) {
      for (const each of [acg, pmv, nova, dm, fab]) {
        for (const field of statFields(each)) {
          const keys = [field.label, ...(field.kind === 'text' && field.hint ? [field.hint] : [])];
          if (field.kind === 'choice' || field.kind === 'set') keys.push(...field.options.flatMap((option) => (typeof option.label === 'string' ? [option.label] : [])));
          for (const key of keys) expect(texts.has(key), `${each.id} ${key}`).toBe(true);
        }
      }
    }
  });

  it('give the game’s colours their names and swatches, and FaB’s pitch its colour word', () => {
    const pitch = statFields(fab).find((field) => field.key === 'pitch');
    expect(pitch).toMatchObject({ kind: 'choice', swatches: true, numeric: true, wordStat: 'color' });
    expect((pitch as Extract<StatField, { kind: 'choice' }>).options[0]).toEqual({ value: '1', label: { ja: '赤（1）', en: 'Red (1)' }, color: '#d23b32', word: 'red' });
    expect(civs.alone).toBe('無色');
    expect(civs.options.map((option) => option.label)).toContainEqual({ ja: '自然', en: 'Nature' });
  });

  it('say which letters a code takes', () => {
    setLocale('en');
    expect(t('customCard.error.code', { letters: 'P M A F N G' })).toBe('Use the letters P M A F N G, with / between alternatives.');
    setLocale('ja');
    expect(t('customCard.error.code', { letters: 'P M A F N G' })).toBe('P M A F N G の文字で、選択肢の間は / で区切ってください。');
  });
});
