import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTempDir } from '../test/helpers/temp';
import { isDiskFull, systemReason } from './system-errors';

const tempDir = useTempDir();

/** The error a real read throws. */
function failedRead(path: string): unknown {
  try {
    readFileSync(path);
  } catch (error) {
    return error;
  }
  throw new Error(`${path} was read`);
}

describe('what the system said, for the player', () => {
  it('names a missing file and a folder in Japanese, keeping Node\'s own English', () => {
    const dir = tempDir();
    const missing = failedRead(join(dir, 'cards.csv'));
    expect(systemReason(missing)).toEqual({ en: expect.stringMatching(/^ENOENT: no such file or directory/), ja: 'ファイルがありません' });
    expect(systemReason(failedRead(dir))).toEqual({ en: expect.stringMatching(/^EISDIR: illegal operation on a directory/), ja: 'フォルダーです' });
  });

  it('knows a full disk, also as the cause of an error that wraps it', () => {
    const full = Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    const wrapped = new Error('the backup failed', { cause: full });
    expect(isDiskFull(wrapped)).toBe(true);
    expect(systemReason(full)).toEqual({ en: 'the disk is full (ENOSPC: no space left on device, write)', ja: 'ディスクがいっぱいです' });
    expect(isDiskFull(new Error('disk I/O error'))).toBe(false);
  });

  it('says another failure is the system\'s, in its own words', () => {
    expect(systemReason(Object.assign(new Error('EMFILE: too many open files'), { code: 'EMFILE' }))).toEqual({
      en: 'EMFILE: too many open files',
      ja: 'システムのエラーです（EMFILE: too many open files）',
    });
  });
});
