/**
 * Success cases (designed here): the published list, the photos, and the submission form
 * (multipart with a photo). Submitted cases wait for moderation before they are listed
 * (`domain/successCases.ts`).
 */
import { CASE_PHOTO_MAX_BYTES } from '../../contract/index.ts';
import { SuccessCaseFields } from '../../contract/calls/content.ts';
import { checkPhotoHeader, reencodePhoto } from '../domain/photo.ts';
import {
  checkCaseAllowed,
  publishedCases,
  publishedPhoto,
  submitCase,
} from '../domain/successCases.ts';
import { isMediaType, parseOrThrow } from '../http/body.ts';
import { callRoutes } from '../http/calls.ts';
import { ctxOf } from '../http/env.ts';
import { ApiError, fieldError } from '../http/errors.ts';

export const casesHandlers = callRoutes()
  .serve('successCases', (c) => ({ cases: publishedCases(c.get('db')) }))
  .serve('successCasePhoto', (c, { query: { id } }) => {
    const row = publishedPhoto(c.get('db'), id);
    if (!row) throw new ApiError(404, 'NOT_FOUND');
    return c.body(new Uint8Array(row.photo), 200, {
      'Content-Type': row.photo_type,
      'Cache-Control': 'public, max-age=86400',
    });
  })
  .serve('successCaseSubmit', async (c) => {
    const multipart = isMediaType(c.req.header('content-type'), 'multipart/form-data', (name) =>
      ['boundary', 'charset'].includes(name),
    );
    if (!multipart) throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE');
    let form: Record<string, string | File | (string | File)[]>;
    try {
      form = await c.req.parseBody({ all: false });
    } catch {
      throw new ApiError(400, 'MALFORMED_JSON');
    }
    const text: Record<string, string> = {};
    for (const [key, value] of Object.entries(form))
      if (typeof value === 'string') text[key] = value;
    const fields = parseOrThrow(SuccessCaseFields, text);
    const photo = form.photo;
    if (!(photo instanceof File) || photo.size === 0) throw fieldError('photo', 'FIELD_REQUIRED');
    if (photo.size > CASE_PHOTO_MAX_BYTES) throw fieldError('photo', 'CASE_PHOTO_SIZE');
    const bytes = new Uint8Array(await photo.arrayBuffer());
    const info = checkPhotoHeader(bytes);
    // Decoding costs seconds of a worker: only for a case that would be taken.
    checkCaseAllowed(ctxOf(c), fields);
    const kept = await reencodePhoto(bytes, info);
    return submitCase(ctxOf(c), fields, kept);
  });
