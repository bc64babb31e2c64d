// Several server processes on one machine (SERVER_PROCESSES): Node runs a process's JavaScript
// on one core, so one process leaves the machine's other cores to the database alone. The first
// process prepares the database (migrations, seed, search index), then starts the others, which
// share its port: it hands each new connection to the next process in turn. One of them also runs
// the background jobs; each one that stops unexpectedly is started again. A guest answer dropped
// in one process (a sale moved stock) is dropped in every other, through this first process.
import cluster, { type Worker } from 'node:cluster';
import type { ResponseCache } from './http/response-cache';

/** The message a process sends when it dropped its guest answers, and is sent when another did. */
const CLEARED = 'herfa:guest-answers-cleared';

/** Set for the one process that runs the background jobs (sweeps, mail and push delivery). */
const RUNS_JOBS = 'HERFA_RUNS_JOBS';

/** Whether this process is one of a cluster's request processes. */
export const inCluster = (): boolean => cluster.isWorker;

/** Whether this process runs the background jobs: a lone server does, and one process of a cluster. */
export const runsJobs = (): boolean => !cluster.isWorker || process.env[RUNS_JOBS] === '1';

/** Makes this process's guest answers follow every other process's: each clear is told to them all. */
export function shareGuestAnswerClears(cache: ResponseCache): void {
  cache.announceClearsTo(() => process.send?.(CLEARED));
  process.on('message', (message) => {
    if (message === CLEARED) cache.clearAnnounced();
  });
}

export interface ClusterOptions {
  readonly processes: number;
  /** Called once every process listens (the line for the person at the terminal). */
  readonly onListening: (port: number) => void;
  /** Where a process that stopped unexpectedly, and its replacement, are reported. */
  readonly log: { error(fields: object, message: string): void };
}

/**
 * Starts `processes` request processes running this same program, and keeps them running until
 * SIGINT or SIGTERM: then it stops them (SIGTERM), waits for them to finish and exits. A
 * process that stops before it ever listened stops them all (a port in use, a bad start): the
 * replacement would fail the same way.
 */
export function startCluster({ processes, onListening, log }: ClusterOptions): void {
  let listening = 0;
  let stopping = false;
  const jobsOf = new Map<Worker, boolean>();
  const listened = new Set<Worker>();

  const start = (runsJobs: boolean) => jobsOf.set(cluster.fork({ [RUNS_JOBS]: runsJobs ? '1' : '0' }), runsJobs);
  for (let n = 0; n < processes; n++) start(n === 0);

  cluster.on('listening', (worker, address) => {
    listened.add(worker);
    listening += 1;
    if (listening === processes) onListening(address.port);
  });
  cluster.on('message', (from, message) => {
    if (message !== CLEARED) return;
    for (const worker of Object.values(cluster.workers ?? {})) if (worker !== undefined && worker !== from) worker.send(CLEARED);
  });
  cluster.on('exit', (worker, code, signal) => {
    const runsJobs = jobsOf.get(worker) ?? false;
    jobsOf.delete(worker);
    if (stopping) {
      // With the code set below when a process could not start, 0 otherwise.
      if (jobsOf.size === 0) process.exit();
      return;
    }
    if (!listened.has(worker)) {
      // Its own output said why; the others would fail the same way.
      stopping = true;
      for (const other of jobsOf.keys()) other.process.kill('SIGTERM');
      process.exitCode = code || 1;
      if (jobsOf.size === 0) process.exit();
      return;
    }
    // `code` is a withheld field of the log (reset codes): the exit code goes as exitCode.
    log.error({ processId: worker.process.pid, exitCode: code, signal }, 'a server process stopped; starting another');
    start(runsJobs);
  });

  const stop = () => {
    // A second Ctrl-C means now.
    if (stopping) {
      for (const worker of jobsOf.keys()) worker.process.kill('SIGKILL');
      process.exit(1);
    }
    stopping = true;
    for (const worker of jobsOf.keys()) worker.process.kill('SIGTERM');
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
