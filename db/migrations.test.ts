import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTempDir } from '../test/helpers/temp';
import { loadMigrations } from './migrations';

const tempDir = useTempDir();

function folderWith(files: Record<string, string>): string {
  const dir = tempDir();
  for (const [name, sql] of Object.entries(files)) writeFileSync(join(dir, name), sql);
  return dir;
}

describe('loadMigrations', () => {
  it('reads the shipped migrations in order, numbered from 1 without gaps', () => {
    const migrations = loadMigrations();
    expect(migrations.length).toBeGreaterThan(0);
    expect(migrations.map((m) => m.version)).toEqual(migrations.map((_, index) => index + 1));
    expect(migrations[0]).toMatchObject({ version: 1, name: 'settings' });
  });

  it('sorts by number and ignores files that are not SQL', () => {
    const dir = folderWith({ '0002_b.sql': 'B', '0001_a.sql': 'A', 'README.md': 'notes' });
    expect(loadMigrations(dir)).toEqual([
      { version: 1, name: 'a', sql: 'A' },
      { version: 2, name: 'b', sql: 'B' },
    ]);
  });

  it('names the file whose name breaks the pattern', () => {
    const dir = folderWith({ '0001_a.sql': 'A', '2_Bad-Name.sql': 'B' });
    expect(() => loadMigrations(dir)).toThrow(`${join(dir, '2_Bad-Name.sql')}: a migration file is named NNNN_name.sql`);
  });

  it('refuses a gap in the numbering', () => {
    const dir = folderWith({ '0001_a.sql': 'A', '0003_c.sql': 'C' });
    expect(() => loadMigrations(dir)).toThrow('migration 2 is missing (found 3 next)');
  });
});
