// `npm run identity:emulator`: the Firebase Authentication emulator (firebase-tools, a
// devDependency; offline, no Java) for trying Google and Apple sign-in without a Firebase project,
// and for the end-to-end tests. Start Herfa beside it with
//   FIREBASE_PROJECT_ID=demo-herfa FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9099 npm start
// Ports: AUTH_EMULATOR_PORT (9099), and the emulator hub's and logging's own two, which default
// to the next ports up (firebase-tools' 4400 and 4500 are left free). Users live in memory and
// go when it stops.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AUTH_EMULATOR_PROJECT } from './lib/e2e-ports.mjs';

const port = Number(process.env.AUTH_EMULATOR_PORT ?? 9099);
const hubPort = Number(process.env.AUTH_EMULATOR_HUB_PORT ?? port + 1);
const loggingPort = Number(process.env.AUTH_EMULATOR_LOGGING_PORT ?? port + 2);
const host = '127.0.0.1';

const dir = mkdtempSync(join(tmpdir(), 'herfa-auth-emulator-'));
const config = join(dir, 'firebase.json');
writeFileSync(
  config,
  JSON.stringify({
    emulators: {
      auth: { host, port },
      hub: { host, port: hubPort },
      logging: { host, port: loggingPort },
      ui: { enabled: false },
    },
  }),
);

const emulator = spawn(
  join(process.cwd(), 'node_modules', '.bin', 'firebase'),
  ['emulators:start', '--only', 'auth', '--project', process.env.AUTH_EMULATOR_PROJECT ?? AUTH_EMULATOR_PROJECT, '--config', config],
  // Its own folder: the emulator writes its debug log where it runs.
  { stdio: 'inherit', cwd: dir, env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' } },
);
const stop = (signal) => emulator.kill(signal);
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
emulator.on('exit', (code) => {
  rmSync(dir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
