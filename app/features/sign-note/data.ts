import type { Locale } from '../../../contract/locale.ts';
import { loadSignNote, type SignNoteContent } from '../../../locales/content/index.ts';

/** The help page that is the signatory memo (content-areas §2.2). */
export const SIGN_NOTE_PAGE = { link: 'mobile-connection', sectionId: 'sign-note' } as const;

export function isSignNotePage(params: { link?: string; sectionId?: string }): boolean {
  return params.link === SIGN_NOTE_PAGE.link && params.sectionId === SIGN_NOTE_PAGE.sectionId;
}

/**
 * The memo's regions and signers for `/support/mobile-connection/sign-note`, loaded beside the
 * help page at build time (so every region is in the prerendered HTML); undefined elsewhere.
 */
export async function loadSignNoteFor(
  locale: Locale,
  params: { link?: string; sectionId?: string },
): Promise<SignNoteContent | undefined> {
  return isSignNotePage(params) ? loadSignNote(locale) : undefined;
}

const DOTTED = /^(\d{2})\.(\d{2})\.(\d{4})$/;

/** `09.01.2025` → `{ year: 2025, month: 1, day: 9 }`; null for anything else. */
export function parseDottedDate(text: string): { year: number; month: number; day: number } | null {
  const match = DOTTED.exec(text.trim());
  if (!match) return null;
  const [, day, month, year] = match.map(Number) as [number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return { year, month, day };
}
