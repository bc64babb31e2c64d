// Runs the real server, compiled by `npm run build` (dist/server/main.js), for the end-to-end
// tests on a fresh file-backed embedded database, serving the storefront built in dist/, and
// removes the database when it stops.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SERVER = 'dist/server/main.js';
if (!existsSync(SERVER)) {
  console.error(`${SERVER} is missing: run \`npm run build\` before the end-to-end tests.`);
  process.exit(1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'herfa-e2e-'));
const server = spawn(process.execPath, [SERVER], {
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
});
const stop = (signal) => server.kill(signal);
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
