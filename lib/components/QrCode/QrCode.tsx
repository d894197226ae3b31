import { useMemo } from 'react';
import { qrDrawing } from './qrPath.ts';
import * as styles from './QrCode.css.ts';

/**
 * A QR code drawn as SVG by React (no `innerHTML`), dark on white whatever the theme, with a
 * text alternative: the caller says what it opens (`label`).
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const { side, path } = useMemo(() => qrDrawing(value), [value]);
  return (
    <svg
      className={styles.code}
      viewBox={`0 0 ${side} ${side}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-qr={value}
    >
      <rect width={side} height={side} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
