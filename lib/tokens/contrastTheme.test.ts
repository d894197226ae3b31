import { describe, expect, it } from 'vitest';
import { STATUS_COLORS } from './scales.ts';
import { touchContrastTokens as t } from './tokens.ts';

/** WCAG 2.x relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const c = t.color;

/** Every text colour of the kit on every background it is drawn on (WCAG 1.4.6, AAA: 7:1). */
const TEXT_PAIRS: [string, string, string][] = [
  ...[c.background, c.surface, c.surfaceStrong].flatMap((bg): [string, string, string][] => [
    ['text', c.text, bg],
    ['textMuted', c.textMuted, bg],
    ['link', c.link, bg],
    ['linkVisited', c.linkVisited, bg],
    ['brand', c.brand, bg],
    ['danger', c.danger, bg],
    ['success', c.success, bg],
    ['warning', c.warning, bg],
    ['info', c.info, bg],
  ]),
  ['textInverse on brand', c.textInverse, c.brand],
  ['textInverse on brandHover', c.textInverse, c.brandHover],
  ['textInverse on brandActive', c.textInverse, c.brandActive],
  ['textInverse on danger', c.textInverse, c.danger],
  ['brand on brandSoft', c.brand, c.brandSoft],
  ['text on brandSoft', c.text, c.brandSoft],
  ['danger on dangerSoft', c.danger, c.dangerSoft],
  ['text on dangerSoft', c.text, c.dangerSoft],
  ['success on successSoft', c.success, c.successSoft],
  ['text on successSoft', c.text, c.successSoft],
  ['warning on warningSoft', c.warning, c.warningSoft],
  ['text on warningSoft', c.text, c.warningSoft],
  ['info on infoSoft', c.info, c.infoSoft],
  ['text on infoSoft', c.text, c.infoSoft],
  ['focusText on focus', c.focusText, c.focus],
  ['disabledText on disabled', c.disabledText, c.disabled],
];

describe('the kiosk’s high-contrast theme', () => {
  it.each(TEXT_PAIRS)('%s keeps 7:1', (_, text, background) => {
    expect(contrast(text, background)).toBeGreaterThanOrEqual(7);
  });

  it.each(STATUS_COLORS)('status %s keeps its badge text at 7:1', (color) => {
    const { background, text } = t.status[color];
    expect(contrast(text, background)).toBeGreaterThanOrEqual(7);
  });

  it('draws borders and the focus ring at 3:1 or more against the page (WCAG 1.4.11)', () => {
    for (const line of [c.border, c.borderStrong, c.brand]) {
      expect(contrast(line, c.background)).toBeGreaterThanOrEqual(3);
      expect(contrast(line, c.surface)).toBeGreaterThanOrEqual(3);
    }
    // The ring is yellow with a black inner edge: the edge carries it on a light page.
    expect(contrast(c.focusText, c.background)).toBeGreaterThanOrEqual(3);
    expect(contrast(c.focus, c.focusText)).toBeGreaterThanOrEqual(3);
  });

  it('makes every target at least 64px', () => {
    const px = (value: string) => Number.parseFloat(value);
    expect(px(t.control.minTarget)).toBeGreaterThanOrEqual(64);
    expect(px(t.control.cell)).toBeGreaterThanOrEqual(64);
    expect(px(t.control.optionHeight)).toBeGreaterThanOrEqual(64);
    for (const height of Object.values(t.control.height)) {
      expect(px(height)).toBeGreaterThanOrEqual(64);
    }
  });
});
