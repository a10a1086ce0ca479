/**
 * The one deck validator: reads a game's construction rules (engine/games/<id>/construction.ts) and reports
 * every violation of a deck with its rule number and a message in Japanese and English. It never stops at the
 * first problem, and it judges rather than refuses: an illegal deck is still a deck.
 */
import { gameDefinition } from '../games/registry';
import type { GameDefinition } from '../games/types';
import type { GameId } from '../games/id';
import type { Localized } from '../localized';
import type {
  CardMatch,
  ConstructionRule,
  CopyRule,
  DeckFormat,
  HeroRule,
  KindRule,
  NumberRule,
  RarityRule,
  SizeRule,
  StartSetRule,
  StatSumRule,
  SupertypeRule,
} from './construction';
import { cardMatches, cardsIn, copyIdentity, displayName, hasWord, statList } from './cards';
import { capitalize, cardRef, kindLabel, nameList, sectionLabel } from './messages';
import type { Deck, DeckCard, RegulationEntry, RegulationStatus, Severity, Validation, Violation } from './types';

/** A format id the game does not know (a DM regulation list that is not in the card data, a typo). */
export class UnknownFormatError extends Error {
  constructor(
    readonly game: GameId,
    readonly format: string,
    readonly available: readonly string[],
  ) {
    super(`"${format}" is not a ${game} format; use ${available.join(', ')}`);
    this.name = 'UnknownFormatError';
  }
}

/** The game's formats: its own, then one per regulation list the card data holds (DM 殿堂 lists). */
export function deckFormats(game: GameId, regulationLists: readonly string[] = []): DeckFormat[] {
  const { construction } = gameDefinition(game);
  const template = construction.regulationFormats;
  if (!template) return [...construction.formats];
  const extra = [...new Set(regulationLists)]
    .filter((id) => !construction.formats.some((format) => format.id === id))
    .sort()
    .map((id): DeckFormat => ({
      id,
      label: template.labels[id] ?? { ja: id, en: id },
      regulation: id,
      regulationRule: template.regulationRule,
      rules: template.rules,
      sideboarding: template.sideboarding,
    }));
  return [...construction.formats, ...extra];
}

/** The format with this id, or the game's default for null; throws UnknownFormatError otherwise. */
export function findDeckFormat(game: GameId, id: string | null | undefined, regulationLists: readonly string[] = []): DeckFormat {
  const formats = deckFormats(game, regulationLists);
  if (id === null || id === undefined || id === '') return formats[0]!;
  const format = formats.find((candidate) => candidate.id === id);
  if (!format) throw new UnknownFormatError(game, id, formats.map((candidate) => candidate.id));
  return format;
}

/** Lower case, NFKC, no spaces or punctuation: how format names from files are compared. */
const formatKey = (name: string) => name.normalize('NFKC').toLowerCase().replace(/[\s\-_()（）・.]/g, '');

/** The format a decklist file names (`Classic Constructed`, `cc`, `殿堂レギュレーション`), or null for none of them. */
export function matchDeckFormat(game: GameId, name: string | null, regulationLists: readonly string[] = []): DeckFormat | null {
  if (!name) return null;
  const wanted = formatKey(name);
  return (
    deckFormats(game, regulationLists).find((format) =>
      [format.id, format.label.ja, format.label.en, ...(format.exportName ? [format.exportName] : []), ...(format.aliases ?? [])].some((each) => formatKey(each) === wanted),
    ) ?? null
  );
}

export interface CheckOptions {
  /** The entries of the format's regulation list (loaded from the card database). */
  regulations?: readonly RegulationEntry[];
  /** Only list entries in effect on this date (YYYY-MM-DD) apply; null applies every entry not lifted. */
  asOf?: string | null;
}

const DEFAULT_STATUS_LABELS: Record<RegulationStatus, Localized> = {
  banned: { ja: '禁止', en: 'banned' },
  restricted: { ja: '制限（1枚まで）', en: 'restricted (1 copy)' },
  limited: { ja: '制限', en: 'limited' },
  suspended: { ja: '停止', en: 'suspended' },
  living_legend: { ja: 'リビングレジェンド', en: 'Living Legend' },
  banned_pair: { ja: '禁止の組み合わせ', en: 'banned combination' },
};

/** The copies a regulation status allows; null for pairs, which limit combinations instead. */
function allowedCopies(entry: RegulationEntry): number | null {
  switch (entry.status) {
    case 'banned':
    case 'suspended':
    case 'living_legend':
      return 0;
    case 'restricted':
      return 1;
    case 'limited':
      return entry.limit ?? 1;
    case 'banned_pair':
      return null;
  }
}

/** A regulation list indexed once, so checking many decks against it stays cheap. */
class RegulationIndex {
  readonly byKey = new Map<string, RegulationEntry[]>();
  readonly byName = new Map<string, RegulationEntry[]>();
  readonly pairs = new Map<string, RegulationEntry[]>();

  constructor(entries: readonly RegulationEntry[], asOf: string | null) {
    for (const entry of entries) {
      if (asOf && entry.since && entry.since > asOf) continue;
      // A lifted entry applies before the day it was lifted (the day it lifts is the first day without it).
      if (entry.until && (!asOf || entry.until <= asOf)) continue;
      if (entry.status === 'banned_pair') {
        const group = entry.pair ?? entry.name;
        this.pairs.set(group, [...(this.pairs.get(group) ?? []), entry]);
        continue;
      }
      const index = entry.key ? this.byKey : this.byName;
      const id = entry.key ?? entry.name;
      index.set(id, [...(index.get(id) ?? []), entry]);
    }
  }

  /** The entries that name this card: by its key, else by its construction name or any face name. */
  entriesFor(card: DeckCard): RegulationEntry[] {
    const keyed = this.byKey.get(card.key);
    if (keyed) return keyed;
    for (const name of [card.aliasOf, card.name, ...card.faces]) {
      const named = name ? this.byName.get(name) : undefined;
      if (named) return named;
    }
    return [];
  }

  /** Whether this pair entry names the card. */
  static names(entry: RegulationEntry, card: DeckCard): boolean {
    return entry.key ? entry.key === card.key : entry.name === card.name || entry.name === card.aliasOf || card.faces.includes(entry.name);
  }
}

/** Prepares a format once and returns the function that checks decks against it. */
export function deckChecker(gameId: GameId, format: DeckFormat, options: CheckOptions = {}): (deck: Deck) => Validation {
  const game = gameDefinition(gameId);
  const regulations = format.regulation && options.regulations ? new RegulationIndex(options.regulations, options.asOf ?? null) : null;
  const known = new Set(game.sections.map((section) => section.id));
  return (deck) => {
    if (deck.game !== gameId) throw new Error(`a ${deck.game} deck checked against ${gameId} rules`);
    const check = new Check(game, format, deck);
    for (const [id, entries] of Object.entries(deck.sections)) {
      if (!known.has(id) && entries.length > 0) check.unknownSection(id, entries.map((entry) => entry.card));
    }
    for (const rule of format.rules) check.apply(rule);
    if (regulations) check.regulations(regulations, format.regulationRule ?? game.construction.sectionsRule);
    const sections: Record<string, number> = {};
    for (const section of game.sections) sections[section.id] = check.count([section.id]);
    return { legal: !check.violations.some((v) => v.severity === 'error'), format: format.id, sections, violations: check.violations };
  };
}

/** Validates one deck under a format id (the game's default when null). */
export function validateDeck(deck: Deck, format: string | null = null, options: CheckOptions & { regulationLists?: readonly string[] } = {}): Validation {
  return deckChecker(deck.game, findDeckFormat(deck.game, format, options.regulationLists), options)(deck);
}


/** One validation run: the deck, the violations found so far, and the game's words for messages. */
class Check {
  readonly violations: Violation[] = [];
  /** Card identities already over a copy limit, so a later, wider count does not report them again. */
  private readonly overLimit = new Set<string>();
  /** Heroes of the wrong age and cards of the wrong rarity: their format legality says the same again, so it is not repeated. */
  private readonly reported = new Set<string>();

  constructor(
    private readonly game: GameDefinition,
    private readonly format: DeckFormat,
    private readonly deck: Deck,
  ) {}

  count(sections: readonly string[]): number {
    let total = 0;
    for (const section of sections) for (const entry of this.deck.sections[section] ?? []) total += entry.count;
    return total;
  }

  private add(severity: Severity, code: string, rule: string, section: string | null, cards: readonly DeckCard[], message: Localized): void {
    this.violations.push({ severity, code, rule, section, cards: cards.map(cardRef), message });
  }

  private sectionLabel(sections: readonly string[], label?: Localized): Localized {
    return label ?? sectionLabel(this.game, sections);
  }

  unknownSection(id: string, cards: readonly DeckCard[]): void {
    const known = this.game.sections.map((section) => section.id).join(', ');
    this.add('error', 'section', this.game.construction.sectionsRule, id, cards, {
      ja: `「${id}」は${this.game.name.ja}のデッキの区分ではありません（${known}）。`,
      en: `"${id}" is not a ${this.game.name.en} deck section (${known}).`,
    });
  }

  apply(rule: ConstructionRule): void {
    switch (rule.type) {
      case 'size':
        return this.size(rule);
      case 'kinds':
        return this.kinds(rule);
      case 'copies':
        return this.copies(rule);
      case 'perNumber':
        return this.perNumber(rule);
      case 'statSum':
        return this.statSum(rule);
      case 'startSets':
        return this.startSets(rule);
      case 'hero':
        return this.hero(rule);
      case 'rarity':
        return this.rarity(rule);
      case 'supertypes':
        return this.supertypes(rule);
      case 'legalIn':
        return this.legalIn(rule.format, rule.rule);
    }
  }

  private size(rule: SizeRule): void {
    const total = this.count(rule.sections);
    let exactly = rule.exactly;
    let citation = rule.rule;
    const setter = rule.setBy && cardsIn(this.deck, rule.setBy.sections).find((card) => typeof card.stats[rule.setBy!.stat] === 'number');
    if (setter && rule.setBy) {
      exactly = [setter.stats[rule.setBy.stat] as number];
      citation = rule.setBy.rule;
    }
    const fits = (exactly ? exactly.includes(total) : true) && (rule.min === undefined || total >= rule.min) && (rule.max === undefined || total <= rule.max);
    if (fits) return;
    const label = this.sectionLabel(rule.sections, rule.label);
    let need: Localized;
    if (exactly && exactly.length > 1) need = { ja: `${exactly.join('枚か')}枚ちょうどでなければなりません`, en: `it must have exactly ${exactly.join(' or ')}` };
    else if (exactly) need = { ja: `ちょうど${exactly[0]}枚が必要です`, en: `it needs exactly ${exactly[0]}` };
    else if (rule.min !== undefined && rule.max !== undefined) need = { ja: `${rule.min}〜${rule.max}枚が必要です`, en: `it needs ${rule.min} to ${rule.max}` };
    else if (rule.min !== undefined) need = { ja: `${rule.min}枚以上が必要です`, en: `it needs at least ${rule.min}` };
    else need = { ja: `${rule.max}枚までです`, en: `it may hold at most ${rule.max}` };
    const because: Localized = setter ? { ja: `（「${setter.name}」による）`, en: ` (set by ${setter.name})` } : { ja: '', en: '' };
    this.add(rule.severity ?? 'error', 'size', citation, rule.sections.length === 1 ? rule.sections[0]! : null, setter ? [setter] : [], {
      ja: `${label.ja}は${total}枚です。${need.ja}${because.ja}。`,
      en: `The ${label.en} has ${total} cards; ${need.en}${because.en}.`,
    });
  }

  private kinds(rule: KindRule): void {
    for (const section of rule.sections) {
      const forbidden: DeckCard[] = [];
      const misplaced: DeckCard[] = [];
      for (const card of cardsIn(this.deck, [section])) {
        if (rule.forbidden && card.kinds.some((kind) => rule.forbidden!.kinds.includes(kind))) forbidden.push(card);
        else if (rule.allowed && !(rule.match === 'all' ? card.kinds.every((kind) => rule.allowed!.includes(kind)) : card.kinds.some((kind) => rule.allowed!.includes(kind)))) misplaced.push(card);
      }
      const label = this.sectionLabel([section]);
      if (forbidden.length > 0) {
        const kinds = kindLabel(this.game, rule.forbidden!.kinds.filter((kind) => forbidden.some((card) => card.kinds.includes(kind))));
        const names = nameList(forbidden.map((card) => card.name));
        this.add(rule.severity ?? 'error', 'forbiddenKind', rule.forbidden!.rule, section, forbidden, {
          ja: `${kinds.ja}のカードは${label.ja}に入れられません：${names.ja}。`,
          en: `${capitalize(kinds.en)} cards cannot go in the ${label.en}: ${names.en}.`,
        });
      }
      if (misplaced.length > 0) {
        const allowed = kindLabel(this.game, rule.allowed!);
        const names = nameList(misplaced.map((card) => card.name));
        this.add(rule.severity ?? 'error', 'kind', rule.rule, section, misplaced, {
          ja: `${label.ja}に入れられるのは${allowed.ja}のカード${rule.match === 'all' ? 'だけ' : ''}です：${names.ja}。`,
          en: `The ${label.en} takes ${rule.match === 'all' ? 'only ' : ''}${allowed.en} cards: ${names.en}.`,
        });
      }
    }
  }

  private copies(rule: CopyRule): void {
    const groups = new Map<string, { count: number; cards: DeckCard[] }>();
    for (const section of rule.sections) {
      for (const { card, count } of this.deck.sections[section] ?? []) {
        if (rule.only && !cardMatches(card, rule.only)) continue;
        if (rule.exempt?.some((match: CardMatch) => cardMatches(card, match))) continue;
        const id = copyIdentity(card, rule.identity);
        const group = groups.get(id) ?? { count: 0, cards: [] };
        group.count += count;
        if (!group.cards.some((known) => known.key === card.key)) group.cards.push(card);
        groups.set(id, group);
      }
    }
    const label = this.sectionLabel(rule.sections);
    for (const [id, { count, cards }] of groups) {
      const own = rule.cardLimitRule ? cards.find((card) => card.copyLimit !== null)?.copyLimit ?? null : null;
      const limit = own ?? rule.limit;
      if (limit === null || count <= limit || this.overLimit.has(id)) continue;
      this.overLimit.add(id);
      const name = displayName(cards[0]!, rule.identity);
      const which: Localized = rule.only ? { ja: `${this.flagWord(rule.only)}の`, en: `${this.flagWord(rule.only, 'en')} ` } : { ja: '', en: '' };
      this.add(rule.severity ?? 'error', 'copies', own !== null ? rule.cardLimitRule! : rule.rule, rule.sections.length === 1 ? rule.sections[0]! : null, cards, {
        ja: `${which.ja}「${name}」が${count}枚あります。${label.ja}あわせて${limit}枚までです。`,
        en: `${count} copies of ${which.en}${name}; at most ${limit} across the ${label.en}.`,
      });
    }
  }

  private flagWord(match: CardMatch, language: 'ja' | 'en' = 'ja'): string {
    const words: Record<string, Localized> = { legendary: { ja: 'レジェンダリー', en: 'Legendary' } };
    return (match.flags ?? []).map((flag) => words[flag]?.[language] ?? flag).join(' ');
  }

  private perNumber(rule: NumberRule): void {
    const isPromo = (number: string) => rule.promoPrefixes.some((prefix) => number.startsWith(prefix));
    const limited = cardsIn(this.deck, rule.sections).filter((card) => hasWord(card.keywords, rule.keyword));
    const baseNumber = (card: DeckCard) => card.numbers.find((n) => !isPromo(n));
    // A card printed only with promo numbers has the Card No. of the card with its game information (PMV 2.16.3):
    // one of its name (or the name it counts as) in the deck, else every such promo of that name shares one.
    const numberOf = (card: DeckCard): string => {
      const own = baseNumber(card);
      if (own !== undefined || card.numbers.length === 0) return own ?? card.key;
      const name = copyIdentity(card, 'name');
      const base = limited.find((other) => copyIdentity(other, 'name') === name && baseNumber(other) !== undefined);
      return base ? baseNumber(base)! : `\u0000${name}`;
    };
    const groups = new Map<string, { number: string; count: number; cards: DeckCard[] }>();
    for (const section of rule.sections) {
      for (const { card, count } of this.deck.sections[section] ?? []) {
        if (!hasWord(card.keywords, rule.keyword)) continue;
        const id = numberOf(card);
        const group = groups.get(id) ?? { number: id.startsWith('\u0000') ? card.numbers[0]! : id, count: 0, cards: [] };
        group.count += count;
        if (!group.cards.some((known) => known.key === card.key)) group.cards.push(card);
        groups.set(id, group);
      }
    }
    for (const { number, count, cards } of groups.values()) {
      if (count <= rule.limit) continue;
      const names = nameList(cards.map((card) => card.name));
      this.add(rule.severity ?? 'error', 'perNumber', rule.rule, null, cards, {
        ja: `${rule.keyword}のカード（No. ${number}）${names.ja}が${count}枚あります。${rule.limit}枚までです。`,
        en: `${count} copies of card No. ${number} with ${rule.keyword} (deck one-copy limit): ${names.en}; at most ${rule.limit}.`,
      });
    }
  }

  private statSum(rule: StatSumRule): void {
    let sum = 0;
    const cards: DeckCard[] = [];
    for (const { card, count } of this.deck.sections[rule.section] ?? []) {
      const value = card.stats[rule.stat];
      if (typeof value !== 'number') continue;
      sum += value * count;
      cards.push(card);
    }
    if (sum <= rule.max) return;
    const label = this.sectionLabel([rule.section]);
    this.add(rule.severity ?? 'error', 'statSum', rule.rule, rule.section, cards, {
      ja: `${label.ja}の${rule.stat === 'level' ? 'レベル' : rule.stat}の合計が${sum}です。1ゲームで使えるのは合計${rule.max}までです。`,
      en: `The ${label.en}'s ${rule.stat} adds up to ${sum}; a game can only ever use ${rule.max}.`,
    });
  }

  private startSets(rule: StartSetRule): void {
    // A set of several cards (零龍's five cells) is one set per copy of its most-copied card.
    const sets = new Map<string, { copies: number; cards: DeckCard[] }>();
    for (const entries of Object.values(this.deck.sections)) {
      for (const { card, count } of entries) {
        const id = card.stats[rule.stat];
        if (typeof id !== 'string') continue;
        const set = sets.get(id) ?? { copies: 0, cards: [] };
        set.copies = Math.max(set.copies, count);
        if (!set.cards.some((known) => known.key === card.key)) set.cards.push(card);
        sets.set(id, set);
      }
    }
    const total = [...sets.values()].reduce((sum, set) => sum + set.copies, 0);
    if (total <= rule.max) return;
    const cards = [...sets.values()].flatMap((set) => set.cards);
    const names = nameList([...sets.keys()]);
    this.add(rule.severity ?? 'error', 'startSets', rule.rule, null, cards, {
      ja: `ゲーム開始時にバトルゾーンに置くカードが${total}セットあります（${names.ja}）。${rule.max}セットまでです。`,
      en: `${total} sets of game-start battle-zone cards (${names.en}); at most ${rule.max}.`,
    });
  }

  private hero(rule: HeroRule): void {
    const { section, young, alsoAllowed } = rule;
    for (const card of cardsIn(this.deck, [section])) {
      if (!card.kinds.includes('hero') || card.flags.includes('young') === young || (alsoAllowed && cardMatches(card, alsoAllowed.match))) continue;
      this.reported.add(card.key);
      const also: Localized = alsoAllowed ? { ja: `か${alsoAllowed.label.ja}`, en: ` or ${alsoAllowed.label.en}` } : { ja: '', en: '' };
      this.add('error', 'heroAge', rule.rule, section, [card], {
        ja: `${this.format.label.ja}では${young ? 'ヤング' : '大人（ヤングでない）'}ヒーロー${also.ja}を使います：「${card.name}」は${young ? '大人' : 'ヤング'}ヒーローです。`,
        en: `${this.format.label.en} uses ${young ? 'a young' : 'an adult (not young)'} hero${also.en}; ${card.name} is ${young ? 'an adult' : 'a young'} hero.`,
      });
    }
  }

  private rarity(rule: RarityRule): void {
    const allowed = new Set(rule.allowed.map((rarity) => rarity.toLowerCase()));
    const wrong = cardsIn(this.deck, rule.sections).filter((card) => {
      const printed = statList(card, rule.stat);
      return printed.length > 0 && !printed.some((rarity) => allowed.has(rarity));
    });
    if (wrong.length === 0) return;
    for (const card of wrong) this.reported.add(card.key);
    const label = this.sectionLabel(rule.sections);
    const names = nameList(wrong.map((card) => card.name));
    this.add(rule.severity ?? 'error', 'rarity', rule.rule, rule.sections.length === 1 ? rule.sections[0]! : null, wrong, {
      ja: `${this.format.label.ja}の${label.ja}には${rule.label.ja}で刷られたことのあるカードだけが入れられます：${names.ja}。`,
      en: `The ${label.en} of ${this.format.label.en} takes only cards once printed at ${rule.label.en} rarity: ${names.en}.`,
    });
  }

  private supertypes(rule: SupertypeRule): void {
    const hero = cardsIn(this.deck, [rule.heroSection]).find((card) => card.kinds.includes('hero'));
    if (!hero) return;
    const heroTypes = new Set([...statList(hero, 'classes'), ...statList(hero, 'talents'), ...statList(hero, 'essences')]);
    const honorifics = new Set(rule.honorifics.map((word) => word.toLowerCase()));
    const words = hero.name.split(',')[0]!.trim().toLowerCase().split(/\s+/);
    while (words.length > 1 && honorifics.has(words[0]!)) words.shift();
    const heroName = words.join(' ');
    // Some heroes may use any hero's specializations (Shiyana, Diamond Gemini).
    const anySpecialization = hero.stats.anySpecialization === true;
    const offClass: DeckCard[] = [];
    const otherHero: DeckCard[] = [];
    for (const card of cardsIn(this.deck, rule.sections)) {
      const needed = [...statList(card, 'classes'), ...statList(card, 'talents')].filter((type) => type !== 'generic');
      const hybrid = statList(card, 'hybridClasses');
      if (!needed.every((type) => heroTypes.has(type)) || (hybrid.length > 0 && !hybrid.some((type) => heroTypes.has(type)))) offClass.push(card);
      const specializes = statList(card, 'specializes');
      if (!anySpecialization && specializes.length > 0 && !specializes.some((name) => heroName === name || heroName.startsWith(`${name} `))) otherHero.push(card);
    }
    if (offClass.length > 0) {
      const names = nameList(offClass.map((card) => card.name));
      this.add(rule.severity ?? 'error', 'supertype', rule.rule, null, offClass, {
        ja: `ヒーロー「${hero.name}」のクラス・タレントにないカードがあります：${names.ja}。`,
        en: `Cards whose class or talent ${hero.name} does not have: ${names.en}.`,
      });
    }
    if (otherHero.length > 0) {
      const names = nameList(otherHero.map((card) => card.name));
      this.add(rule.severity ?? 'error', 'specialization', rule.specializationRule, null, otherHero, {
        ja: `ほかのヒーロー専用（スペシャライゼーション）のカードがあります：${names.ja}。`,
        en: `Specialization cards of another hero than ${hero.name}: ${names.en}.`,
      });
    }
  }

  private legalIn(format: string, rule: string): void {
    // Cards without per-format flags (the player's own cards) are taken as legal.
    const illegal = cardsIn(this.deck, Object.keys(this.deck.sections)).filter((card) => card.formats.length > 0 && !card.formats.includes(format) && !this.reported.has(card.key));
    if (illegal.length === 0) return;
    const names = nameList(illegal.map((card) => card.name));
    this.add('error', 'notLegal', rule, null, illegal, {
      ja: `${this.format.label.ja}で使えないカードがあります：${names.ja}。`,
      en: `Cards not legal in ${this.format.label.en}: ${names.en}.`,
    });
  }

  regulations(index: RegulationIndex, rule: string): void {
    const labels = { ...DEFAULT_STATUS_LABELS, ...this.game.construction.statusLabels };
    const cards = cardsIn(this.deck, Object.keys(this.deck.sections));
    // Copies of one regulated name are counted over every section, aliases included.
    const copies = new Map<string, number>();
    for (const entries of Object.values(this.deck.sections)) {
      for (const { card, count } of entries) {
        for (const id of new Set([card.key, copyIdentity(card, 'name')])) copies.set(id, (copies.get(id) ?? 0) + count);
      }
    }
    const reported = new Set<string>();
    for (const card of cards) {
      for (const entry of index.entriesFor(card)) {
        const allowed = allowedCopies(entry);
        const id = entry.key ?? copyIdentity(card, 'name');
        const count = copies.get(id) ?? 0;
        if (allowed === null || count <= allowed || reported.has(id)) continue;
        reported.add(id);
        const status = labels[entry.status];
        const group = entry.key ? [card] : cards.filter((other) => copyIdentity(other, 'name') === id);
        const name = entry.key ? displayName(card, 'namePitch') : id;
        const since: Localized = entry.since ? { ja: `（${entry.since}から）`, en: ` since ${entry.since}` } : { ja: '', en: '' };
        this.add('error', entry.status, rule, null, group, {
          ja: `「${name}」は${this.format.label.ja}で${status.ja}${since.ja}です。${allowed === 0 ? '使えません' : `${allowed}枚までです`}（${count}枚）。`,
          en: `${name} is ${status.en} in ${this.format.label.en}${since.en}: ${allowed === 0 ? 'not allowed' : `at most ${allowed}`} (the deck has ${count}).`,
        });
      }
    }
    for (const [group, entries] of index.pairs) {
      const present = entries.map((entry) => cards.filter((card) => RegulationIndex.names(entry, card)));
      if (present.some((found) => found.length === 0)) continue;
      const involved = present.flat();
      const names = nameList(entries.map((entry) => entry.name));
      const status = labels.banned_pair;
      this.add('error', 'banned_pair', rule, null, involved, {
        ja: `${names.ja}は${status.ja}です。全部を同じデッキに入れることはできません（${group}）。`,
        en: `${names.en} are a ${status.en}: not all of them may be in one deck.`,
      });
    }
  }
}
