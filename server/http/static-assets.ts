// Files of the built storefront, by path: the right Content-Type and caching, the brotli or gzip
// sibling written at build time (build/precompress.ts) when the client accepts it, and 304 for
// a copy the browser already holds. A path that names no file under the root is left to the app.
import { createReadStream, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { MiddlewareHandler } from 'hono';
import { negotiateEncoding, type Encoding } from './compression';
import { ifNoneMatch } from './conditional';
import type { AppEnv } from './env';

const UTF8 = '; charset=utf-8';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': `text/html${UTF8}`,
  '.js': `text/javascript${UTF8}`,
  '.mjs': `text/javascript${UTF8}`,
  '.css': `text/css${UTF8}`,
  '.json': `application/json${UTF8}`,
  '.map': `application/json${UTF8}`,
  '.webmanifest': `application/manifest+json${UTF8}`,
  '.txt': `text/plain${UTF8}`,
  '.xml': `application/xml${UTF8}`,
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
  '.gz': 'application/gzip',
};

const contentTypeOf = (path: string): string => CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';

/** The file extension of each precompressed sibling. */
const SIBLING: Readonly<Record<Encoding, string>> = { br: '.br', gzip: '.gz' };

/** Hashed file names under /assets/ never change content; anything else must be revalidated. */
const cacheControlOf = (urlPath: string): string =>
  urlPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';

/**
 * Serves GET and HEAD requests for files under `root`. Paths are taken literally: no directory
 * index (`/` is not index.html) and no rewriting, so the app keeps every route to itself. The
 * `.br` and `.gz` siblings can also be requested by their own names; they are then plain
 * downloads, without Content-Encoding.
 */
export function staticAssets(root: string): MiddlewareHandler<AppEnv> {
  const base = resolve(root);

  return async function staticAssets(c, next) {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const path = fileOf(base, new URL(c.req.url).pathname);
    const original = path && (await fileStats(path));
    if (!path || !original) return next();

    const encoding = negotiateEncoding(c.req.header('Accept-Encoding'), await siblingsOf(path));
    const servedPath = encoding ? path + SIBLING[encoding] : path;
    const served = encoding ? await fileStats(servedPath) : original;
    if (!served) return next(); // the sibling went away between two calls: rare enough to let the app answer

    const etag = `"${served.size.toString(16)}-${Math.floor(served.mtimeMs).toString(16)}${encoding ? `-${encoding}` : ''}"`;
    const cacheHeaders = { 'Cache-Control': cacheControlOf(c.req.path), ETag: etag, Vary: 'Accept-Encoding' };
    // c.body (not a bare Response) keeps the headers earlier middleware prepared, such as X-Request-Id.
    if (ifNoneMatch(c.req.header('If-None-Match'), etag)) return c.body(null, 304, cacheHeaders);

    const headers = {
      ...cacheHeaders,
      'Content-Type': contentTypeOf(path),
      'Content-Length': String(served.size),
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    };
    if (c.req.method === 'HEAD') return c.body(null, 200, headers);
    return c.body(Readable.toWeb(createReadStream(servedPath)) as ReadableStream<Uint8Array>, 200, headers);
  };
}

/** The file a URL path names under `base`, or undefined when it is malformed or would leave `base`. */
function fileOf(base: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  // Hidden files and folders (the build's .vite/ manifest) are the build's, not the site's.
  if (decoded.split('/').some((segment) => segment.startsWith('.'))) return undefined;
  const path = resolve(base, `.${decoded}`);
  return path.startsWith(base + sep) ? path : undefined;
}

/** A regular file's size and modification time; undefined for directories and missing files. */
async function fileStats(path: string): Promise<Stats | undefined> {
  try {
    const stats = await stat(path);
    return stats.isFile() ? stats : undefined;
  } catch {
    return undefined;
  }
}

async function siblingsOf(path: string): Promise<Encoding[]> {
  const encodings = Object.keys(SIBLING) as Encoding[];
  const present = await Promise.all(encodings.map(async (encoding) => (await fileStats(path + SIBLING[encoding])) !== undefined));
  return encodings.filter((_, index) => present[index]);
}
