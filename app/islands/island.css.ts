import { style } from '@vanilla-extract/css';

/**
 * An island's container takes no box of its own: the island's content lays out as if it stood in
 * the page directly (a grid's items, a flex row's children).
 */
export const island = style({ display: 'contents' });
