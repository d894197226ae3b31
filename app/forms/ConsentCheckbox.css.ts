import { style } from '@vanilla-extract/css';
import { vars } from '../../lib/tokens/contract.css.ts';

/**
 * The notice link inside the consent's label is a target of its own. Inline in the sentence its
 * box is its font's height (about 1.2em), not the line's; on a touch screen (the kiosk's theme:
 * 48px targets) invisible padding above and below makes it the theme's `minTarget` tall without
 * moving a line of the label (an inline box's vertical padding takes no room). Computed from 1em,
 * not 1lh: from the line height the kk link, 22px type on 32px lines, came out 43px tall.
 */
export const noticeLink = style({
  paddingBlock: `max(0px, calc((${vars.control.minTarget} - 1em) / 2))`,
});
