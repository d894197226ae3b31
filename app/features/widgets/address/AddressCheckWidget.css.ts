import { style } from '@vanilla-extract/css';
import { vars } from '../../../../lib/tokens/contract.css.ts';

export const combobox = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

/** The input and its list: the list opens right under the input, over what follows. */
export const anchor = style({ position: 'relative' });

export const comboInput = style({ width: '100%', boxSizing: 'border-box' });

export const popup = style({
  position: 'absolute',
  insetInline: 0,
  top: `calc(100% + ${vars.space.xs})`,
  zIndex: vars.zIndex.dropdown,
  background: vars.color.background,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.m,
  boxShadow: vars.shadow.overlay,
});

// The listbox itself scrolls, not a wrapper: it is what the combobox controls, so a keyboard
// reaches every option (arrows move aria-activedescendant, react-aria scrolls it into view).
export const listbox = style({
  boxSizing: 'border-box',
  maxHeight: '280px',
  overflowY: 'auto',
  listStyle: 'none',
  margin: 0,
  padding: vars.space.xs,
  outline: 'none',
});

export const option = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minHeight: vars.control.minTarget,
  padding: `${vars.space.s} ${vars.space.m}`,
  borderRadius: vars.radius.s,
  cursor: 'pointer',
  color: vars.color.text,
  selectors: {
    '&[data-focused]': {
      background: vars.color.brandSoft,
      outline: `2px solid ${vars.color.brand}`,
      outlineOffset: '-2px',
    },
    '&[data-selected]': { fontWeight: vars.font.weightBold },
  },
});

export const optionDescription = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.s,
  lineHeight: vars.font.lineHeight.s,
  fontWeight: vars.font.weightRegular,
});

export const comboNote = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.s,
  lineHeight: vars.font.lineHeight.s,
});

/** «Не нашли свой адрес?» with «Ввести вручную» beside it. */
export const manualSwitch = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.s,
  margin: 0,
});

export const hints = style({
  margin: 0,
  paddingInlineStart: '1.25em',
  color: vars.color.text,
});

export const disclosure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
});

export const summary = style({
  cursor: 'pointer',
  color: vars.color.link,
  fontWeight: vars.font.weightMedium,
  width: 'fit-content',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.focusRing.width} solid ${vars.color.focus}`,
      outlineOffset: vars.focusRing.offset,
    },
  },
});
