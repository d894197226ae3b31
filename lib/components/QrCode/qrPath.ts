import { encode } from 'uqr';

/** Light modules around the code, as the QR standard asks, so phones find it on any background. */
export const QUIET_ZONE = 4;

export interface QrDrawing {
  /** Modules per side, the quiet zone included: the SVG's `viewBox` is `0 0 side side`. */
  side: number;
  /** One SVG path of every dark module, a unit square each. */
  path: string;
}

/**
 * The QR code of `text` as one SVG path (`uqr` makes the matrix; the drawing is ours, so nothing
 * reaches the DOM as markup). Error correction M: a kiosk's screen may be scratched or glare.
 */
export function qrDrawing(text: string): QrDrawing {
  const { data, size } = encode(text, { ecc: 'M', border: 0 });
  const parts: string[] = [];
  for (let y = 0; y < size; y++) {
    const row = data[y] ?? [];
    for (let x = 0; x < size; x++) {
      if (row[x]) parts.push(`M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`);
    }
  }
  return { side: size + 2 * QUIET_ZONE, path: parts.join('') };
}
