import { describe, expect, it } from 'vitest';
import { useTempDir } from '../../../test/helpers/temp';
import { cliRunner } from '../../../test/helpers/cli';
import type { CliCommand } from './command';
import { convert } from './commands/convert';
import { serve } from './commands/serve';
import { simulateDeck } from './commands/simulate';
import { EXIT } from './exit';
import type { CliIo } from './io';
import { parseInvocation, UsageError } from './options';

const tempDir = useTempDir();
const { run } = cliRunner(tempDir);
const commands = new Map<string, CliCommand>([convert, serve, simulateDeck].map((command) => [command.name, command]));
const io = (env: Record<string, string> = {}): CliIo => ({
  stdout: () => undefined,
  stderr: () => undefined,
  env,
  platform: 'linux',
  home: '/home/player',
  rendererDir: '/nowhere',
  untilStopped: () => Promise.resolve(),
});
const problem = (argv: string[]) => {
  try {
    parseInvocation(argv, io(), commands);
  } catch (error) {
    if (error instanceof UsageError) return error.message;
    throw error;
  }
  return 'no problem';
};

describe('the command line, read against the commands’ declarations', () => {
  it('takes the options a command declares, with --group as often as given, and the database from --db', () => {
    const argv = ['simulate', '--game', 'dm', '--games', '500', '--seed', '1', '--group', 'a,b', '--group', 'c', 'examples/dm-decks.txt', '--db', 'x.db'];
    expect(parseInvocation(argv, io(), commands)).toEqual({
      command: 'simulate',
      args: ['examples/dm-decks.txt'],
      json: false,
      options: { game: 'dm', games: '500', seed: '1' },
      groups: ['a,b', 'c'],
      db: expect.stringMatching(/x\.db$/),
    });
  });

  it('says what a command needs, in the order of its declaration, and keeps numbers within its bounds', () => {
    expect(problem(['convert', '--game', 'dm', 'deck.txt'])).toBe('convert needs --to (text, fabrary, talishar, cod or json)');
    expect(problem(['simulate', '--game', 'dm', 'deck.txt'])).toBe('simulate needs --games N (how many games to play)');
    expect(problem(['simulate', '--game', 'dm', '--games', '3', 'deck.txt'])).toBe('simulate needs --seed S (the same seed gives the same games)');
    expect(problem(['simulate', '--game', 'dm', '--games', '0', '--seed', '0', 'deck.txt'])).toBe('--games must be at least 1, got "0"');
    expect(problem(['simulate', '--game', 'dm', '--games', '1', '--seed', '0', '--turns', '0', 'deck.txt'])).toBe('--turns must be at least 1, got "0"');
    expect(problem(['simulate', '--game', 'dm', '--games', '1', '--seed', '9007199254740992', 'deck.txt'])).toBe('--seed must be at most 9007199254740991, got "9007199254740992"');
    expect(problem(['simulate', '--game', 'dm', '--games', '1', '--seed', '0', 'deck.txt'])).toBe('no problem');
    expect(problem(['convert', '--game', 'dm', '--to', 'text', '--port', '1', 'deck.txt'])).toBe('--port is not an option of convert');
  });

  it('reads an option from the environment only for the command that declares it', () => {
    const served = parseInvocation(['serve'], io({ DECKDOJO_PORT: '6001' }), commands);
    expect(served !== 'help' && served !== 'version' && served.options.port).toBe('6001');
    expect(() => parseInvocation(['serve'], io({ DECKDOJO_PORT: '70000' }), commands)).toThrow('port must be a number from 0 to 65535, got "70000"');
    const converted = parseInvocation(['convert', '--game', 'dm', '--to', 'text', 'deck.txt'], io({ DECKDOJO_PORT: '6001' }), commands);
    expect(converted !== 'help' && converted !== 'version' && converted.options.port).toBeUndefined();
  });
});

describe('deckdojo --help, made from the commands', () => {
  it('lists every command once with its description at one column, and is what each command’s --help prints', async () => {
    const help = await run(['--help']);
    const section = help.stdout.split('Commands:\n')[1]!.split('\n\nOptions:')[0]!.split('\n');
    const entries = section.filter((line) => /^ {2}\S/.test(line)).map((line) => line.trim().split(' ')[0]);
    expect(entries).toEqual(['games', 'search', 'card', 'import', 'update', 'sources', 'regulations', 'validate', 'convert', 'stats', 'simulate', 'info', 'backup', 'backups', 'restore', 'serve', 'call']);
    for (const line of section.filter((each) => !/^ {2}(convert|simulate) /.test(each))) expect(line.slice(0, 31).trim() === '' || line[30] === ' ').toBe(true);
    expect(section).toContain('  convert --game G --to T DECKFILE');
    expect(section).toContain(`${' '.repeat(31)}write a decklist in another format: text, fabrary, talishar, cod, json`);
    for (const command of entries) {
      const own = await run([command!, '--help']);
      expect([own.status, own.stdout]).toEqual([EXIT.ok, help.stdout]);
    }
  });
});
