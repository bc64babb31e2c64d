// Compresses text answers on the fly (brotli, else gzip, as the request accepts) and owns the
// Accept-Encoding negotiation that the precompressed static files share. Every chunk the answer
// yields is flushed through the compressor, so a streamed page still streams.
import { once } from 'node:events';
import type { ReadableStreamReadResult } from 'node:stream/web';
import { constants, createBrotliCompress, createGzip, type BrotliCompress, type Gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env';

export type Encoding = 'br' | 'gzip';

/** Answers smaller than this gain little and cost a compressor each. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

const COMPRESSIBLE_TYPE =
  /^\s*(?:text\/[^;\s]+|application\/(?:json|javascript|xml|ld\+json|manifest\+json)|image\/svg\+xml|[^;\s]+\+(?:json|xml))\s*(?:;|$)/i;

export const isCompressibleType = (contentType: string | null | undefined): boolean =>
  contentType !== null && contentType !== undefined && COMPRESSIBLE_TYPE.test(contentType);

/**
 * The coding the client ranks highest among `offered` (the server's order breaks ties), or
 * undefined when it accepts none of them: `br;q=0, gzip` is gzip, a missing header is identity.
 */
export function negotiateEncoding(acceptEncoding: string | undefined, offered: readonly Encoding[] = ['br', 'gzip']): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const entry of acceptEncoding.split(',')) {
    const [coding = '', ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
    if (!coding) continue;
    const q = params.find((param) => param.startsWith('q='))?.slice(2);
    const weight = q === undefined ? 1 : Number(q);
    weights.set(coding, Number.isFinite(weight) && weight >= 0 && weight <= 1 ? weight : 0);
  }
  let best: { encoding: Encoding; weight: number } | undefined;
  for (const encoding of offered) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > 0 && (!best || weight > best.weight)) best = { encoding, weight };
  }
  return best?.encoding;
}

/** Adds `Accept-Encoding` to a Vary value unless it is already there (or the value is `*`). */
export function varyOnAcceptEncoding(vary: string | null): string {
  if (!vary) return 'Accept-Encoding';
  const names = vary.split(',').map((name) => name.trim().toLowerCase());
  return names.includes('accept-encoding') || names.includes('*') ? vary : `${vary}, Accept-Encoding`;
}

/**
 * Compresses every text answer of at least COMPRESSION_THRESHOLD_BYTES (or of unknown length:
 * a stream still being rendered) that is not already encoded. Without an acceptable
 * Accept-Encoding the answer is left as it is, apart from `Vary: Accept-Encoding`.
 */
export function compressResponses(): MiddlewareHandler<AppEnv> {
  return async function compressResponses(c, next) {
    await next();
    const response = c.res;
    if (!isCandidate(c.req.method, response)) return;
    // On the answer's own headers: c.header() would rebuild a finished answer as a stream.
    response.headers.set('Vary', varyOnAcceptEncoding(response.headers.get('Vary')));

    const encoding = negotiateEncoding(c.req.header('Accept-Encoding'));
    // Asked only now: reading a finished answer's body turns it into a stream.
    if (!encoding) return;
    const body = c.res.body;
    if (!body) return;

    const declaredLength = c.res.headers.get('Content-Length');
    let chunks: AsyncIterable<Uint8Array>;
    if (declaredLength !== null) {
      if (Number(declaredLength) < COMPRESSION_THRESHOLD_BYTES) return;
      chunks = chunksOf(body.getReader());
    } else {
      const reader = body.getReader();
      const ahead = await readAhead(reader, COMPRESSION_THRESHOLD_BYTES);
      if (ahead.ended && ahead.size < COMPRESSION_THRESHOLD_BYTES) {
        // The whole (small) body was already there: send it as it is, now with its length.
        const bytes = concat(ahead.head, ahead.size);
        c.res = new Response(bytes, c.res);
        c.res.headers.set('Content-Length', String(bytes.byteLength));
        return;
      }
      chunks = chunksOf(reader, ahead.head.length ? concat(ahead.head, ahead.size) : undefined, ahead.pending);
    }

    c.res = new Response(compressedStream(chunks, encoding), c.res);
    // Assigning c.res carries the old headers over; correct them afterwards.
    c.res.headers.delete('Content-Length');
    c.res.headers.set('Content-Encoding', encoding);
    const etag = c.res.headers.get('ETag');
    // The compressed bytes are a different representation: at most weakly the same.
    if (etag && !etag.startsWith('W/')) c.res.headers.set('ETag', `W/${etag}`);
  };
}

const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

function isCandidate(method: string, response: Response): boolean {
  const { headers, status } = response;
  return (
    method !== 'HEAD' &&
    status !== 204 &&
    status !== 206 &&
    status !== 304 &&
    !headers.has('Content-Encoding') &&
    isCompressibleType(headers.get('Content-Type')) &&
    !NO_TRANSFORM.test(headers.get('Cache-Control') ?? '')
  );
}

type ReadResult = ReadableStreamReadResult<Uint8Array>;

interface ReadAhead {
  readonly head: Uint8Array[];
  readonly size: number;
  /** The body ended within the read-ahead: its length is `size`. */
  readonly ended: boolean;
  /** A read that had not answered yet: the body is being produced, its length is unknown. */
  readonly pending?: Promise<ReadResult>;
}

/**
 * Reads what the body already holds, up to `limit` bytes, without waiting for content still
 * being produced: a read that does not answer within one turn of the event loop marks a stream.
 */
async function readAhead(reader: ReadableStreamDefaultReader<Uint8Array>, limit: number): Promise<ReadAhead> {
  const head: Uint8Array[] = [];
  let size = 0;
  while (size < limit) {
    const read = reader.read();
    const result = await Promise.race([read, new Promise<undefined>((resolve) => setImmediate(() => resolve(undefined)))]);
    if (result === undefined) return { head, size, ended: false, pending: read };
    if (result.done) return { head, size, ended: true };
    head.push(result.value);
    size += result.value.byteLength;
  }
  return { head, size, ended: false };
}

/** The body's chunks: what was read ahead, then the read in flight, then the rest. */
async function* chunksOf(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  first?: Uint8Array,
  pending?: Promise<ReadResult>,
): AsyncGenerator<Uint8Array> {
  let finished = false;
  try {
    if (first) yield first;
    for (let read = pending ?? reader.read(); ; read = reader.read()) {
      const { done, value } = await read;
      if (done) break;
      yield value;
    }
    finished = true;
  } finally {
    // The client went away (or the compressor failed): stop producing the body.
    if (!finished) await reader.cancel().catch(() => {});
  }
}

function concat(chunks: readonly Uint8Array[], size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** Moderate settings: on-the-fly compression must not cost more time than it saves on the wire. */
function compressorFor(encoding: Encoding): { compressor: BrotliCompress | Gzip; flush: number } {
  if (encoding === 'br') {
    const params = { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT };
    return { compressor: createBrotliCompress({ params }), flush: constants.BROTLI_OPERATION_FLUSH };
  }
  return { compressor: createGzip({ level: 6 }), flush: constants.Z_SYNC_FLUSH };
}

/**
 * The compressed body as a web stream. Each source chunk is written and flushed before the next
 * is read, so every chunk the upstream yields reaches the client as soon as it exists (a
 * server-rendered page's head before its body), and the source is read only as fast as the
 * client takes the output.
 */
export function compressedStream(chunks: AsyncIterable<Uint8Array>, encoding: Encoding): ReadableStream<Uint8Array> {
  const { compressor, flush } = compressorFor(encoding);
  const source = chunks[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      compressor.on('data', (output: Buffer) => controller.enqueue(new Uint8Array(output.buffer, output.byteOffset, output.byteLength)));
      compressor.once('end', () => controller.close());
      compressor.once('error', (error) => controller.error(error));
    },
    async pull() {
      try {
        const { done, value } = await source.next();
        if (done) {
          const ended = once(compressor, 'end');
          compressor.end();
          await ended;
          return;
        }
        compressor.write(value);
        await new Promise<void>((resolve) => compressor.flush(flush, () => resolve()));
      } catch (error) {
        compressor.destroy();
        await source.return?.();
        throw error;
      }
    },
    async cancel() {
      compressor.destroy();
      await source.return?.();
    },
  });
}
