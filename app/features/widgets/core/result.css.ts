import { style } from '@vanilla-extract/css';
import { vars } from '../../../../lib/tokens/contract.css.ts';

/** The answer of a check (eligibility, coverage): a tinted panel with an icon, by `data-tone`. */
export const result = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space.m,
  padding: vars.space.l,
  borderRadius: vars.radius.l,
  borderInlineStart: `6px solid ${vars.color.info}`,
  background: vars.color.infoSoft,
  selectors: {
    '&[data-tone="success"]': {
      borderInlineStartColor: vars.color.success,
      background: vars.color.successSoft,
    },
    '&[data-tone="warning"]': {
      borderInlineStartColor: vars.color.warning,
      background: vars.color.warningSoft,
    },
  },
});

export const resultIcon = style({
  display: 'flex',
  fontSize: '24px',
  color: vars.color.info,
  selectors: {
    [`${result}[data-tone="success"] &`]: { color: vars.color.success },
    [`${result}[data-tone="warning"] &`]: { color: vars.color.warning },
  },
});

export const resultText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.s });

export const resultBody = style({ margin: 0, color: vars.color.text });
