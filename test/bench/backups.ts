import { copyFileSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copyInto, createBackup } from '../../db/backup';
import { openDatabase } from '../../db/open';
import { benchResult, type BenchResult } from './harness';

/**
 * What keeping the player's data safe costs on a real database (`path`, the shipped card pools): a backup through
 * SQLite's online backup API and a restore into the open database, each beside copying the file; and the damage
 * check every start runs, beside opening without it. Medians of `runs` rounds.
 */
export async function backupBenchmarks(path: string, scale: number, report: (result: BenchResult) => void): Promise<void> {
  const runs = Math.max(3, Math.round(9 * scale));
  const dir = mkdtempSync(join(tmpdir(), 'deck-dojo-bench-backups-'));
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const ms = async (work: () => unknown) => {
    const start = process.hrtime.bigint();
    await work();
    return Number(process.hrtime.bigint() - start) / 1e6;
  };
  const db = openDatabase({ path });
  try {
    db.sql.pragma('wal_checkpoint(TRUNCATE)');
    const megabytes = (statSync(path).size / 1048576).toFixed(0);
    const copies = { backup: [] as number[], restore: [] as number[], copy: [] as number[] };
    let backup = '';
    for (let round = 0; round < runs; round++) {
      const folder = join(dir, `round-${round}`);
      copies.backup.push(await ms(async () => (backup = (await createBackup(db.sql, folder, 'manual', new Date())).path)));
      copies.copy.push(await ms(() => copyFileSync(path, join(folder, 'plain-copy.db'))));
      copies.restore.push(await ms(() => copyInto(backup, db.sql, path)));
    }
    const copy = median(copies.copy);
    report(benchResult(`backup: online backup of a ${megabytes} MB database, checked (baseline: copying the file)`, median(copies.backup), 'ms', copy));
    report(benchResult(`restore: a ${megabytes} MB backup into the open database (baseline: copying the file)`, median(copies.restore), 'ms', copy));
  } finally {
    db.close();
  }
  const opens = { checked: [] as number[], plain: [] as number[] };
  for (let round = 0; round < runs; round++) {
    opens.checked.push(await ms(() => openDatabase({ path, check: true }).close()));
    opens.plain.push(await ms(() => openDatabase({ path }).close()));
  }
  report(benchResult('open: with the damage check every start runs (baseline: open without it)', median(opens.checked), 'ms', median(opens.plain)));
  rmSync(dir, { recursive: true, force: true });
}
