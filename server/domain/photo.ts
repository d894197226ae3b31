/**
 * A case photo, kept only as its own pixels encoded anew (server/README.md «Photos»). The size is
 * read from the file's header and bounded (CASE_PHOTO_MAX_SIDE, CASE_PHOTO_MAX_MEGAPIXELS) before
 * any pixel is decoded; then the whole image is decoded and re-encoded in a worker thread, one
 * at a time, with a time limit. Whatever does not decode is not a photo.
 */
import { Worker } from 'node:worker_threads';
import {
  CASE_PHOTO_MAX_MEGAPIXELS,
  CASE_PHOTO_MAX_SIDE,
  CASE_PHOTO_MIN_HEIGHT,
  CASE_PHOTO_MIN_WIDTH,
} from '../../contract/limits.ts';
import { ApiError, fieldError } from './errors.ts';
import { readImageInfo, type ImageInfo } from './image.ts';

/** What the worker (`photoWorker.mjs`) is given and answers. */
interface PhotoJob {
  bytes: Uint8Array;
  type: ImageInfo['type'];
  maxMegapixels: number;
}
type PhotoResult = { ok: true; bytes: Uint8Array; width: number; height: number } | { ok: false };

/** Longest a decode may take (a 40 MP JPEG on a slow, busy machine) before it is given up. */
const DECODE_TIMEOUT_MS = 120_000;
/** Photos waiting for the worker beyond the one it decodes; more are asked to come back. */
const MAX_WAITING = 4;

/** A worker idle this long is ended; the next photo starts another (about 50 ms). */
const IDLE_MS = 30_000;

let running: Promise<unknown> = Promise.resolve();
let waiting = 0;
let worker: Worker | null = null;
let idle: NodeJS.Timeout | null = null;

function end(ending: Worker): void {
  if (worker === ending) worker = null;
  void ending.terminate();
}

/** The worker thread, started when a photo comes; it never keeps the process alive. */
function photoWorker(): Worker {
  if (idle) clearTimeout(idle);
  if (!worker) {
    const started = new Worker(new URL('./photoWorker.mjs', import.meta.url));
    started.unref();
    started.once('exit', () => {
      if (worker === started) worker = null;
    });
    worker = started;
  }
  return worker;
}

function inWorker(job: PhotoJob): Promise<PhotoResult> {
  return new Promise((resolve) => {
    const current = photoWorker();
    const done = (result: PhotoResult) => {
      clearTimeout(timer);
      current.off('message', done);
      current.off('error', failed);
      resolve(result);
      idle = setTimeout(() => end(current), IDLE_MS).unref();
    };
    const failed = () => {
      end(current);
      done({ ok: false });
    };
    // A decode that runs away (a decoder bug, a slow machine) is stopped, and so is its thread.
    const timer = setTimeout(failed, DECODE_TIMEOUT_MS);
    current.on('message', done);
    current.once('error', failed);
    current.postMessage(job);
  });
}

/** Runs `job` after the ones before it: one decode at a time, the other core stays the server's. */
function queued(job: PhotoJob): Promise<PhotoResult> {
  if (waiting >= MAX_WAITING) throw new ApiError(503, 'TRY_LATER', {}, {}, 30);
  waiting += 1;
  const result = running.then(() => inWorker(job));
  running = result.catch(() => undefined);
  return result.finally(() => {
    waiting -= 1;
  });
}

/**
 * The photo's header checked (type, at least 600×400, at most the limits), then its pixels
 * decoded and encoded anew: the bytes to keep, with their type and size. 422 on `photo`
 * otherwise: CASE_PHOTO_FORMAT, CASE_PHOTO_TOO_SMALL, CASE_PHOTO_DIMENSIONS.
 */
export function checkPhotoHeader(bytes: Uint8Array): ImageInfo {
  const info = readImageInfo(bytes);
  if (!info) throw fieldError('photo', 'CASE_PHOTO_FORMAT');
  if (info.width < CASE_PHOTO_MIN_WIDTH || info.height < CASE_PHOTO_MIN_HEIGHT) {
    throw fieldError('photo', 'CASE_PHOTO_TOO_SMALL');
  }
  const megapixels = (info.width * info.height) / 1_000_000;
  if (
    info.width > CASE_PHOTO_MAX_SIDE ||
    info.height > CASE_PHOTO_MAX_SIDE ||
    megapixels > CASE_PHOTO_MAX_MEGAPIXELS
  ) {
    throw fieldError('photo', 'CASE_PHOTO_DIMENSIONS');
  }
  return info;
}

export async function reencodePhoto(
  bytes: Uint8Array,
  info: ImageInfo,
): Promise<{ bytes: Uint8Array; info: ImageInfo }> {
  const result = await queued({
    bytes,
    type: info.type,
    maxMegapixels: CASE_PHOTO_MAX_MEGAPIXELS,
  });
  // The header must describe the pixels: a frame of another size is not the photo it claimed.
  if (!result.ok || result.width !== info.width || result.height !== info.height) {
    throw fieldError('photo', 'CASE_PHOTO_FORMAT');
  }
  return { bytes: result.bytes, info };
}
