import { describe, expect, it } from 'vitest';
import { isKzMobileE164, toKzMobileE164 } from './phone.ts';

/**
 * Every 7XX code in every written form a person may type or paste, against the operator's list
 * written out here (not imported), so a change to the rule's table is caught twice.
 */
const VALID = new Set([
  '700', '701', '702', '705', '706', '707', '708', '747',
  '760', '761', '762', '763', '764', '771', '775', '776', '777', '778', '785',
]); // prettier-ignore

const FORMS: [string, (code: string) => string][] = [
  ['+7 spaced', (c) => `+7 ${c} 765 43 21`],
  ['+7 bracketed', (c) => `+7 (${c}) 765-43-21`],
  ['+7 packed', (c) => `+7${c}7654321`],
  ['8 packed', (c) => `8${c}7654321`],
  ['8 bracketed', (c) => `8 (${c}) 765-43-21`],
  ['10 digits', (c) => `${c}7654321`],
  ['10 digits spaced', (c) => `${c} 765 43 21`],
  ['11 digits from 7', (c) => `7${c}7654321`],
  ['pasted with a newline', (c) => `\t+7 ${c} 765-43-21\n`],
];

describe('KZ mobile codes in every form', () => {
  const codes = Array.from({ length: 100 }, (_, i) => String(700 + i));
  it.each(codes)('7%s…', (code) => {
    const e164 = `+7${code}7654321`;
    for (const [form, make] of FORMS) {
      const expected = VALID.has(code) ? e164 : null;
      expect(toKzMobileE164(make(code)), form).toBe(expected);
    }
    expect(isKzMobileE164(e164)).toBe(VALID.has(code));
  });

  it.each(['+7 (701) 765-43-2', '8701765432', '701765432', '+8 701 765 43 21', '+1 701 765 4321'])(
    'rejects %j (too short or a foreign country code)',
    (input) => {
      expect(toKzMobileE164(input)).toBeNull();
    },
  );
});
