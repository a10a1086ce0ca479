import type { DeckWriteFormat } from '../../../contract';
import type { CliCommand } from '../command';
import { deckCommand, oneDeck, readDecks, sectionsOf, unresolvedLines, type DeckCommand } from '../decks';
import { EXIT } from '../exit';

async function runConvert(command: DeckCommand): Promise<number> {
  const loaded = await readDecks(command);
  if (typeof loaded === 'number') return loaded;
  const deck = oneDeck(command, loaded.decks);
  if (typeof deck === 'number') return deck;
  if (deck.unresolved.length > 0) {
    // Writing the deck without these lines would lose cards: refuse, and say which.
    command.io.stderr(`deckdojo: ${deck.unresolved.length} line${deck.unresolved.length === 1 ? '' : 's'} name no single card; nothing was written\n`);
    for (const line of unresolvedLines(deck, command.lang)) command.io.stderr(`${line}\n`);
    return EXIT.usage;
  }
  const response = await command.call('decks.write', {
    game: command.game.id,
    sections: sectionsOf(deck),
    to: command.options.to as DeckWriteFormat,
    name: deck.name,
    format: command.options.format ?? deck.format,
  });
  if (!response.ok) return command.fail(response);
  command.io.stdout(command.json ? `${JSON.stringify(response.result, null, 2)}\n` : response.result.text);
  return EXIT.ok;
}

export const convert: CliCommand = {
  name: 'convert',
  help: { synopsis: 'convert --game G --to T DECKFILE', text: ['write a decklist in another format: text, fabrary, talishar, cod, json'] },
  usage: 'convert --game G --to T [--format F] [--deck N] DECKFILE',
  args: { min: 1, max: 1 },
  options: ['game', 'to', 'format', 'deck'],
  needsGame: true,
  requires: { to: '(text, fabrary, talishar, cod or json)' },
  async run(context) {
    const command = await deckCommand(context);
    return typeof command === 'number' ? command : runConvert(command);
  },
};
