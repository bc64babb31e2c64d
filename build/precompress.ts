// A Vite plugin for the storefront's client build: writes a brotli (.br) and a gzip (.gz) copy
// beside each text file of the output directory, compressed once at the highest levels, so the
// server (server/http/static-assets.ts) sends them without compressing on every request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT_EXTENSIONS = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.webmanifest']);

/** Below this, the bytes saved do not pay for the extra request headers and files. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export function precompress(): Plugin {
  let ssr = false;
  let log: (message: string) => void = () => {};

  return {
    name: 'herfa-precompress',
    apply: 'build',
    // Only the browser's files are served; a server bundle is never sent over HTTP.
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
      log = (message) => config.logger.info(message);
    },
    async writeBundle(options) {
      if (ssr || !options.dir) return;
      const files = (await filesUnder(options.dir)).filter((file) => TEXT_EXTENSIONS.has(extname(file).toLowerCase()));
      const written = (await Promise.all(files.map(precompressFile))).reduce((sum, count) => sum + count, 0);
      log(`precompressed ${files.length} text files into ${written} .br/.gz copies in ${relative(process.cwd(), options.dir) || '.'}`);
    },
  };
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** Writes the copies that are smaller than the file itself; answers how many it wrote. */
async function precompressFile(file: string): Promise<number> {
  const source = await readFile(file);
  if (source.byteLength < MIN_BYTES) return 0;
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.byteLength,
      },
    }),
    gzipped(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const smaller = [
    { path: `${file}.br`, bytes: br },
    { path: `${file}.gz`, bytes: gz },
  ].filter(({ bytes }) => bytes.byteLength < source.byteLength);
  await Promise.all(smaller.map(({ path, bytes }) => writeFile(path, bytes)));
  return smaller.length;
}
