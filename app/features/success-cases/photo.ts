import {
  CASE_PHOTO_MAX_BYTES,
  CASE_PHOTO_MIN_HEIGHT,
  CASE_PHOTO_MIN_WIDTH,
} from '../../../contract/limits.ts';
import { readImageInfo, type ImageInfo } from '../../../contract/rules/image.ts';

/** What the photo's own bytes say: its real type and pixel size. */
export type PhotoInfo = ImageInfo;

/** A photo the backend would refuse, by the catalogue code it would answer with. */
export type PhotoProblem = 'CASE_PHOTO_FORMAT' | 'CASE_PHOTO_TOO_SMALL' | 'CASE_PHOTO_SIZE';

/**
 * Type and size from the image's own header (PNG IHDR, JPEG start of frame), never from its name
 * or the type the browser guessed: the backend's own reader (`contract/rules/image.ts`).
 */
export const readPhotoInfo = readImageInfo;

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
