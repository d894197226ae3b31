import type { Context, MiddlewareHandler } from 'hono';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { acceptedCodings, type ContentCoding } from './encoding.ts';

/**
 * API answers smaller than this go uncompressed: most are a few hundred bytes, where a coding
 * saves a packet at best and costs more CPU than the whole answer took to make.
 */
export const JSON_COMPRESS_MIN_BYTES = 1024;

/**
 * Compresses an answer made on the fly, synchronously: API answers are at most tens of KB, where
 * a round trip through the zlib thread pool costs more than the compression itself. Brotli at
 * quality 5 and gzip at level 6 are the usual levels for dynamic content (quality 11 is for files
 * compressed once, at build time).
 */
export function compressText(bytes: Uint8Array, coding: ContentCoding): Buffer {
  if (coding === 'gzip') return gzipSync(bytes, { level: 6 });
  return brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
    },
  });
}

type Body = string | Uint8Array;
type HeaderRecord = Record<string, string | string[]>;
/** `c.body` without its typed-route overloads, which a pass-through cannot satisfy. */
type Respond = (data: Body, arg?: number | ResponseInit, headers?: HeaderRecord) => Response;

/**
 * Compresses the API's JSON answers where it pays: at least `JSON_COMPRESS_MIN_BYTES` and a
 * client that accepts br or gzip. `c.json` is wrapped for the request, so the size is known while
 * the answer is still a string — Hono's `compress()` instead streams every answer, small or not,
 * through a CompressionStream, which measured 6× slower on small answers (issue 19).
 * Every API answer says `Vary: Accept-Encoding`: whether it is compressed depends on the header.
 */
export const compressJson: MiddlewareHandler = async (c: Context, next) => {
  c.header('Vary', 'Accept-Encoding', { append: true });
  const respond = c.body as Respond;
  // Assigned as it is made: a named closure would be renamed on every request (tsx keepNames).
  c.json = ((object: unknown, arg?: number | ResponseInit, headers?: HeaderRecord) => {
    const text = JSON.stringify(object);
    const withType = { 'Content-Type': 'application/json', ...headers };
    // Most answers are small: Accept-Encoding is read only for one worth compressing.
    const coding =
      Buffer.byteLength(text) >= JSON_COMPRESS_MIN_BYTES
        ? acceptedCodings(c.req.header('accept-encoding'))[0]
        : undefined;
    if (!coding) return respond(text, arg, withType);
    const body = compressText(Buffer.from(text), coding);
    return respond(body, arg, { ...withType, 'Content-Encoding': coding });
  }) as typeof c.json;
  await next();
};
