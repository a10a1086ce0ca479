/** What the CLI prints of data: no control character reaches the terminal but line feed and tab (printable). */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../db/open';
import { cliRunner } from '../../../test/helpers/cli';
import { useTempDir } from '../../../test/helpers/temp';
import { EXIT } from './exit';
import { printable } from './terminal';

const tempDir = useTempDir();
const { run, packedDb } = cliRunner(tempDir);
// eslint-disable-next-line no-control-regex -- what must not reach the terminal
const RAW_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

describe('printable', () => {
  it('writes every control character but line feed and tab as its escape', () => {
    expect(printable('兵隊蟻\u001b[2J\u0000\r\n\tDEF\u007f\u009b')).toBe('兵隊蟻\\u001b[2J\\u0000\\u000d\n\tDEF\\u007f\\u009b');
    expect(printable('10,000 Year Reunion')).toBe('10,000 Year Reunion');
  });
});

describe('the CLI prints data from the database and files', () => {
  it('with its control characters escaped, and --json as the same data', async () => {
    const db = packedDb();
    // A database from before names were checked (or written by another program) holds a hostile name.
    const sql = openDatabase({ path: db });
    sql.sql.prepare(`UPDATE cards SET name = ? WHERE game = 'acg' AND card_key = 'acg-s001'`).run('兵隊蟻\u001b[2J\u0000');
    sql.close();

    const text = await run(['card', '--game', 'acg', 'acg-s001', '--db', db]);
    expect(text.status).toBe(EXIT.ok);
    expect(text.stdout.split('\n')[0]).toBe('兵隊蟻\\u001b[2J\\u0000 (Soldier Ant)   key: acg-s001');
    expect(text.stdout).not.toMatch(RAW_CONTROL);

    const json = await run(['card', '--game', 'acg', 'acg-s001', '--json', '--db', db]);
    expect(json.stdout).not.toMatch(RAW_CONTROL);
    expect(JSON.parse(json.stdout)).toMatchObject({ key: 'acg-s001', name: '兵隊蟻\u001b[2J\u0000' });

    // A decklist's own lines, named in the problems printed on stderr.
    const deck = join(tempDir(), 'deck.txt');
    writeFileSync(deck, '4 兵隊蟻\u001b[2J\n4 No Such Card\u009b31m\n');
    const validated = await run(['validate', '--game', 'acg', deck, '--db', db]);
    expect(`${validated.stdout}${validated.stderr}`).toContain('No Such Card\\u009b31m');
    expect(`${validated.stdout}${validated.stderr}`).not.toMatch(RAW_CONTROL);
  });
});
