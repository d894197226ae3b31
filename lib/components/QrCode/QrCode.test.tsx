import { render, screen } from '@testing-library/react';
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { QrCode } from './QrCode.tsx';
import { QUIET_ZONE, qrDrawing } from './qrPath.ts';

/** The dark modules a path draws, read back from its `M x y h1v1h-1z` squares. */
function modulesOf(path: string): Set<string> {
  return new Set([...path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map((m) => `${m[1]},${m[2]}`));
}

describe('the kiosk’s QR code', () => {
  const url = 'https://business.dalatelecom.kz/kk/auth';

  it('draws exactly the dark modules of uqr’s matrix, inside a quiet zone of four', () => {
    const { side, path } = qrDrawing(url);
    const { data, size } = encode(url, { ecc: 'M', border: 0 });
    expect(side).toBe(size + 2 * QUIET_ZONE);
    const expected = new Set<string>();
    data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) expected.add(`${x + QUIET_ZONE},${y + QUIET_ZONE}`);
      }),
    );
    expect(modulesOf(path)).toEqual(expected);
    // The three finder patterns: a dark 7×7 ring at three corners, light just outside.
    const drawn = modulesOf(path);
    const corners: [number, number][] = [
      [0, 0],
      [size - 7, 0],
      [0, size - 7],
    ];
    for (const [cx, cy] of corners) {
      expect(drawn.has(`${cx + QUIET_ZONE},${cy + QUIET_ZONE}`)).toBe(true);
      expect(drawn.has(`${cx + QUIET_ZONE + 6},${cy + QUIET_ZONE + 6}`)).toBe(true);
      expect(drawn.has(`${cx + QUIET_ZONE + 1},${cy + QUIET_ZONE + 1}`)).toBe(false);
    }
  });

  it('is another code for another address', () => {
    expect(qrDrawing(url).path).not.toBe(qrDrawing('mailto:b2b@dalatelecom.kz').path);
  });

  it('renders as an SVG image named by its label, built from elements, not markup', () => {
    render(<QrCode value={url} label="QR-код страницы входа" />);
    const image = screen.getByRole('img', { name: 'QR-код страницы входа' });
    expect(image.tagName.toLowerCase()).toBe('svg');
    const [background, dark] = image.children;
    expect(background?.tagName).toBe('rect');
    expect(dark?.getAttribute('d')).toBe(qrDrawing(url).path);
    expect(image.getAttribute('viewBox')).toBe(`0 0 ${qrDrawing(url).side} ${qrDrawing(url).side}`);
  });
});
