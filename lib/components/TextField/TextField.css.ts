import { style } from '@vanilla-extract/css';

/** A text input takes the field's width unless the caller narrows it. */
export const input = style({ display: 'block' });
