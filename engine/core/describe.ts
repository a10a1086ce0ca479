/**
 * The log as sentences in Japanese and English, redacted per viewer the way `view` is: a card the viewer may not know
 * from the event reads "a card" and loses its id too, so the log cannot be used to follow a hidden card around.
 */
import type { Localized } from '../localized';
import type { CardRef, GameEvent, Position } from './actions';
import { zoneSlot, type Locale, type TableRules } from './state';
import { sees } from './basics';

/** The event as `viewer` may read it. */
export function redactEvent(event: GameEvent, viewer: number): GameEvent {
  const redact = (card: CardRef): CardRef => (sees(card.seenBy, viewer) ? card : { id: null, key: null, name: null, seenBy: card.seenBy });
  const redacted = { ...event, cards: event.cards.map(redact) };
  if (redacted.type === 'moved' && 'host' in redacted.to) redacted.to = { host: redact(redacted.to.host) };
  if (redacted.type === 'faceTurned' && redacted.cards[0]?.name === null) redacted.faceName = null;
  return redacted;
}

/** The card names the sentence of a redacted event writes: its cards, a host, a face turned to. */
function namesOf(seen: GameEvent): string[] {
  const names = seen.cards.map((card) => card.name);
  if (seen.type === 'moved' && 'host' in seen.to) names.push(seen.to.host.name);
  if (seen.type === 'faceTurned') names.push(seen.faceName);
  return names.filter((name): name is string => name !== null);
}

const seatName = (seat: number): Localized => ({ ja: `プレイヤー${seat + 1}`, en: `Player ${seat + 1}` });

function zoneName(rules: TableRules, key: string): Localized {
  const slot = zoneSlot(rules, key);
  if (!slot) return { ja: key, en: key };
  const label = slot.definition.label;
  if (slot.seat === null) return { ja: label.ja, en: `the ${label.en.toLowerCase()}` };
  const owner = seatName(slot.seat);
  return { ja: `${owner.ja}の${label.ja}`, en: `${owner.en}'s ${label.en.toLowerCase()}` };
}

function cardNames(cards: readonly CardRef[]): Localized {
  if (cards.length === 0) return { ja: 'カード0枚', en: 'no cards' };
  const named = cards.filter((card) => card.name !== null).map((card) => card.name!);
  const hidden = cards.length - named.length;
  const ja = [...named.map((name) => `「${name}」`), ...(hidden > 0 ? [`カード${hidden}枚`] : [])].join('と');
  const hiddenEn = hidden === 1 ? 'a card' : `${hidden} cards`;
  const en = [...named, ...(hidden > 0 ? [hiddenEn] : [])];
  return { ja, en: en.length <= 1 ? (en[0] ?? '') : `${en.slice(0, -1).join(', ')} and ${en.at(-1)}` };
}

function positionName(position: Position): Localized {
  if (position === 'top') return { ja: 'の一番上', en: 'the top of ' };
  if (position === 'bottom') return { ja: 'の一番下', en: 'the bottom of ' };
  return { ja: `の上から${position + 1}枚目`, en: `position ${position + 1} of ` };
}

/** A marker the game defines reads as its label (a family `id:` with the zone it names); any other as written. */
function markerName(rules: TableRules, marker: string): Localized {
  const exact = rules.markers?.find((term) => term.id === marker);
  if (exact) return exact.label;
  const family = rules.markers?.find((term) => term.id.endsWith(':') && marker.startsWith(term.id));
  if (!family) return { ja: marker, en: marker };
  const zone = rules.zones.find((candidate) => candidate.id === marker.slice(family.id.length))?.label ?? { ja: marker.slice(family.id.length), en: marker.slice(family.id.length) };
  return { ja: `${family.label.ja}（${zone.ja}）`, en: `${family.label.en} (${zone.en})` };
}

const plural = (count: number, one: string): string => (count === 1 ? `1 ${one}` : `${count} ${one}s`);

/** One sentence per event in `locale`, as `viewer` may read it. `rules` gives the zone names. */
export function describe(event: GameEvent, locale: Locale, viewer: number, rules: TableRules): string {
  return describeInBoth(redactEvent(event, viewer), rules)[locale];
}

/**
 * The log's line for an event as `viewer` may read it: the sentence in both languages and the card names it writes
 * (what the interface marks as card data inside it), from one redaction.
 */
export function logLine(event: GameEvent, viewer: number, rules: TableRules): { text: Localized; names: string[] } {
  const seen = redactEvent(event, viewer);
  return { text: describeInBoth(seen, rules), names: namesOf(seen) };
}

/** The sentence of an event already redacted for its viewer, in both languages. */
function describeInBoth(seen: GameEvent, rules: TableRules): Localized {
  const who = seatName(seen.seat);
  const cards = cardNames(seen.cards);
  const text = ((): Localized => {
    switch (seen.type) {
      case 'drew':
        return seen.cards.length === 0
          ? { ja: `${who.ja}は引けるカードがありません`, en: `${who.en} has no card to draw` }
          : { ja: `${who.ja}は${cards.ja}を引いた`, en: `${who.en} draws ${cards.en}` };
      case 'moved': {
        if ('host' in seen.to) {
          const host = cardNames([seen.to.host]);
          return { ja: `${who.ja}は${cards.ja}を${host.ja}の下に置いた`, en: `${who.en} puts ${cards.en} under ${host.en}` };
        }
        const zone = zoneName(rules, seen.to.zone);
        const at = positionName(seen.to.position);
        const ordered = zoneSlot(rules, seen.to.zone)?.definition.ordered ?? false;
        // A zone rule that put the cards there instead says so (DM 117.1: a psychic goes back to the hyperspace zone).
        const rule = seen.rule === undefined ? { ja: '', en: '' } : { ja: `（${seen.rule}）`, en: ` (${seen.rule})` };
        return ordered
          ? { ja: `${who.ja}は${cards.ja}を${zone.ja}${at.ja}に置いた${rule.ja}`, en: `${who.en} puts ${cards.en} on ${at.en}${zone.en}${rule.en}` }
          : { ja: `${who.ja}は${cards.ja}を${zone.ja}に置いた${rule.ja}`, en: `${who.en} puts ${cards.en} into ${zone.en}${rule.en}` };
      }
      case 'shuffled': {
        const zone = zoneName(rules, seen.zone);
        return { ja: `${who.ja}は${zone.ja}をシャッフルした`, en: `${who.en} shuffles ${zone.en}` };
      }
      case 'looked': {
        const zone = zoneName(rules, seen.zone);
        return { ja: `${who.ja}は${zone.ja}の上から${seen.cards.length}枚（${cards.ja}）を見た`, en: `${who.en} looks at the top ${plural(seen.cards.length, 'card')} of ${zone.en}: ${cards.en}` };
      }
      case 'putBack': {
        const zone = zoneName(rules, seen.zone);
        return {
          ja: `${who.ja}は${zone.ja}の上に${seen.top}枚、下に${seen.bottom}枚を戻した`,
          en: `${who.en} puts ${plural(seen.top, 'card')} back on top of ${zone.en} and ${seen.bottom} on the bottom`,
        };
      }
      case 'lookEnded':
        return { ja: `${who.ja}はカードを見終えた`, en: `${who.en} stops looking at cards` };
      case 'revealed':
        return { ja: `${who.ja}は${cards.ja}を公開した`, en: `${who.en} reveals ${cards.en}` };
      case 'searched': {
        const zone = zoneName(rules, seen.zone);
        return seen.cards.length === 0
          ? { ja: `${who.ja}は${zone.ja}を探したが、見つからなかった`, en: `${who.en} searches ${zone.en} and finds nothing` }
          : { ja: `${who.ja}は${zone.ja}を探し、${cards.ja}を見つけた`, en: `${who.en} searches ${zone.en} and finds ${cards.en}` };
      }
      case 'tapped':
        return seen.tapped
          ? { ja: `${who.ja}は${cards.ja}をタップした`, en: `${who.en} taps ${cards.en}` }
          : { ja: `${who.ja}は${cards.ja}をアンタップした`, en: `${who.en} untaps ${cards.en}` };
      case 'flipped':
        return seen.faceDown
          ? { ja: `${who.ja}は${cards.ja}を裏向きにした`, en: `${who.en} turns ${cards.en} face down` }
          : { ja: `${who.ja}は${cards.ja}を表向きにした`, en: `${who.en} turns ${cards.en} face up` };
      case 'faceTurned':
        return seen.faceName === null
          ? { ja: `${who.ja}は${cards.ja}を別の面にした`, en: `${who.en} turns ${cards.en} to another face` }
          : { ja: `${who.ja}は${cards.ja}を「${seen.faceName}」の面にした`, en: `${who.en} turns ${cards.en} to ${seen.faceName}` };
      case 'counter': {
        const name = rules.counters?.find((term) => term.id === seen.name)?.label ?? { ja: seen.name, en: seen.name };
        return {
          ja: `${who.ja}は${cards.ja}の${name.ja}カウンターを${seen.delta >= 0 ? '+' : ''}${seen.delta}した（${seen.total}）`,
          en: `${who.en} ${seen.delta >= 0 ? 'adds' : 'removes'} ${plural(Math.abs(seen.delta), `${name.en} counter`)} ${seen.delta >= 0 ? 'to' : 'from'} ${cards.en} (${seen.total})`,
        };
      }
      case 'marker': {
        const label = markerName(rules, seen.marker);
        return seen.on
          ? { ja: `${who.ja}は${cards.ja}に「${label.ja}」を付けた`, en: `${who.en} marks ${cards.en} "${label.en}"` }
          : { ja: `${who.ja}は${cards.ja}から「${label.ja}」を外した`, en: `${who.en} removes "${label.en}" from ${cards.en}` };
      }
      case 'created': {
        const zone = zoneName(rules, seen.zone);
        const what = seen.token ? { ja: 'トークン', en: 'token ' } : { ja: '', en: '' };
        return { ja: `${who.ja}は${what.ja}${cards.ja}を${zone.ja}に出した`, en: `${who.en} creates ${what.en}${cards.en} in ${zone.en}` };
      }
      case 'life': {
        const target = seatName(seen.target);
        return { ja: `${target.ja}のライフ ${seen.delta >= 0 ? '+' : ''}${seen.delta}（${seen.total}）`, en: `${target.en}'s life ${seen.delta >= 0 ? '+' : ''}${seen.delta} (${seen.total})` };
      }
      case 'resource': {
        const target = seatName(seen.target);
        const name = rules.resources?.find((resource) => resource.id === seen.name)?.label ?? { ja: seen.name, en: seen.name };
        return {
          ja: `${target.ja}の${name.ja} ${seen.delta >= 0 ? '+' : ''}${seen.delta}（${seen.total}）`,
          en: `${target.en}'s ${name.en.toLowerCase()} ${seen.delta >= 0 ? '+' : ''}${seen.delta} (${seen.total})`,
        };
      }
      case 'rolledDie':
        return { ja: `${who.ja}は${seen.sides}面ダイスを振り、${seen.result}が出た`, en: `${who.en} rolls a ${seen.sides}-sided die: ${seen.result}` };
      case 'flippedCoin':
        return seen.result === 'heads'
          ? { ja: `${who.ja}はコインを投げ、表が出た`, en: `${who.en} flips a coin: heads` }
          : { ja: `${who.ja}はコインを投げ、裏が出た`, en: `${who.en} flips a coin: tails` };
      case 'conceded':
        return { ja: `${who.ja}は投了した`, en: `${who.en} concedes` };
      case 'modeChanged': {
        const names = { free: { ja: 'フリー', en: 'free' }, assisted: { ja: 'アシスト', en: 'assisted' }, strict: { ja: '厳格', en: 'strict' } };
        return { ja: `${who.ja}はモードを${names[seen.mode].ja}にした`, en: `${who.en} sets the mode to ${names[seen.mode].en}` };
      }
      case 'turnChanged': {
        // A step of the game's turn structure reads as its label; any other name as given.
        const label = rules.turns?.steps.find((step) => step.id === seen.turn.step)?.label;
        const part = (locale: Locale): string =>
          [seen.turn.phase, label ? label[locale] : seen.turn.step].filter((name) => name !== null).join(' / ');
        const active = seatName(seen.turn.activeSeat);
        return {
          ja: `ターン${seen.turn.number}（${active.ja}）${part('ja') ? `：${part('ja')}` : ''}`,
          en: `Turn ${seen.turn.number} (${active.en})${part('en') ? `: ${part('en')}` : ''}`,
        };
      }
      case 'lost': {
        const target = seatName(seen.target);
        return { ja: `${target.ja}の敗北（${seen.rule}）`, en: `${target.en} loses (${seen.rule})` };
      }
      case 'warning':
        return { ja: `注意（${seen.rule}）：${seen.message.ja}`, en: `Warning (${seen.rule}): ${seen.message.en}` };
      case 'gameAction':
        return { ja: `${who.ja}：${seen.label.ja}（${seen.rule}）`, en: `${who.en}: ${seen.label.en} (${seen.rule})` };
      case 'due': {
        const target = seatName(seen.target);
        return { ja: `${target.ja}へ（${seen.rule}）：${seen.message.ja}`, en: `${target.en} (${seen.rule}): ${seen.message.en}` };
      }
      case 'decisionOpened': {
        const target = seatName(seen.decision.seat);
        const offers = seen.cards.length === 0 ? { ja: '', en: '' } : { ja: `：${cards.ja}`, en: `: ${cards.en}` };
        return {
          ja: `${target.ja}の${seen.decision.label.ja}（${seen.decision.rule}）${offers.ja}`,
          en: `${seen.decision.label.en} for ${target.en} (${seen.decision.rule})${offers.en}`,
        };
      }
      case 'decisionAnswered':
        if (seen.choice) return { ja: `${who.ja}は${seen.decision.label.ja}で「${seen.choice.ja}」を選んだ`, en: `${who.en} answers ${seen.decision.label.en}: ${seen.choice.en}` };
        return seen.cards.length === 0
          ? { ja: `${who.ja}は${seen.decision.label.ja}をパスした`, en: `${who.en} passes ${seen.decision.label.en}` }
          : { ja: `${who.ja}は${seen.decision.label.ja}で${cards.ja}を選んだ`, en: `${who.en} answers ${seen.decision.label.en} with ${cards.en}` };
      case 'decisionClosed':
        return { ja: `${seen.decision.label.ja}を終えた`, en: `${seen.decision.label.en} closed` };
    }
  })();
  return text;
}
