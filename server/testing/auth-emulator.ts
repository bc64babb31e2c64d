// The real Firebase Authentication emulator (firebase-tools, a devDependency; it runs offline and
// needs no Java) for integration tests: started on free ports by scripts/auth-emulator.mjs (which
// writes its firebase.json), ready once its root answers, stopped with its whole process group. Users are
// made, and their ID tokens had, without a browser: the emulator takes a fake Google or Apple
// id_token (strict JSON with sub, email, email_verified, name) at accounts:signInWithIdp.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { AUTH_EMULATOR_PROJECT } from '../../scripts/lib/e2e-ports.mjs';

/** A project id starting demo-: the emulator then never reaches for a real Firebase project. */
export const EMULATOR_PROJECT = AUTH_EMULATOR_PROJECT;
const HOST = '127.0.0.1';
/** Starting takes ~10 s here (the CLI first gives up on fetching its news); a busy machine may need more. */
const START_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 10_000;

export interface IdpUser {
  /** The provider's id of the person (the fake id_token's `sub`). */
  readonly sub: string;
  readonly email: string;
  readonly emailVerified?: boolean;
  readonly name?: string;
}

export interface EmulatorSignIn {
  /** The emulator's ID token (unsigned, alg "none"), as the browser's SDK would hand it over. */
  readonly idToken: string;
  /** The Firebase uid: the ID token's subject. */
  readonly localId: string;
}

export interface AuthEmulator {
  readonly projectId: string;
  /** host:port, as FIREBASE_AUTH_EMULATOR_HOST is written. */
  readonly host: string;
  /** Signs `user` in with the provider, creating its Firebase user the first time. */
  signInWithIdp(user: IdpUser, providerId?: 'google.com' | 'apple.com'): Promise<EmulatorSignIn>;
  /** Deletes every user of the project. */
  clearUsers(): Promise<void>;
  stop(): Promise<void>;
}

/** A port nothing listens on now (the emulator takes it a moment later). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((ready, failed) => probe.once('error', failed).listen(0, HOST, ready));
  const address = probe.address();
  await new Promise<void>((closed) => probe.close(() => closed()));
  if (address === null || typeof address === 'string') throw new Error('No port was given');
  return address.port;
}

async function distinctFreePorts(count: number): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
}

const pause = (ms: number) => new Promise((resume) => setTimeout(resume, ms));

export async function startAuthEmulator({ projectId = EMULATOR_PROJECT } = {}): Promise<AuthEmulator> {
  const [port, hubPort, loggingPort] = await distinctFreePorts(3);
  const output: string[] = [];
  // npm run identity:emulator's script, in its own process group (detached), so that stopping it
  // stops the CLI and its children too.
  const child: ChildProcess = spawn(process.execPath, [join(process.cwd(), 'scripts', 'auth-emulator.mjs')], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      AUTH_EMULATOR_PORT: String(port),
      AUTH_EMULATOR_HUB_PORT: String(hubPort),
      AUTH_EMULATOR_LOGGING_PORT: String(loggingPort),
      AUTH_EMULATOR_PROJECT: projectId,
      NO_UPDATE_NOTIFIER: '1',
      CI: 'true',
    },
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  let running = true;
  void exited.then(() => (running = false));

  const base = `http://${HOST}:${port}`;
  const stop = async (): Promise<void> => {
    if (running && child.pid !== undefined) {
      process.kill(-child.pid, 'SIGTERM');
      const stopped = await Promise.race([exited.then(() => true), pause(STOP_TIMEOUT_MS).then(() => false)]);
      if (!stopped) process.kill(-child.pid, 'SIGKILL');
    }
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (!running) {
      await stop();
      throw new Error(`The Authentication emulator stopped before it was ready:\n${output.join('')}`);
    }
    try {
      if ((await fetch(`${base}/`, { signal: AbortSignal.timeout(1_000) })).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The Authentication emulator was not ready after ${START_TIMEOUT_MS / 1000} s:\n${output.join('')}`);
    }
    await pause(250);
  }

  const api = `${base}/identitytoolkit.googleapis.com/v1`;
  return {
    projectId,
    host: `${HOST}:${port}`,
    async signInWithIdp(user, providerId = 'google.com') {
      const fakeIdToken = JSON.stringify({ sub: user.sub, email: user.email, email_verified: user.emailVerified ?? true, ...(user.name ? { name: user.name } : {}) });
      const response = await fetch(`${api}/accounts:signInWithIdp?key=demo-api-key`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          postBody: new URLSearchParams({ id_token: fakeIdToken, providerId }).toString(),
          requestUri: 'http://localhost',
          returnIdpCredential: true,
          returnSecureToken: true,
        }),
      });
      const body = (await response.json()) as { idToken?: string; localId?: string; errorMessage?: string };
      if (!response.ok || !body.idToken || !body.localId) throw new Error(`signInWithIdp answered ${response.status}: ${JSON.stringify(body)}`);
      return { idToken: body.idToken, localId: body.localId };
    },
    async clearUsers() {
      const response = await fetch(`${base}/emulator/v1/projects/${projectId}/accounts`, { method: 'DELETE' });
      if (!response.ok) throw new Error(`Clearing the emulator's users answered ${response.status}`);
    },
    stop,
  };
}
