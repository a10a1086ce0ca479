import type { CardDetail, GameInfo } from '../../../contract';
import type { CliCommand } from '../command';
import { EXIT } from '../exit';
import { kindLabels, printed } from '../format';

function formatCard(game: GameInfo, card: CardDetail): string {
  const lines = [`${card.name}${card.nameEn && card.nameEn !== card.name ? ` (${card.nameEn})` : ''}   key: ${card.key}`];
  lines.push([kindLabels(game, card.kinds), card.subtypes.join('/')].filter(Boolean).join(' · '));
  const numbers = [
    card.cost !== null || card.costText ? `cost ${printed(card.cost, card.costText)}` : '',
    card.power !== null || card.powerText ? `power ${printed(card.power, card.powerText)}` : '',
    ...Object.entries(card.stats)
      .filter(([, value]) => value !== null && value !== '' && !(Array.isArray(value) && value.length === 0))
      .map(([key, value]) => `${key} ${Array.isArray(value) ? value.join('/') : String(value)}`),
  ].filter(Boolean);
  if (numbers.length > 0) lines.push(numbers.join(' · '));
  if (card.keywords.length > 0) lines.push(`keywords: ${card.keywords.join(', ')}`);
  if (card.zone) lines.push(`section: ${game.sections.find((s) => s.id === card.zone)?.label[game.cardLanguage] ?? card.zone}`);
  if (card.copyLimit !== null) lines.push(`copy limit: ${card.copyLimit}`);
  if (card.aliasOf) lines.push(`counts as: ${card.aliasOf}`);
  lines.push('');
  const text = card.text ?? card.textEn;
  if (text) lines.push(text);
  else lines.push(missingTextHint(game));
  for (const face of card.faces) {
    lines.push('', `— ${face.name} (${kindLabels(game, face.kinds)}${face.cost !== null ? `, cost ${face.cost}` : ''}${face.power !== null ? `, power ${face.power}` : ''})`);
    const faceText = face.text ?? face.textEn;
    if (faceText) lines.push(faceText);
  }
  if (card.printings.length > 0) {
    lines.push('', `printings: ${card.printings.map((p) => `${p.number}${p.rarity ? ` (${p.rarity})` : ''}`).join(', ')}`);
  }
  for (const r of card.regulations) {
    lines.push(`${r.format}: ${r.status}${r.limit !== null ? ` (${r.limit})` : ''}${r.pair ? ` with ${r.pair}` : ''}${r.since ? ` since ${r.since}` : ''}${r.until ? ` until ${r.until}` : ''}`);
  }
  return lines.join('\n');
}

/** What to do when a card's rules text is not in the database (the bundled packs carry facts only). */
export function missingTextHint(game: GameInfo): string {
  const hint = game.cardData.missingTextHint;
  return hint ? `(no rules text: ${hint.commandLine})` : '(this card has no rules text)';
}

export const card: CliCommand = {
  name: 'card',
  help: { synopsis: 'card --game G KEY|NAME', text: ['one card in full: text, faces, printings, regulations'] },
  usage: 'card --game G KEY|NAME',
  args: { min: 1, max: 1 },
  options: ['game'],
  needsGame: true,
  async run({ args, options, call, fail, print, gameInfo }) {
    const game = await gameInfo(options.game!);
    if ('ok' in game) return fail(game);
    const [keyOrName] = args as [string];
    const response = await call('cards.get', { game: game.id, key: keyOrName });
    if (!response.ok && response.error.code === 'NOT_FOUND') {
      // Not a key: look the name up (FaB keys are opaque; players know names).
      const found = await call('cards.search', { game: game.id, query: `name:"${keyOrName.replace(/"/g, '')}"`, limit: 50 });
      const exact = found.ok ? found.result.cards.filter((each) => each.name === keyOrName || each.nameEn === keyOrName || each.nameJa === keyOrName) : [];
      if (exact.length === 0) return fail(response);
      const details: CardDetail[] = [];
      for (const each of exact) {
        const detail = await call('cards.get', { game: game.id, key: each.key });
        if (detail.ok) details.push(detail.result);
      }
      print(details.length === 1 ? details[0]! : details, (value) => (Array.isArray(value) ? value : [value]).map((d) => formatCard(game, d)).join('\n\n────────\n\n'));
      return EXIT.ok;
    }
    if (!response.ok) return fail(response);
    print(response.result, (detail) => formatCard(game, detail));
    return EXIT.ok;
  },
};
