/**
 * Runs in a worker thread (`photo.ts`): decodes a case photo whole and encodes its pixels anew,
 * so that what is kept is pixels only — nothing of the upload's bytes (no trailing HTML, no
 * private chunk, no EXIF with the place it was taken). Decoding a 12 MP JPEG in pure JavaScript
 * takes seconds; in a worker it does not hold up the server's other requests.
 *
 * Plain JavaScript: on Node 20 a worker thread cannot load TypeScript through tsx (`--import
 * tsx` in its execArgv does not reach its entry module). The job and its answer are typed in
 * `photo.ts`.
 */
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { parentPort } from 'node:worker_threads';

/** JPEGs are stored at this quality: indistinguishable from the upload on a web page. */
const JPEG_QUALITY = 90;

/**
 * @param {{ bytes: Uint8Array, type: 'image/png' | 'image/jpeg', maxMegapixels: number }} job
 * @returns {{ ok: true, bytes: Uint8Array, width: number, height: number } | { ok: false }}
 */
function reencode({ bytes, type, maxMegapixels }) {
  try {
    if (type === 'image/png') {
      const png = PNG.sync.read(Buffer.from(bytes));
      let opaque = true;
      for (let i = 3; i < png.data.length && opaque; i += 4) opaque = png.data[i] === 255;
      const out = PNG.sync.write(png, {
        colorType: opaque ? 2 : 6,
        inputColorType: 6,
        inputHasAlpha: true,
      });
      return { ok: true, bytes: out, width: png.width, height: png.height };
    }
    const image = jpeg.decode(bytes, {
      useTArray: true,
      formatAsRGBA: true,
      tolerantDecoding: false,
      maxResolutionInMP: maxMegapixels,
      maxMemoryUsageInMB: 1024,
    });
    const out = jpeg.encode(
      { data: image.data, width: image.width, height: image.height },
      JPEG_QUALITY,
    ).data;
    return { ok: true, bytes: out, width: image.width, height: image.height };
  } catch {
    return { ok: false };
  }
}

// One job at a time, as `photo.ts` sends them; the thread stays for the next one.
parentPort?.on('message', (job) => {
  const result = reencode(job);
  parentPort?.postMessage(result, result.ok ? [result.bytes.buffer] : []);
});
