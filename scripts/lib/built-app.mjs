// Runs the storefront already built in dist/ on a free port and a fresh embedded database,
// through `scripts/start.mjs` (so it follows however that script starts the server), and
// stops it again: the whole process group, and the database directory removed.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 10_000;

const freePort = () =>
  new Promise((done, fail) => {
    const probe = createServer().once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });

const pause = (ms) => new Promise((done) => setTimeout(done, ms));

/** Starts the built app; answers `{ origin, stop }` once `GET /api/health` answers 200. */
export async function startBuiltApp() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'herfa-web-'));
  // detached: the server runs in its own process group, so stopping it reaches every child.
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PATH: `${join(ROOT, 'node_modules/.bin')}${delimiter}${process.env.PATH}`,
      SKIP_BUILD: '1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
    },
  });
  let log = '';
  const keep = (chunk) => (log = (log + chunk).slice(-4000));
  server.stdout.on('data', keep);
  server.stderr.on('data', keep);
  const exited = new Promise((done) => server.once('exit', done));
  let running = true;
  exited.then(() => (running = false));

  const signalGroup = (signal) => {
    try {
      process.kill(-server.pid, signal);
    } catch {
      // the group has already gone
    }
  };
  // Last resort if this process ends without stop() (an exception, Ctrl-C): nothing is left behind.
  const leaveNothing = () => {
    if (running) signalGroup('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  const interrupted = (signal) => process.exit(signal === 'SIGINT' ? 130 : 143);
  process.once('exit', leaveNothing);
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);

  async function stop() {
    if (running) {
      signalGroup('SIGTERM');
      const killer = setTimeout(() => signalGroup('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(killer);
    }
    rmSync(dataDir, { recursive: true, force: true });
    process.off('exit', leaveNothing);
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
  }

  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline && running) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return { origin, stop };
    } catch {
      // not listening yet
    }
    await pause(250);
  }
  await stop();
  throw new Error(`the built app did not answer ${origin}/api/health (${running ? 'timed out' : 'it exited'}); its last output:\n${log}`);
}
