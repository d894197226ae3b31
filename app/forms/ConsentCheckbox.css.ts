import { style } from '@vanilla-extract/css';
import { vars } from '../../lib/tokens/contract.css.ts';

/**
 * The notice link inside the consent's label is a target of its own. Inline in the sentence it is
 * one line of text tall; on a touch screen (the kiosk's theme: 48px targets) invisible padding
 * above and below makes it the theme's `minTarget` tall without moving a line of the label. Where
 * a line is already as tall as the target (the site's 24px), the padding is zero.
 */
export const noticeLink = style({
  paddingBlock: `max(0px, calc((${vars.control.minTarget} - 1lh) / 2))`,
});
