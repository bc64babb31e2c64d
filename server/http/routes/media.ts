// GET /media/{kind}/{file}: the catalogue's pictures, generated on request from the slug in the
// file name (server/media/artwork.ts). Pictures are pure functions of the slug, so the route
// needs no database: any well-formed slug gets its picture (an unknown one a generic craft),
// and a malformed name or an unknown kind is a 404 in the API's error shape.
import { createHash } from 'node:crypto';
import type { Hono } from 'hono';
import { ARTWORK_KINDS, artwork, type ArtworkKind } from '../../media/artwork';
import { hashText } from '../../persistence/seed/random';
import type { AppEnv } from '../env';
import { notFound } from '../errors';
import { ifNoneMatch } from '../conditional';

const SLUG = '[a-z0-9]+(?:-[a-z0-9]+)*';
/** Products have numbered photos (`<slug>-<n>.svg`); everything else has one picture (`<slug>.svg`). */
const PRODUCT_FILE = new RegExp(`^(${SLUG})-([1-9])\\.svg$`);
const SINGLE_FILE = new RegExp(`^(${SLUG})\\.svg$`);
const MAX_SLUG_LENGTH = 120;
const MAX_CACHED = 2_000;

/** Pictures are cheap to draw but asked for on every product card: keep the recent ones. */
const cache = new Map<string, { body: string; etag: string }>();

function render(kind: ArtworkKind, slug: string, n: number): { body: string; etag: string } {
  const key = `${kind}/${slug}/${n}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const body = artwork(kind, slug, n);
  const entry = { body, etag: `"${hashText(body).toString(36)}-${body.length.toString(36)}"` };
  if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string);
  cache.set(key, entry);
  return entry;
}

function parse(kind: string, file: string): { kind: ArtworkKind; slug: string; n: number } | undefined {
  if (!(ARTWORK_KINDS as readonly string[]).includes(kind)) return undefined;
  const match = kind === 'products' ? PRODUCT_FILE.exec(file) : SINGLE_FILE.exec(file);
  const slug = match?.[1];
  if (!match || !slug || slug.length > MAX_SLUG_LENGTH) return undefined;
  return { kind: kind as ArtworkKind, slug, n: Number(match[2] ?? 1) };
}

/** An uploaded picture's file: `<width>.<format>` under its id (server/media/pictures.ts writes them). */
const UPLOADED_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const UPLOADED_FILE = /^[1-9]\d{1,3}\.(?:avif|webp|jpg)$/;
/** A year, and `immutable`: a file's key is never written twice (a new upload gets a new id). */
const UPLOADED_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export function registerMediaRoutes(app: Hono<AppEnv>): void {
  // Uploaded photos and logos, from the media store: only files the server encoded itself, each
  // answered with the type it was stored with and never sniffed by the browser as anything else.
  app.get('/media/:kind{photos|logos}/:id/:file', async (c) => {
    const { kind, id, file } = c.req.param();
    if (!UPLOADED_ID.test(id) || !UPLOADED_FILE.test(file)) throw notFound('http.notFound', { path: c.req.path });
    const stored = await c.get('services').media.get(`${kind}/${id}/${file}`);
    if (stored === null) throw notFound('http.notFound', { path: c.req.path });
    const etag = `"${createHash('sha256').update(stored.bytes).digest('base64url').slice(0, 27)}"`;
    c.header('Cache-Control', UPLOADED_CACHE_CONTROL);
    c.header('ETag', etag);
    c.header('X-Content-Type-Options', 'nosniff');
    if (ifNoneMatch(c.req.header('If-None-Match'), etag)) return c.body(null, 304);
    c.header('Content-Type', stored.contentType);
    return c.body(new Uint8Array(stored.bytes));
  });

  app.get('/media/:kind/:file', (c) => {
    const picture = parse(c.req.param('kind'), c.req.param('file'));
    if (!picture) throw notFound('http.notFound', { path: c.req.path });
    const { body, etag } = render(picture.kind, picture.slug, picture.n);
    c.header('Cache-Control', 'public, max-age=86400');
    c.header('ETag', etag);
    if (ifNoneMatch(c.req.header('If-None-Match'), etag)) return c.body(null, 304);
    c.header('Content-Type', 'image/svg+xml');
    return c.body(body);
  });
}

