import type { CardSearchResult, CardStats, CardSummary, GameInfo, Params } from '../../../contract';
import type { CliCommand } from '../command';
import { EXIT } from '../exit';
import { kindLabels, printed } from '../format';
import { columnsOf, padColumns } from '../terminal';

const words = (value: CardStats[string] | undefined): string =>
  value === undefined || value === null || value === false ? '' : Array.isArray(value) ? value.join('/') : String(value);

/**
 * The game's facts worth a column in a list, as its presentation declares them: the colour words a card stores (DM
 * civilizations, NOVA colour; not FaB's, whose pitch is the list stat), then the list stat (FaB pitch, NOVA level, PMV
 * nodes, ACG condition), named in words where the screens draw a mark.
 */
function gameColumn(game: GameInfo, card: CardSummary): string {
  const { colour, listStat } = game.presentation;
  const colours = colour?.stat && !colour.numeric ? words(card.stats[colour.stat]) : '';
  const value = listStat ? card.stats[listStat.stat] : undefined;
  const shown = listStat && words(value) !== '' && (value !== 0 || listStat.showsZero);
  const stat = shown ? (listStat.word ? `${listStat.word.en} ${words(value)}` : `${listStat.prefix}${words(value)}`) : '';
  return [colours, stat].filter(Boolean).join(' ');
}

/** The "did you mean" line under few results, each name as the query that finds it. */
function suggestionLine({ suggestions }: CardSearchResult): string[] {
  return suggestions.length === 0 ? [] : [`did you mean: ${suggestions.map((suggestion) => suggestion.query).join(', ')}`];
}

function formatSearch(game: GameInfo, result: CardSearchResult, offset: number): string {
  const { total, cards } = result;
  if (total === 0) return ['no cards match', ...suggestionLine(result)].join('\n');
  const nameWidth = Math.min(44, Math.max(...cards.map((card) => columnsOf(card.name))));
  const lines = cards.map((card) =>
    [
      printed(card.cost, card.costText).padStart(4),
      padColumns(card.name, nameWidth),
      padColumns(kindLabels(game, card.kinds), 22),
      printed(card.power, card.powerText).padStart(6),
      gameColumn(game, card),
    ].join('  ').trimEnd(),
  );
  const shown = cards.length === total ? `${total} card${total === 1 ? '' : 's'}` : `${total} cards (${offset + 1}–${offset + cards.length} shown; --offset ${offset + cards.length} for more)`;
  return [shown, ...lines, ...suggestionLine(result)].join('\n');
}

export const search: CliCommand = {
  name: 'search',
  help: { synopsis: 'search --game G [QUERY]', text: ["search a game's cards (query language: docs/user-guide.md or the app's help)"] },
  usage: 'search --game G [QUERY]',
  args: { min: 0, max: 1 },
  options: ['game', 'sort', 'order', 'limit', 'offset'],
  needsGame: true,
  async run({ args, options, json, io, call, fail, print, gameInfo }) {
    const game = await gameInfo(options.game!);
    if ('ok' in game) return fail(game);
    const params: Record<string, unknown> = { game: game.id, query: args[0] ?? '', limit: Number(options.limit ?? 20), offset: Number(options.offset ?? 0) };
    if (options.sort) params.sort = options.sort;
    if (options.order) params.order = options.order;
    const response = await call('cards.search', params as Params<'cards.search'>);
    if (!response.ok) {
      const position = response.error.issues?.[0]?.position;
      if (!json && position !== undefined && args[0]) {
        // Point at the spot: the query, then a caret under the column where reading failed.
        io.stderr(`  ${args[0]}\n  ${' '.repeat(columnsOf([...args[0]].slice(0, position - 1).join('')))}^\n`);
      }
      return fail(response);
    }
    print(response.result, (result) => formatSearch(game, result, Number(params.offset)));
    return EXIT.ok;
  },
};
