import { rmSync, statSync } from 'node:fs';
import type { Database } from 'better-sqlite3';
import {
  BackupError,
  backupFolder,
  checkDatabaseFile,
  copyInto,
  createBackup,
  findBackup,
  listBackups,
  pruneBackups,
  type BackupFile,
  type BackupReason,
} from '../../db/backup';
import type { BackupInfo, BackupList, RestoreResult } from '../contract';
import { ApiError } from '../errors';
import { megabytes } from '../log';
import { readSettings } from './settings';
import { defineHandlers, type HandlerContext } from './types';

/** A day between automatic backups while the app stays open. */
export const BACKUP_INTERVAL_MS = 24 * 60 * 60 * 1000;

export interface BackupsOptions {
  /** May `backups.restoreFile` read this path? Only files the player chose through the host (see BackendOptions). */
  approvedPath(path: string): boolean;
  /** Brings a restored copy up to date (BackendOptions.completeDatabase). */
  complete(sql: Database, now: Date): void;
}

export interface BackupService {
  /**
   * The automatic backup: made when the data changed since the newest automatic one (at start), or when that one is
   * older than `olderThanMs` (the daily run), then the oldest automatic ones beyond the setting are deleted.
   */
  automatic(olderThanMs?: number): Promise<BackupInfo | null>;
}

function info({ name, createdAt, bytes, reason }: BackupFile): BackupInfo {
  return { name, createdAt, bytes, reason };
}

export function createBackups(context: HandlerContext, options: BackupsOptions) {
  const { db, clock, emit, log } = context;
  const folder = backupFolder(db.path);

  const list = (): BackupList => ({ folder, backups: listBackups(folder).map(info), keep: readSettings(db).backupsToKeep });

  async function make(reason: BackupReason): Promise<BackupFile> {
    if (db.path === ':memory:') throw new ApiError('FORBIDDEN', 'a database kept in memory has no backups');
    try {
      const made = await createBackup(db.sql, folder, reason, clock.now());
      log.info(`backup ${made.name} made (${megabytes(made.bytes)})`);
      return made;
    } catch (error) {
      log.error(`a ${reason} backup into ${folder} failed`, error);
      if (error instanceof BackupError) throw new ApiError('INTERNAL', error.message);
      throw error;
    }
  }

  async function restore(path: string, name: string): Promise<RestoreResult> {
    let schemaVersion: number;
    try {
      schemaVersion = checkDatabaseFile(path, db.schemaVersion);
    } catch (error) {
      if (error instanceof BackupError) {
        log.warn(`restoring ${name} was refused: ${error.message}`);
        throw new ApiError('RESTORE_FAILED', `${error.message}; nothing was changed`);
      }
      throw error;
    }
    // What is replaced is kept first, so a restore can itself be undone.
    const saved = await make('before-restore');
    await copyInto(path, db.sql, db.path);
    options.complete(db.sql, clock.now());
    log.info(`restored ${name} (schema ${schemaVersion}, now ${db.schemaVersion}); the data it replaced is in ${saved.name}`);
    const result = { restored: { name, schemaVersion }, saved: info(saved) };
    emit('data.restored', result);
    emit('backups.changed', list());
    return result;
  }

  /** True when nothing was written to the database file (its WAL included) after `backup` was. */
  function unchangedSince(backup: BackupFile): boolean {
    const modified = [db.path, `${db.path}-wal`].map((path) => statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? 0);
    return Math.max(...modified) < statSync(backup.path).mtimeMs;
  }

  const service: BackupService = {
    async automatic(olderThanMs) {
      if (db.path === ':memory:') return null;
      const newest = listBackups(folder).find((file) => file.reason === 'auto');
      if (newest) {
        const age = clock.now().getTime() - Date.parse(newest.createdAt);
        if (olderThanMs !== undefined ? age < olderThanMs : unchangedSince(newest)) return null;
      }
      const made = await make('auto');
      // Half-written copies are told by their file times: the machine's clock, not the backend's.
      const keep = readSettings(db).backupsToKeep;
      const removed = pruneBackups(folder, keep, new Date());
      if (removed.length > 0) log.info(`removed the oldest automatic backups beyond ${keep}: ${removed.map((file) => file.name).join(', ')}`);
      emit('backups.changed', list());
      return info(made);
    },
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
