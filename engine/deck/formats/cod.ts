/**
 * Cockatrice `.cod` decks (every game; formats README §4):
 *
 *   <?xml version="1.0" encoding="UTF-8"?>
 *   <cockatrice_deck version="1">
 *     <deckname>…</deckname>  <comments>…</comments>
 *     <zone name="main"> <card number="4" name="Ball Lightning" collectorNumber="…"/> </zone>
 *   </cockatrice_deck>
 *
 * A small tolerant XML reader (no dependency): elements, attributes, the five named entities and character
 * references, comments, processing instructions and CDATA; unknown elements (`<sideboard_plan>`) are skipped.
 * Zones are sections: `main` is the game's main section, `side`/`sideboard` its sideboard, ids and labels name
 * themselves; `tokens` and `maybeboard` are not part of a deck.
 */
import type { GameId } from '../../games/id';
import type { Localized } from '../../localized';
import type { DeckFileIssue, DeckList, DeckListEntry } from '../types';
import {
  about,
  asWritten,
  countProblem,
  groupBySection,
  lineCounter,
  nameAndColour,
  nameWithColour,
  parseCount,
  quoted,
  stripBom,
  type FormatRead,
} from './common';
import { findSection, mainSection, normaliseWord, sideSection, unknownSection } from './sections';

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const NAME = '[A-Za-z_][\\w:.-]*';
/**
 * Markup that runs to its own closing string: comments and processing instructions (the XML declaration), which the
 * deck does not need, and CDATA, whose text a deck name may hold. Found by indexOf: one that is never closed is
 * reported once, where a pattern tried at every later `<` would rescan the rest of the file each time.
 */
const RUNS = [
  { open: '<!--', close: '-->', what: { en: 'comment', ja: 'コメント' } },
  { open: '<![CDATA[', close: ']]>', what: { en: 'CDATA section', ja: 'CDATA セクション' } },
  { open: '<?', close: '?>', what: { en: 'processing instruction', ja: '処理命令' } },
] as const;
const DOCTYPE = /<!DOCTYPE[^>]*>/y;
/** How much of a malformed tag an issue quotes at most. */
const SHOWN = 200;
const TAG = new RegExp(`<(/?)(${NAME})((?:\\s+${NAME}\\s*=\\s*(?:"[^"<]*"|'[^'<]*'))*)\\s*(/?)>`, 'y');
const ATTRIBUTE = new RegExp(`(${NAME})\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'g');
const REFERENCE = /&(#x[0-9a-fA-F]+|#[0-9]+|[A-Za-z][\w.-]*);/g;
/** Zones Cockatrice keeps beside a deck but that are not part of it. */
const NOT_DECK_ZONES = new Set(['tokens', 'maybeboard']);

export function readCod(text: string, game: GameId): FormatRead {
  const source = stripBom(text);
  const lineAt = lineCounter(source);
  const list: DeckList = { name: null, game: null, format: null, entries: [] };
  const issues: DeckFileIssue[] = [];
  const report = (line: number, message: Localized): void => void issues.push({ line, message });
  const open: { name: string; line: number }[] = [];
  // How many elements of each name are open, so a close tag that closes nothing is known without a walk of `open`.
  const openCount = new Map<string, number>();
  // Inside a zone: the section its cards go to, or null for a zone that cannot be read (reported once).
  let zone: { section: string | null } | null = null;
  let deckname = '';
  let rooted = false;

  const decode = (raw: string, line: number): string =>
    raw.replace(REFERENCE, (reference, body: string) => {
      if (!body.startsWith('#')) {
        const named = ENTITIES[body];
        if (named === undefined) report(line, { en: `unknown entity "${reference}"`, ja: `不明な実体参照「${reference}」` });
        return named ?? reference;
      }
      const code = body.startsWith('#x') ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
      if (code > 0 && code <= 0x10ffff) return String.fromCodePoint(code);
      report(line, { en: `"${reference}" is not a character`, ja: `「${reference}」は文字ではありません` });
      return reference;
    });

  const start = (name: string, attributes: Map<string, string>, line: number): void => {
    if (open.length === 0) {
      if (name !== 'cockatrice_deck') report(line, { en: `<${name}> is not a Cockatrice deck (<cockatrice_deck>)`, ja: `<${name}> は Cockatrice のデッキ（<cockatrice_deck>）ではありません` });
      rooted = true;
    }
    open.push({ name, line });
    openCount.set(name, (openCount.get(name) ?? 0) + 1);
    if (name === 'deckname') deckname = '';
    if (name === 'zone') {
      const zoneName = attributes.get('name');
      if (zoneName === undefined) report(line, { en: '<zone> has no name', ja: '<zone> に name がありません' });
      zone = { section: zoneName === undefined ? null : zoneSection(zoneName, line) };
    }
    if (name === 'card') {
      if (!zone) report(line, { en: '<card> outside a <zone>', ja: '<card> が <zone> の外にあります' });
      else if (zone.section !== null) readCard(attributes, zone.section, line);
    }
  };

  const zoneSection = (zoneName: string, line: number): string | null => {
    const zone = { en: `zone "${zoneName}"`, ja: `ゾーン「${zoneName}」` };
    if (NOT_DECK_ZONES.has(normaliseWord(zoneName))) {
      report(line, { en: `${zone.en} is not part of a deck`, ja: `${zone.ja}はデッキに入りません` });
      return null;
    }
    const section = findSection(game, zoneName);
    if (section === null) report(line, unknownSection(game, zoneName, zone));
    return section;
  };

  const readCard = (attributes: Map<string, string>, section: string, line: number): void => {
    const written = attributes.get('name')?.trim() ?? '';
    const number = attributes.get('number')?.trim() ?? '';
    const label = written === '' ? asWritten('<card>') : quoted(written);
    if (written === '') report(line, { en: '<card> has no name', ja: '<card> に name がありません' });
    if (!/^-?\d+$/.test(number)) return report(line, { en: `${label.en} has no number of copies ("number")`, ja: `${label.ja}に枚数（"number"）がありません` });
    const count = parseCount(number);
    const problem = countProblem(count);
    if (problem) return report(line, about(label, problem));
    if (written === '') return;
    const collector = attributes.get('collectorNumber')?.trim();
    const entry: DeckListEntry = { line, section, count, ...nameAndColour(written, game) };
    if (collector) entry.number = collector;
    list.entries.push(entry);
  };

  const end = (name: string, line: number): void => {
    if (!openCount.get(name)) return report(line, { en: `</${name}> closes nothing`, ja: `</${name}> で閉じる要素がありません` });
    const index = open.findLastIndex((element) => element.name === name);
    const closed = open.splice(index);
    for (const element of closed) openCount.set(element.name, openCount.get(element.name)! - 1);
    for (const unclosed of closed.slice(1)) report(unclosed.line, notClosed(unclosed.name));
    if (name === 'deckname') list.name = deckname.trim() || null;
    if (name === 'zone') zone = null;
  };

  let at = 0;
  while (at < source.length) {
    const next = source.indexOf('<', at);
    const textEnd = next === -1 ? source.length : next;
    if (open.at(-1)?.name === 'deckname') deckname += decode(source.slice(at, textEnd), lineAt(at));
    if (next === -1) break;
    at = next;
    const line = lineAt(at);
    const run = RUNS.find((each) => source.startsWith(each.open, at));
    if (run) {
      const close = source.indexOf(run.close, at + run.open.length);
      if (close === -1) {
        report(line, { en: `${run.what.en} "${run.open}" is never closed`, ja: `${run.what.ja}「${run.open}」が閉じられていません` });
        break;
      }
      if (run.what.en === 'CDATA section' && open.at(-1)?.name === 'deckname') deckname += source.slice(at + run.open.length, close);
      at = close + run.close.length;
      continue;
    }
    const doctype = matchAt(DOCTYPE, source, at);
    const tag = doctype ? null : matchAt(TAG, source, at);
    const matched = doctype ?? tag;
    if (!matched) {
      const close = source.indexOf('>', at);
      const end = close === -1 ? at + 40 : Math.min(close + 1, at + SHOWN);
      const shown = `${source.slice(at, end).replace(/\s+/g, ' ')}${close !== -1 && end <= close ? '…' : ''}`;
      report(line, close === -1 ? { en: `unterminated tag "${shown}"`, ja: `終わりのないタグ「${shown}」` } : { en: `malformed tag "${shown}"`, ja: `不正なタグ「${shown}」` });
      if (close === -1) break;
      at = close + 1;
      continue;
    }
    at += matched[0].length;
    if (!tag) continue;
    const [, slash, name = '', attributeText = '', selfClosing] = tag;
    if (slash) {
      end(name, line);
      continue;
    }
    const attributes = new Map<string, string>();
    for (const [, key = '', double, single] of attributeText.matchAll(ATTRIBUTE)) {
      attributes.set(key, decode(double ?? single ?? '', line));
    }
    start(name, attributes, line);
    if (selfClosing) end(name, line);
  }
  for (const unclosed of open) report(unclosed.line, notClosed(unclosed.name));
  if (!rooted) report(1, { en: 'no <cockatrice_deck> element', ja: '<cockatrice_deck> 要素がありません' });
  return { decks: [list], issues };
}

/**
 * Proper XML with escaping; one zone per non-empty section, `main` and `side` for the game's main section and
 * sideboard, the section id otherwise. Not carried: the game, the format, card keys, Talishar marks; and as
 * Cockatrice has no zone for cards without a section, they go to `main`.
 */
export function writeCod(list: DeckList, game: GameId): string {
  const main = mainSection(game);
  const side = sideSection(game);
  const placed = list.entries.map((entry) => (entry.section === null ? { ...entry, section: main } : entry));
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<cockatrice_deck version="1">',
    `  <deckname>${escapeXml(list.name ?? '')}</deckname>`,
    '  <comments></comments>',
  ];
  for (const [section, entries] of groupBySection(placed, game)) {
    const zone = section === main ? 'main' : section === side ? 'side' : (section ?? main);
    lines.push(`  <zone name="${escapeXml(zone)}">`);
    for (const entry of entries) {
      const collector = entry.number ? ` collectorNumber="${escapeXml(entry.number)}"` : '';
      lines.push(`    <card number="${entry.count}" name="${escapeXml(nameWithColour(entry, game))}"${collector}/>`);
    }
    lines.push('  </zone>');
  }
  lines.push('</cockatrice_deck>');
  return `${lines.join('\n')}\n`;
}

function notClosed(element: string): Localized {
  return { en: `<${element}> is not closed`, ja: `<${element}> が閉じられていません` };
}

function matchAt(pattern: RegExp, source: string, at: number): RegExpExecArray | null {
  pattern.lastIndex = at;
  return pattern.exec(source);
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}
