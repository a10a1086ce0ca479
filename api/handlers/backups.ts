import { rmSync } from 'node:fs';
import type { Database } from 'better-sqlite3';
import {
  BackupError,
  backupFolder,
  checkRestore,
  contentFingerprint,
  copyInto,
  createBackup,
  findBackup,
  listBackups,
  pruneBackups,
  readAutomaticMark,
  removeCopy,
  removeLeftovers,
  writeAutomaticMark,
  type BackupFile,
  type BackupLimits,
  type BackupReason,
  type CheckedCopy,
} from '../../db/backup';
import { isDiskFull } from '../../db/system-errors';
import { isLockedOut } from '../../db/write';
import type { BackupInfo, BackupList, RestoreResult } from '../contract';
import { ApiError } from '../errors';
import { megabytes } from '../services/log';
import { readSettings } from '../services/settings';
import { defineHandlers, type HandlerContext } from './types';

/** A day between automatic backups while the app stays open. */
export const BACKUP_INTERVAL_MS = 24 * 60 * 60 * 1000;

export interface BackupsOptions {
  /** May `backups.restoreFile` read this path? Only files the player chose through the host (see BackendOptions). */
  approvedPath(path: string): boolean;
  /** Brings a restored copy up to date (BackendOptions.completeDatabase). */
  complete(sql: Database, now: Date): void;
  /** How long a backup may make no progress before it stops (tests shorten it). */
  stallMs?: number;
  /** How long a restore waits for another program's write lock before it answers BUSY (the backend's busy wait). */
  lockWaitMs: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Between a restore's tries for the write lock: the copy itself is one step, so a short pause finds a gap. */
const RESTORE_RETRY_MS = 20;

export interface BackupService {
  /**
   * The automatic backup: made when the contents changed since the newest automatic one was made (at start), and
   * for the daily run only once that one is older than `olderThanMs`; then the oldest automatic ones beyond the
   * setting are deleted.
   */
  automatic(olderThanMs?: number): Promise<BackupInfo | null>;
  /** Stops the backups under way (the host is closing): each ends at its next step, leaving no file. */
  stop(): void;
}

function info({ name, createdAt, bytes, reason }: BackupFile): BackupInfo {
  return { name, createdAt, bytes, reason };
}

export function createBackups(context: HandlerContext, options: BackupsOptions) {
  const { db, clock, emit, log } = context;
  const folder = backupFolder(db.path);
  const stopping = new AbortController();
  const limits: BackupLimits = { signal: stopping.signal, stallMs: options.stallMs };
  if (db.path !== ':memory:') {
    // Half-written copies are told by their file times: the machine's clock, not the backend's.
    const leftovers = removeLeftovers(folder, new Date());
    if (leftovers.length > 0) log.info(`removed what killed backups or restores left in ${folder}: ${leftovers.join(', ')}`);
  }

  const list = (): BackupList => ({ folder, backups: listBackups(folder).map(info), keep: readSettings(db).backupsToKeep });

  async function make(reason: BackupReason): Promise<BackupFile> {
    if (db.path === ':memory:') throw new ApiError('FORBIDDEN', 'a database kept in memory has no backups');
    try {
      const made = await createBackup(db.sql, folder, reason, clock.now(), limits);
      log.info(`backup ${made.name} made (${megabytes(made.bytes)})`);
      return made;
    } catch (error) {
      log.error(`a ${reason} backup into ${folder} failed`, error);
      if (error instanceof BackupError) throw new ApiError(isDiskFull(error) ? 'DISK_FULL' : isLockedOut(error) ? 'BUSY' : 'INTERNAL', error.message);
      throw error;
    }
  }

  /**
   * Puts the checked copy in place, waiting (on timers) while another program holds the write lock: only this step
   * is tried again, not the whole restore with its check and its copy of the data it replaces.
   */
  async function copyWhenFree(checkedPath: string): Promise<void> {
    const started = Date.now();
    for (;;) {
      try {
        return await copyInto(checkedPath, db.sql, db.path);
      } catch (error) {
        if (!isLockedOut(error) || Date.now() - started + RESTORE_RETRY_MS > options.lockWaitMs) throw error;
        await pause(RESTORE_RETRY_MS);
      }
    }
  }

  async function restore(path: string, name: string): Promise<RestoreResult> {
    let checked: CheckedCopy;
    try {
      checked = checkRestore(path, { folder, complete: options.complete, now: clock.now() });
    } catch (error) {
      if (error instanceof BackupError) {
        log.warn(`restoring ${name} was refused: ${error.message}`);
        throw new ApiError('RESTORE_FAILED', `${error.message}; nothing was changed`, undefined, error.why);
      }
      throw error;
    }
    try {
      // What is replaced is kept first, so a restore can itself be undone.
      const saved = await make('before-restore');
      try {
        await copyWhenFree(checked.path);
      } catch (error) {
        // Nothing was replaced, so its copy is not needed.
        rmSync(saved.path, { force: true });
        if (isLockedOut(error)) throw new ApiError('BUSY', `restoring ${name}: another program is writing to the database; nothing was replaced. Try again.`);
        throw error;
      }
      log.info(`restored ${name} (schema ${checked.schemaVersion}, now ${db.schemaVersion}); the data it replaced is in ${saved.name}`);
      const result = { restored: { name, schemaVersion: checked.schemaVersion }, saved: info(saved) };
      emit('data.restored', result);
      emit('backups.changed', list());
      return result;
    } finally {
      removeCopy(checked.path);
    }
  }

  const service: BackupService = {
    async automatic(olderThanMs) {
      if (db.path === ':memory:') return null;
      const newest = listBackups(folder).find((file) => file.reason === 'auto');
      if (newest && olderThanMs !== undefined && clock.now().getTime() - Date.parse(newest.createdAt) < olderThanMs) return null;
      // Taken before the copy: a write made meanwhile is in the copy but not here, so the next run copies again.
      const contents = await contentFingerprint(db.sql, db.path);
      const mark = readAutomaticMark(folder);
      if (newest && contents !== null && mark?.backup === newest.name && mark.contents === contents) return null;
      const made = await make('auto');
      if (contents !== null) writeAutomaticMark(folder, { backup: made.name, contents });
      const keep = readSettings(db).backupsToKeep;
      const removed = pruneBackups(folder, keep);
      if (removed.length > 0) log.info(`removed the oldest automatic backups beyond ${keep}: ${removed.map((file) => file.name).join(', ')}`);
      emit('backups.changed', list());
      return info(made);
    },
    stop: () => stopping.abort(),
  };

  const handlers = defineHandlers({
    'backups.list': list,
    'backups.create': async () => {
      const made = info(await make('manual'));
      emit('backups.changed', list());
      return made;
    },
    'backups.restore': ({ name }) => restore(backupFile(name).path, name),
    'backups.restoreFile': ({ path }) => {
      if (!options.approvedPath(path)) {
        throw new ApiError('FORBIDDEN', `${path} was not chosen in this app's file dialog; choose the file to restore there`);
      }
      return restore(path, path);
    },
    'backups.delete': ({ name }) => {
      rmSync(backupFile(name).path);
      log.info(`backup ${name} deleted`);
      const answer = list();
      emit('backups.changed', answer);
      return answer;
    },
  });

  function backupFile(name: string): BackupFile {
    try {
      return findBackup(folder, name);
    } catch (error) {
      if (error instanceof BackupError) throw new ApiError('NOT_FOUND', `no backup ${name} in ${folder}`);
      throw error;
    }
  }

  return { handlers, service };
}
