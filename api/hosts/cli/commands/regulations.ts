import type { RegulationEntry } from '../../../contract';
import type { CliCommand } from '../command';
import { EXIT } from '../exit';
import { padColumns } from '../terminal';

/** A CSV field, quoted when it holds a comma, quote or line break. */
function csvField(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The regulation list in the CSV shape `import` reads back (key: the one card a FaB entry names), for editing. */
export function regulationsCsv(entries: RegulationEntry[]): string {
  const seen = new Set<string>();
  const rows = ['name,status,since,until,format,limit,pair,key'];
  for (const r of entries) {
    // One line per list entry, even where a name matches several cards (DM: the cells of one super creature).
    const line = [r.cardName, r.status, r.since, r.until, r.format, r.limit, r.pair, r.listKey].map(csvField).join(',');
    if (!seen.has(line)) rows.push(line);
    seen.add(line);
  }
  return `${rows.join('\n')}\n`;
}

function formatRegulations(entries: RegulationEntry[]): string {
  if (entries.length === 0) return 'no regulation entries';
  return entries
    .map((r) => `${r.format.padEnd(9)} ${r.status.padEnd(13)} ${padColumns(r.cardName, 40)} ${r.since ?? ''}${r.until ? ` until ${r.until}` : ''}${r.cardKey === null ? '  (no such card in the database)' : ''}`.trimEnd())
    .join('\n');
}

export const regulations: CliCommand = {
  name: 'regulations',
  help: { synopsis: 'regulations --game G', text: ['banned, restricted and limited lists (--format to pick one, --csv to edit)'] },
  usage: 'regulations --game G [--format F] [--csv]',
  args: { min: 0, max: 0 },
  options: ['game', 'format', 'csv'],
  needsGame: true,
  async run({ options, io, call, fail, print }) {
    const response = await call('regulations.list', { game: options.game, ...(options.format ? { format: options.format } : {}) });
    if (!response.ok) return fail(response);
    if (options.csv) io.stdout(regulationsCsv(response.result));
    else print(response.result, formatRegulations);
    return EXIT.ok;
  },
};
