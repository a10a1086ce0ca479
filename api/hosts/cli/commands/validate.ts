import type { DeckFormatInfo, Locale, ReadDeck, Validation } from '../../../contract';
import type { CliCommand } from '../command';
import { chooseFormat, deckCommand, deckLine, formatName, readDecks, sectionLine, sectionsOf, unresolvedLines, verdictText, type ChosenFormat, type DeckCommand } from '../decks';
import { EXIT } from '../exit';
import { columnsOf, padColumns } from '../terminal';

const NOTE_WORDS: Record<string, { ja: string; en: string }> = {
  face: { ja: 'カードの片面の名前', en: 'the name of one face' },
  mergedFace: { ja: '別の面として同じカードに数えました', en: 'another face of a listed card, counted once' },
  foldedName: { ja: '表記ゆれを正規化して一致', en: 'matched after folding width and kana' },
  reading: { ja: '読みで一致', en: 'matched by reading' },
  englishName: { ja: '英語名で一致', en: 'matched by English name' },
  number: { ja: 'カード番号で一致', en: 'matched by card number' },
  frontName: { ja: '両面カードの表の名前で一致', en: 'matched by the front of a double-faced name' },
};

function noteLines(deck: ReadDeck, lang: Locale): string[] {
  return deck.notes.map((note) => {
    const cards = note.cards.map((card) => card.name).join(', ');
    const why = NOTE_WORDS[note.reason]?.[lang] ?? note.reason;
    const where = deckLine(deck, note.line, lang);
    return lang === 'ja' ? `  注記    ${where}「${note.name}」→ ${cards}（${why}）` : `  note        ${where}: "${note.name}" → ${cards} (${why})`;
  });
}

function formatVerdict(command: DeckCommand, deck: ReadDeck, format: DeckFormatInfo, chosen: ChosenFormat, validation: Validation, index: number, total: number): string {
  const { game, lang } = command;
  const ja = lang === 'ja';
  const title = deck.name ?? (total > 1 ? `#${index + 1}` : command.file);
  const lines = [`${title} — ${formatName(format, chosen, lang)}`, `${verdictText(deck, validation, lang)} · ${sectionLine(game, validation.sections, lang)}`];
  const ruleWidth = Math.max(0, ...validation.violations.map((v) => columnsOf(v.rule)));
  for (const violation of validation.violations) {
    const severity = ja ? (violation.severity === 'error' ? 'エラー' : '警告  ') : violation.severity.padEnd(7);
    lines.push(`  ${severity}  ${padColumns(violation.rule, ruleWidth)}  ${violation.message[lang]}`);
  }
  lines.push(...unresolvedLines(deck, lang), ...noteLines(deck, lang));
  return lines.join('\n');
}

async function runValidate(command: DeckCommand): Promise<number> {
  const { io, game, options, lang } = command;
  const loaded = await readDecks(command);
  if (typeof loaded === 'number') return loaded;
  const formats = await command.call('decks.formats', { game: game.id });
  if (!formats.ok) return command.fail(formats);
  let status: number = EXIT.ok;
  const results: unknown[] = [];
  const texts: string[] = [];
  for (const [index, deck] of loaded.decks.entries()) {
    const chosen = await chooseFormat(command, deck);
    if ('ok' in chosen) return command.fail(chosen);
    const response = await command.call('decks.validate', { game: game.id, sections: sectionsOf(deck), format: chosen.id, ...(options.asOf ? { asOf: options.asOf } : {}) });
    if (!response.ok) return command.fail(response);
    const validation = response.result;
    const format = formats.result.find((each) => each.id === validation.format)!;
    if (!options.format && deck.fileFormat && !deck.format && !command.json) {
      io.stderr(lang === 'ja'
        ? `deckdojo: ファイルのフォーマット「${deck.fileFormat}」は検査できないため、${format.label.ja}の構築ルールで検査します\n`
        : `deckdojo: the file's format "${deck.fileFormat}" is not one Deck Dojo checks; checking it as ${format.label.en}\n`);
    }
    const legal = validation.legal && deck.unresolved.length === 0;
    if (deck.unresolved.length > 0) status = EXIT.usage;
    else if (!validation.legal && status === EXIT.ok) status = EXIT.no;
    results.push({ deck: deck.name, firstLine: deck.firstLine, fileFormat: loaded.read.fileFormat, ...validation, legal, unresolved: deck.unresolved, notes: deck.notes });
    texts.push(formatVerdict(command, deck, format, chosen, validation, index, loaded.decks.length));
  }
  io.stdout(command.json ? `${JSON.stringify(results.length === 1 ? results[0] : results, null, 2)}\n` : `${texts.join('\n\n')}\n`);
  return status;
}

export const validate: CliCommand = {
  name: 'validate',
  help: { synopsis: 'validate --game G DECKFILE', text: ['check a decklist (any supported format) against the construction rules'] },
  usage: 'validate --game G [--format F] [--as-of DATE] [--deck N] DECKFILE',
  args: { min: 1, max: 1 },
  options: ['game', 'format', 'as-of', 'deck', 'lang'],
  needsGame: true,
  async run(context) {
    const command = await deckCommand(context);
    return typeof command === 'number' ? command : runValidate(command);
  },
};
