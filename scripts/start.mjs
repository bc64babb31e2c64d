// `npm start`: builds (`npm run build`: the storefront and the compiled server), then runs the
// server as plain JavaScript; it migrates and seeds the embedded database on first run and
// serves both on one port. SKIP_BUILD=1 reuses an existing build; so does a production install
// (`npm ci --omit=dev`), which has no build tools.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

/** What `npm run build` writes and the server needs. */
const BUILD_OUTPUTS = ['dist/client/index.html', 'dist/render/entry-server.js', 'dist/server/main.js'];
const SERVER = 'dist/server/main.js';

const run = (command, args, { quiet = false } = {}) =>
  new Promise((resolve, reject) => {
    // Quiet: the build's report (every chunk) is shown only if the build fails; warnings still show.
    const child = spawn(command, args, { stdio: ['inherit', quiet ? 'pipe' : 'inherit', 'inherit'] });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      const status = code ?? (signal ? 1 : 0);
      if (status !== 0) process.stdout.write(Buffer.concat(output));
      resolve(status);
    });
  });

const hasBuildTools = () => {
  try {
    import.meta.resolve('vite');
    return true;
  } catch {
    return false;
  }
};

const built = BUILD_OUTPUTS.every((file) => existsSync(file));
if (process.env.SKIP_BUILD !== '1' || !built) {
  if (hasBuildTools()) {
    console.info('Building the storefront and the server…');
    // Through npm, so the build is the one package.json declares; npm_execpath is the npm running this script.
    const npm = process.env.npm_execpath;
    const status = await (npm ? run(process.execPath, [npm, 'run', 'build'], { quiet: true }) : run('npm', ['run', 'build'], { quiet: true }));
    if (status !== 0) process.exit(status);
  } else if (built) {
    console.info('The build tools are not installed (a production install): serving the existing build in dist/.');
  } else {
    console.error(`Herfa is not built (${BUILD_OUTPUTS.filter((file) => !existsSync(file)).join(', ')} missing) and the build tools are not installed: run \`npm ci\` and \`npm run build\` first.`);
    process.exit(1);
  }
}
process.exit(await run(process.execPath, [SERVER]));
