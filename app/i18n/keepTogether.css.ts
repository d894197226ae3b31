import { style } from '@vanilla-extract/css';

/**
 * A token that must not break across lines: an application number («IN-2026-000002» would break
 * at its hyphens), an amount with its unit («20 Мбит/с» at the slash, «15 900 ₸» at its spaces),
 * a phone number.
 */
export const unbroken = style({ whiteSpace: 'nowrap' });
