import { statSync } from 'node:fs';
import { arch, release } from 'node:os';
import packageJson from '../../package.json' with { type: 'json' };
import type { AppInfo, Diagnostics } from '../contract';
import { megabytes } from '../services/log';
import { defineHandlers, type HandlerContext } from './types';

/** The last problems a bug report shows (the log file has them all). */
const PROBLEMS_IN_REPORT = 10;

/** Diagnostics as text for a bug report: English, like the log it points to. */
function reportText({ app, runtime, databaseBytes, logFile, problems }: Omit<Diagnostics, 'text'>): string {
  const shown = problems.slice(-PROBLEMS_IN_REPORT);
  return [
    `${app.name} ${app.version} (${app.host})`,
    `Platform: ${runtime.platform} ${runtime.osRelease} ${runtime.arch}`,
    [`Node ${runtime.node}`, runtime.electron && `Electron ${runtime.electron}`, runtime.chrome && `Chrome ${runtime.chrome}`, `SQLite ${runtime.sqlite}`]
      .filter(Boolean)
      .join(' · '),
    `Database: ${app.databasePath} (schema ${app.schemaVersion}, ${megabytes(databaseBytes)})`,
    `Log: ${logFile ?? 'none (errors are printed)'}`,
    shown.length === 0
      ? 'Problems this run: none'
      : [`Problems this run (last ${shown.length} of ${problems.length}):`, ...shown.map((entry) => `  ${entry.time} ${entry.level.toUpperCase()} ${entry.message}`)].join('\n'),
  ].join('\n');
}

export function appHandlers({ db, host, log }: HandlerContext) {
  const info = (): AppInfo => ({ name: 'Deck Dojo', version: packageJson.version, host, databasePath: db.path, schemaVersion: db.schemaVersion });
  return defineHandlers({
    'app.info': info,
    'app.diagnostics': () => {
      const fileBytes = (path: string) => statSync(path, { throwIfNoEntry: false })?.size ?? 0;
      const diagnostics: Omit<Diagnostics, 'text'> = {
        app: info(),
        runtime: {
          node: process.versions.node,
          electron: process.versions.electron ?? null,
          chrome: process.versions.chrome ?? null,
          sqlite: (db.sql.prepare('SELECT sqlite_version() AS version').get() as { version: string }).version,
          platform: process.platform,
          osRelease: release(),
          arch: arch(),
        },
        databaseBytes: db.path === ':memory:' ? 0 : fileBytes(db.path) + fileBytes(`${db.path}-wal`),
        logFile: log.path,
        problems: log.problems(),
      };
      return { ...diagnostics, text: reportText(diagnostics) };
    },
  });
}
