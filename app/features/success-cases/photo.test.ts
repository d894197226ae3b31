import { describe, expect, it } from 'vitest';
import { checkPhoto, readPhotoInfo } from './photo.ts';
import { gifBytes, imageFile, jpegBytes, pngBytes } from './testImages.ts';

describe('readPhotoInfo', () => {
  it('reads PNG and JPEG type and size from the header', () => {
    expect(readPhotoInfo(pngBytes(1200, 800))).toEqual({
      type: 'image/png',
      width: 1200,
      height: 800,
    });
    expect(readPhotoInfo(jpegBytes(640, 480))).toEqual({
      type: 'image/jpeg',
      width: 640,
      height: 480,
    });
  });

  it('knows nothing else: GIF, text, a truncated PNG', () => {
    expect(readPhotoInfo(gifBytes())).toBeNull();
    expect(readPhotoInfo(new TextEncoder().encode('not an image at all, honestly'))).toBeNull();
    expect(readPhotoInfo(pngBytes(1200, 800).slice(0, 20))).toBeNull();
  });
});

describe('checkPhoto', () => {
  it('accepts a jpg or png of at least 600x400', async () => {
    await expect(checkPhoto(imageFile(pngBytes(600, 400), 'a.png', 'image/png'))).resolves.toEqual({
      ok: true,
      info: { type: 'image/png', width: 600, height: 400 },
    });
    await expect(
      checkPhoto(imageFile(jpegBytes(1920, 1080), 'b.jpg', 'image/jpeg')),
    ).resolves.toMatchObject({ ok: true });
  });

  it('refuses smaller ones, other formats whatever their name, and files over 5 MB', async () => {
    await expect(checkPhoto(imageFile(pngBytes(599, 400), 'a.png', 'image/png'))).resolves.toEqual({
      ok: false,
      problem: 'CASE_PHOTO_TOO_SMALL',
    });
    await expect(
      checkPhoto(imageFile(jpegBytes(800, 399), 'a.jpg', 'image/jpeg')),
    ).resolves.toEqual({ ok: false, problem: 'CASE_PHOTO_TOO_SMALL' });
    await expect(checkPhoto(imageFile(gifBytes(), 'photo.png', 'image/png'))).resolves.toEqual({
      ok: false,
      problem: 'CASE_PHOTO_FORMAT',
    });
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(pngBytes(1200, 800));
    await expect(checkPhoto(imageFile(big, 'big.png', 'image/png'))).resolves.toEqual({
      ok: false,
      problem: 'CASE_PHOTO_SIZE',
    });
  });
});
