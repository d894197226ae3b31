import { hydrateAllIslands } from './site.ts';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { devCall } from './dev-api.ts';
import { encodePng } from '../server/domain/image.ts';

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
      const response = await devCall(request, 'smsOutbox', { phone }, { base: baseUrl });
      const { messages } = await response.json();
      code = messages.find((m) => m.purpose === 'case' && m.code)?.code ?? null;
      return code;
    })
    .not.toBeNull();
  return code as unknown as string;
}

/** A real, decodable PNG of the given size: a diagonal gradient in the brand's blue. */
export function pngOf(width: number, height: number): Buffer {
  return encodePng(width, height, (x, y) => {
    const t = (x + y) / (width + height);
    return [Math.round(11 + 220 * t), Math.round(92 + 148 * t), Math.round(173 + 77 * t)];
  });
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
