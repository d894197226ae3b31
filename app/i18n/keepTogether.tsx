import type { ReactNode } from 'react';
import { unbroken } from './keepTogether.css.ts';

/*
 * The tokens a line must not break inside. A browser breaks at a space, after a hyphen and after a
 * slash, so a narrow column showed «IN-2026- | 000002», «20 Мбит/ | с» and a catalogue card
 * «15 | 900 ₸» (issue 39). The tokens are wrapped in a `white-space: nowrap` span rather than
 * rewritten with no-break characters: what a person copies (an application number into a message)
 * stays the text the backend knows. Every price, speed and number with its unit the site shows
 * (the content's descriptions, the translated templates, the backend's values) goes through here.
 */

/**
 * A unit after an amount: speeds, volumes, distances, money, time; money per period or per
 * quantity («₸/мес.», «₸/ай», «₸/мин», «₸/10 МБ»).
 */
const UNIT =
  '(?:[МГК]бит\\/с|[МГТ]Б(?:\\/с)?|МГц|км(?:\\/(?:ч|сағ))?|мс|мин|млн|млрд|₸(?:\\/(?:мес\\.?|ай|мин|\\d+[\\u00a0 ]?[МГ]Б))?)';
/** An amount: digits in groups of three («15 900», either space), a decimal part («8,7»). */
const AMOUNT = '\\d[\\d\\u00a0\\u202f ]*(?:[.,]\\d+)?';

const TOKENS = [
  // An application number: IN-2026-000002, MB-2026-000011.
  /\b[A-Z]{2}-\d{4}-\d+\b/.source,
  // A phone as formatPhone writes it: +7 (701) 123-45-67.
  /\+7 \(\d{3}\) \d{3}-\d{2}-\d{2}/.source,
  // An amount, or a range of them, with its unit: 20 Мбит/с, 5–20 Мбит/с, 15 900 ₸/мес., 8,7 млн;
  // with a Kazakh case ending hyphenated to it (2200 ₸-ден).
  `(?:${AMOUNT}[–-])?${AMOUNT}[\\u00a0\\u202f ]?${UNIT}(?:-\\p{L}+)?(?![\\p{L}])`,
  // A unit with a slash on its own («Мбит/с» after a word, «₸/мес.»).
  /[МГК]бит\/с|[МГТ]Б\/с|км\/(?:ч|сағ)|₸\/(?:мес\.?|ай|мин)/.source,
];

const PATTERN = new RegExp(TOKENS.join('|'), 'gu');

/**
 * `text` with each unbreakable token in its own nowrap span; a text without one comes back as is.
 * For any text that may carry a figure: a detail's value, a summary's fact, a heading, a card's
 * description and price.
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
