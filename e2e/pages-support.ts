import { hydrateAllIslands } from './site.ts';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { deflateSync } from 'node:zlib';
import { DEV_API_PATHS, type DevSmsOutboxResponse } from '../contract/api.ts';

/**
 * Helpers for the pages suites (blog, roaming, success cases, help centre): hydration, axe, SMS
 * codes from the dev outbox (the e2e server runs with DEV_API=1) and test images made here.
 */

/** Waits until every island of the prerendered page has hydrated, so clicks and typing reach them. */
export const ready = hydrateAllIslands;

export { expectAxeClean } from './axe.ts';

/** A KZ mobile number nobody else in this run uses: +7 705 and 7 random digits. */
export function freshPhone(): { e164: string; typed: string } {
  const rest = String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0');
  return { e164: `+7705${rest}`, typed: `705${rest}` };
}

/** The newest case-confirmation code sent to `phone`, read from the dev outbox (waits for it). */
export async function caseCode(request: APIRequestContext, baseUrl: string, phone: string) {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const response = await request.get(
        `${baseUrl}${DEV_API_PATHS.smsOutbox}?phone=${encodeURIComponent(phone)}`,
      );
      const { messages } = (await response.json()) as DevSmsOutboxResponse;
      code = messages.find((m) => m.purpose === 'case' && m.code)?.code ?? null;
      return code;
    })
    .not.toBeNull();
  return code as unknown as string;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
}

/** A real, decodable PNG of the given size: a diagonal gradient in the brand's blue. */
export function pngOf(width: number, height: number): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x += 1) {
      const t = (x + y) / (width + height);
      raw[row + 1 + x * 3] = Math.round(11 + 220 * t);
      raw[row + 2 + x * 3] = Math.round(92 + 148 * t);
      raw[row + 3 + x * 3] = Math.round(173 + 77 * t);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real JPEG drawn on a canvas in the page (Chromium's own encoder). */
export async function jpegFromCanvas(page: Page, width: number, height: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w as number;
      canvas.height = h as number;
      const context = canvas.getContext('2d') as CanvasRenderingContext2D;
      const gradient = context.createLinearGradient(0, 0, w as number, h as number);
      gradient.addColorStop(0, '#0b5cad');
      gradient.addColorStop(1, '#ffc72c');
      context.fillStyle = gradient;
      context.fillRect(0, 0, w as number, h as number);
      return canvas.toDataURL('image/jpeg', 0.9);
    },
    [width, height],
  );
  return Buffer.from(dataUrl.split(',')[1] as string, 'base64');
}
