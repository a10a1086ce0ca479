import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTempDir } from '../../test/helpers/temp';
import { openLogFile, streamLogger } from './log';

const tempDir = useTempDir();
const clock = () => new Date('2026-11-26T09:00:00.000Z');

describe('openLogFile', () => {
  it('appends dated lines, the error with its stack and cause, and keeps this run’s problems', () => {
    const folder = join(tempDir(), 'logs');
    const log = openLogFile({ folder, name: 'deck-dojo', now: clock });
    log.info('Deck Dojo 0.1.0 started');
    log.error('cards.search failed', new Error('no such table: cards', { cause: new Error('SQLITE_ERROR') }));
    log.warn('the automatic backup was skipped');
    expect(log.path).toBe(join(folder, 'deck-dojo.log'));
    const lines = readFileSync(log.path!, 'utf8').split('\n');
    expect(lines[0]).toBe('2026-11-26T09:00:00.000Z INFO  Deck Dojo 0.1.0 started');
    expect(lines[1]).toMatch(/^2026-11-26T09:00:00\.000Z ERROR cards\.search failed: Error: no such table: cards$/);
    expect(lines.slice(2).join('\n')).toMatch(/ {4}at .*log\.test\.ts[\s\S]*\[cause\]: Error: SQLITE_ERROR/);
    expect(log.problems().map(({ level, message }) => [level, message.split('\n')[0]])).toEqual([
      ['error', 'cards.search failed: Error: no such table: cards'],
      ['warn', 'the automatic backup was skipped'],
    ]);
  });

  it('moves a full file aside and keeps only the newest few', () => {
    const folder = tempDir();
    const log = openLogFile({ folder, name: 'deck-dojo', maxBytes: 200, keep: 2, now: clock });
    for (let index = 1; index <= 12; index++) log.info(`line ${index} ${'x'.repeat(40)}`);
    expect(readdirSync(folder).sort()).toEqual(['deck-dojo.1.log', 'deck-dojo.2.log', 'deck-dojo.log']);
    for (const file of readdirSync(folder)) expect(readFileSync(join(folder, file)).length).toBeLessThanOrEqual(200);
    expect(readFileSync(join(folder, 'deck-dojo.log'), 'utf8')).toContain('line 12 ');
    expect(readFileSync(join(folder, 'deck-dojo.2.log'), 'utf8')).not.toContain('line 1 ');
  });

  it('goes on after a restart where the file was, rotating by its size on disk', () => {
    const folder = tempDir();
    writeFileSync(join(folder, 'deck-dojo.log'), 'x'.repeat(190) + '\n');
    openLogFile({ folder, name: 'deck-dojo', maxBytes: 200, now: clock }).info('after the restart');
    expect(readFileSync(join(folder, 'deck-dojo.log'), 'utf8')).toBe('2026-11-26T09:00:00.000Z INFO  after the restart\n');
    expect(existsSync(join(folder, 'deck-dojo.1.log'))).toBe(true);
  });

  it('never throws when the folder cannot be written: the line goes to the fallback', () => {
    // A file where the folder should be: no log can be made there, whoever runs the test.
    const folder = join(tempDir(), 'logs');
    writeFileSync(folder, 'not a folder');
    const fallback: string[] = [];
    const log = openLogFile({ folder, name: 'deck-dojo', now: clock, fallback: (line) => fallback.push(line) });
    log.error('restore failed');
    expect(fallback).toEqual([expect.stringMatching(/^deckdojo: cannot write the log .*logs\/deck-dojo\.log \(EEXIST.*\): 2026-11-26T09:00:00\.000Z ERROR restore failed\n$/)]);
    expect(log.problems()).toHaveLength(1);
  });
});

describe('streamLogger', () => {
  it('prints errors, prefixed, and leaves notes and warnings (which the command reports itself) out', () => {
    const lines: string[] = [];
    const log = streamLogger((line) => lines.push(line));
    log.info('started');
    log.warn('the import of cards.csv was refused');
    log.error('the daily backup failed', new Error('disk full'));
    expect(lines).toEqual([expect.stringMatching(/^deckdojo: the daily backup failed: Error: disk full\n {4}at /)]);
    expect(log.problems().map((entry) => entry.level)).toEqual(['warn', 'error']);
    expect(log.path).toBeNull();
  });
});
