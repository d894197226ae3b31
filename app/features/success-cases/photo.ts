import {
  CASE_PHOTO_MAX_BYTES,
  CASE_PHOTO_MIN_HEIGHT,
  CASE_PHOTO_MIN_WIDTH,
} from '../../../contract/limits.ts';

/** What the photo's own bytes say: its real type and pixel size. */
export interface PhotoInfo {
  type: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
}

/** A photo the backend would refuse, by the catalogue code it would answer with. */
export type PhotoProblem = 'CASE_PHOTO_FORMAT' | 'CASE_PHOTO_TOO_SMALL' | 'CASE_PHOTO_SIZE';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** JPEG start-of-frame markers: every SOFn except DHT (C4), JPG (C8) and DAC (CC). */
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

const u16 = (bytes: Uint8Array, at: number) => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
const u32 = (bytes: Uint8Array, at: number) =>
  (u16(bytes, at) * 0x10000 + u16(bytes, at + 2)) >>> 0;

function readPng(bytes: Uint8Array): PhotoInfo | null {
  if (bytes.length < 24 || PNG_SIGNATURE.some((b, i) => bytes[i] !== b)) return null;
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return null;
  const width = u32(bytes, 16);
  const height = u32(bytes, 20);
  return width > 0 && height > 0 ? { type: 'image/png', width, height } : null;
}

function readJpeg(bytes: Uint8Array): PhotoInfo | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // a fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // markers without a length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image, or a scan before any frame
    const length = u16(bytes, at + 2);
    if (length < 2) return null;
    if (SOF.has(marker)) {
      if (at + 9 > bytes.length) return null;
      const height = u16(bytes, at + 5);
      const width = u16(bytes, at + 7);
      return width > 0 && height > 0 ? { type: 'image/jpeg', width, height } : null;
    }
    at += 2 + length;
  }
  return null;
}

/**
 * Type and size from the image's own header (PNG IHDR, JPEG start of frame), never from its name
 * or the type the browser guessed: the same reading the backend makes, so the form refuses
 * exactly what the backend would.
 */
export function readPhotoInfo(bytes: Uint8Array): PhotoInfo | null {
  return readPng(bytes) ?? readJpeg(bytes);
}

export type PhotoCheck = { ok: true; info: PhotoInfo } | { ok: false; problem: PhotoProblem };

/**
 * Checks a chosen file as the backend will (§5): jpg or png («Неверный формат фото»), at most
 * CASE_PHOTO_MAX_BYTES («Размер фото не подходит»), at least 600x400 («Минимальный размер фото»).
 */
export async function checkPhoto(file: Blob): Promise<PhotoCheck> {
  if (file.size > CASE_PHOTO_MAX_BYTES) return { ok: false, problem: 'CASE_PHOTO_SIZE' };
  const info = readPhotoInfo(new Uint8Array(await file.arrayBuffer()));
  if (!info) return { ok: false, problem: 'CASE_PHOTO_FORMAT' };
  if (info.width < CASE_PHOTO_MIN_WIDTH || info.height < CASE_PHOTO_MIN_HEIGHT) {
    return { ok: false, problem: 'CASE_PHOTO_TOO_SMALL' };
  }
  return { ok: true, info };
}
