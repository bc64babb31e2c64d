// One process per PGlite data directory. PGlite does not notice a second instance on the same
// directory: both would run, each blind to the other's writes. A lock file holding the owner's pid
// makes the second start fail with a clear message instead.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const LOCK_FILE = 'herfa.lock';
const lockedHere = new Set<string>();

/** Creates the directory if needed and locks it; the returned function unlocks it. */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  const lockFile = join(dataDir, LOCK_FILE);
  const inUse = (owner: string) =>
    new Error(`The data directory ${dataDir} is in use by ${owner}. Stop it, or set DATA_DIR to another directory.`);
  if (lockedHere.has(dataDir)) throw inUse('this process');
  try {
    await writeFile(lockFile, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const owner = Number(await readFile(lockFile, 'utf8'));
    // Our own pid in the file means a previous run (e.g. of a restarted container) ended without unlocking.
    if (owner !== process.pid && isRunning(owner)) throw inUse(`another Herfa process (pid ${owner})`);
    await writeFile(lockFile, String(process.pid));
  }
  lockedHere.add(dataDir);
  return async () => {
    lockedHere.delete(dataDir);
    await rm(lockFile, { force: true });
  };
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // alive, but someone else's
  }
}
