import { style } from '@vanilla-extract/css';

/** A text input takes the field's width unless the caller narrows it. */
export const input = style({ display: 'block' });

/** The forbidden-characters hint, on a line of its own under the caller's hint. */
export const hintLine = style({ display: 'block' });
