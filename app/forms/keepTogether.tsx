import type { ReactNode } from 'react';
import { unbroken } from './layout.css.ts';

/*
 * The tokens a line must not break inside. A browser breaks after a hyphen and a slash, so a
 * narrow column showed «IN-2026- | 000002» and «20 Мбит/ | с» (issue 39). The tokens are wrapped in
 * a `white-space: nowrap` span rather than rewritten with no-break characters: what a person
 * copies (an application number into a message) stays the text the backend knows.
 */
const TOKENS = [
  // An application number: IN-2026-000002, MB-2026-000011.
  /\b[A-Z]{2}-\d{4}-\d+\b/,
  // A phone as formatPhone writes it: +7 (701) 123-45-67.
  /\+7 \(\d{3}\) \d{3}-\d{2}-\d{2}/,
  // An amount with its unit, and a unit per period: 20 Мбит/с, 15 900 ₸/мес., 4 990 ₸/ай, 200 ГБ.
  /\d[\d\u00a0 ]*(?:[.,]\d+)?[\u00a0 ]?(?:[МГК]бит\/с|[МГТ]Б|₸(?:\/(?:мес\.?|ай))?|мин)(?![\p{L}])/u,
  // A unit with a slash on its own («Мбит/с» after a word, «₸/мес.»).
  /[МГК]бит\/с|₸\/(?:мес\.?|ай)/u,
];

const PATTERN = new RegExp(TOKENS.map((t) => t.source).join('|'), 'gu');

/**
 * `text` with each unbreakable token in its own nowrap span; a text without one comes back as is.
 * For values a person reads in a narrow column: a detail's value, a summary's fact, a heading.
 */
export function keepTogether(text: string): ReactNode {
  const parts: ReactNode[] = [];
  let cursor = 0;
  for (const match of text.matchAll(PATTERN)) {
    const start = match.index;
    if (start > cursor) parts.push(text.slice(cursor, start));
    parts.push(
      <span key={start} className={unbroken}>
        {match[0]}
      </span>,
    );
    cursor = start + match[0].length;
  }
  if (parts.length === 0) return text;
  if (cursor < text.length) parts.push(text.slice(cursor));
  return parts;
}
