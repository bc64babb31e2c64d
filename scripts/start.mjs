// `npm start`: builds the storefront, then runs the API server, which migrates and seeds the
// embedded database on first run and serves both on one port. SKIP_BUILD=1 reuses dist/.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const run = (command, args) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });

if (process.env.SKIP_BUILD !== '1' || !existsSync('dist/index.html')) {
  console.info('Building the storefront…');
  const built = await run('vite', ['build', '--logLevel', 'warn']);
  if (built !== 0) process.exit(built);
}
process.exit(await run('tsx', ['server/main.ts']));
