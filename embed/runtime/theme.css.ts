import { createTheme, style } from '@vanilla-extract/css';
import { vars } from '../../lib/tokens/contract.css.ts';
import { siteTokens } from '../../lib/tokens/tokens.ts';

/*
 * The partner-facing theme: the site's tokens, with three of them read from public custom
 * properties a host page may set on the element (custom properties inherit into shadow roots):
 *
 *   --biz-accent        buttons, links, selected states (text on it is white: pick a colour with
 *                       at least 4.5:1 contrast against #fff)
 *   --biz-font-family   every text of the widget
 *   --biz-radius        corners of fields and buttons (panels use twice as much)
 *
 * Hover, pressed and soft shades are mixed from the accent, so one colour themes everything.
 */
const accent = `var(--biz-accent, ${siteTokens.color.brand})`;
const radius = `var(--biz-radius, ${siteTokens.radius.m})`;

export const embedTheme = createTheme(vars, {
  ...siteTokens,
  color: {
    ...siteTokens.color,
    brand: accent,
    brandHover: `color-mix(in srgb, ${accent} 82%, #000)`,
    brandActive: `color-mix(in srgb, ${accent} 66%, #000)`,
    brandSoft: `color-mix(in srgb, ${accent} 10%, #fff)`,
    link: accent,
  },
  font: {
    ...siteTokens.font,
    family: `var(--biz-font-family, ${siteTokens.font.family})`,
  },
  radius: {
    ...siteTokens.radius,
    s: `calc(${radius} / 2)`,
    m: radius,
    l: `calc(${radius} * 2)`,
  },
});

/**
 * The widget's box inside the shadow root (and the portal node beside it). `all: initial` stops
 * every inherited property of the host page here: a partner may style the element's own box
 * (margins, width), but its `letter-spacing`, `text-transform`, colour or font never reach the
 * widget. Custom properties are not affected by `all`, so the `--biz-*` theme still inherits.
 */
export const frame = style({
  all: 'initial',
  display: 'block',
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.m,
  lineHeight: vars.font.lineHeight.m,
  textAlign: 'start',
});

/** The line a broken widget leaves in its place. */
export const notice = style({
  margin: 0,
  padding: `${vars.space.m} 0`,
  color: vars.color.danger,
});

/** A second widget opened under the first one's answer (the address check's consultation). */
export const followUp = style({
  display: 'block',
  marginBlockStart: vars.space.xl,
  paddingBlockStart: vars.space.xl,
  borderBlockStart: `1px solid ${vars.color.border}`,
});
