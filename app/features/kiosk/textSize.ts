import { useCallback, useEffect, useState } from 'react';

/**
 * The kiosk's own text size (pinch zoom is off on the kiosk, so this replaces it): the whole
 * screen is scaled, targets with the text, by `zoom` on `<html>` (`kiosk.css.ts`).
 */
export const TEXT_SIZES = ['m', 'l', 'xl'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];

/** Under the kiosk's prefix: the idle reset wipes it with the rest of a visitor's choices. */
export const TEXT_SIZE_KEY = 'kiosk:text-size';

const ATTRIBUTE = 'data-kiosk-text';

function stored(): TextSize {
  try {
    const value = localStorage.getItem(TEXT_SIZE_KEY);
    return (TEXT_SIZES as readonly string[]).includes(value ?? '') ? (value as TextSize) : 'm';
  } catch {
    return 'm';
  }
}

/** The visitor's text size, kept across the pages of their visit and applied to the document. */
export function useTextSize(): [TextSize, (size: TextSize) => void] {
  // The prerendered page is at the normal size; a visitor's choice applies once hydrated.
  const [size, setSize] = useState<TextSize>('m');
  useEffect(() => setSize(stored()), []);
  useEffect(() => {
    const root = document.documentElement;
    if (size === 'm') root.removeAttribute(ATTRIBUTE);
    else root.setAttribute(ATTRIBUTE, size);
    return () => root.removeAttribute(ATTRIBUTE);
  }, [size]);
  const choose = useCallback((next: TextSize) => {
    setSize(next);
    try {
      if (next === 'm') localStorage.removeItem(TEXT_SIZE_KEY);
      else localStorage.setItem(TEXT_SIZE_KEY, next);
    } catch {
      // Storage off: the size holds for this page only.
    }
  }, []);
  return [size, choose];
}
