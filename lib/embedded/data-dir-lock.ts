import { chmodSync, closeSync, lstatSync, mkdirSync, openSync, readdirSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const LOCK_FILE = 'gyeol.lock';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(
      `The data directory ${dataDir} is already in use by process ${ownerPid}. ` +
        'Embedded mode lets only one process open it (two would silently lose writes). ' +
        'Stop the other process, or give this one its own DATA_DIR.',
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A process's start time in clock ticks since boot (/proc/PID/stat, field 22), or null where there
 * is no /proc. With the pid it names one process: a pid reused by an unrelated process later has
 * another start time.
 */
export function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the command name (field 2) is in parentheses and may itself hold spaces or ')'
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const start = fields[22 - 3];
    return start && /^\d+$/.test(start) ? start : null;
  } catch {
    return null; // no /proc (not Linux) or the process is gone: the start time is unknown
  }
}

/** The lock file's text: `pid starttime` (the start time is left out where it cannot be read). */
function lockRecord(pid: number): string {
  const start = processStartTime(pid);
  return start ? `${pid} ${start}` : String(pid);
}

/** Whether the process a lock file names is still the one that wrote it. */
function ownerHoldsLock(record: string): number | null {
  const [pidText, recordedStart] = record.trim().split(/\s+/);
  const owner = Number.parseInt(pidText ?? '', 10);
  if (!Number.isInteger(owner) || owner <= 0 || owner === process.pid || !isAlive(owner)) return null;
  if (recordedStart) {
    const current = processStartTime(owner);
    // the pid now belongs to another process: the lock is stale
    if (current !== null && current !== recordedStart) return null;
  }
  return owner;
}

/**
 * Makes the data directory private to its owner: the directory and every directory under it 0700,
 * every file 0600 (an older version left them 0755/0666, the WAL and the signing secret included).
 * Symbolic links are left alone.
 */
export function restrictDataDirPermissions(dir: string): void {
  const walk = (path: string) => {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) return;
    if (stat.isDirectory()) {
      if ((stat.mode & 0o777) !== 0o700) chmodSync(path, 0o700);
      for (const entry of readdirSync(path)) walk(join(path, entry));
    } else if ((stat.mode & 0o777) !== 0o600) {
      chmodSync(path, 0o600);
    }
  };
  walk(dir);
}

/**
 * Takes the data directory's lock file (holding the owner's pid and start time) or throws
 * DataDirLockedError. A lock left by a process that no longer exists, or whose pid now belongs to
 * another process, is taken over. Creates the directory 0700 and fixes an existing one's modes. Returns the release function.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  restrictDataDirPermissions(dir);
  const path = join(dir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx', 0o600);
      writeSync(fd, lockRecord(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (readFileSync(path, 'utf8').trim().split(/\s+/)[0] === String(process.pid)) unlinkSync(path);
        } catch {
          // already gone
        }
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = ownerHoldsLock(readFileSync(path, 'utf8'));
      if (owner !== null) throw new DataDirLockedError(dir, owner);
      // stale lock (dead owner, a pid reused by another process, or garbage): remove it and try once more
      unlinkSync(path);
    }
  }
  throw new Error(`Could not take the lock ${path}`);
}
