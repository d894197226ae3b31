import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css.ts';
import { focusRing } from '../../styles/utils.css.ts';

export const TONES = ['success', 'error', 'info', 'warning'] as const;
export type AlertTone = (typeof TONES)[number];

const toneColors: Record<AlertTone, { soft: string; strong: string }> = {
  success: { soft: vars.color.successSoft, strong: vars.color.success },
  error: { soft: vars.color.dangerSoft, strong: vars.color.danger },
  info: { soft: vars.color.infoSoft, strong: vars.color.info },
  warning: { soft: vars.color.warningSoft, strong: vars.color.warning },
};

export const alert = recipe({
  base: {
    position: 'relative',
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    columnGap: vars.space.s,
    alignItems: 'start',
    boxSizing: 'border-box',
    padding: vars.space.m,
    borderRadius: vars.radius.m,
    // the bar says "message" without colour perception too
    borderInlineStart: '4px solid',
    color: vars.color.text,
    fontSize: vars.font.size.m,
    lineHeight: vars.font.lineHeight.m,
  },
  variants: {
    tone: Object.fromEntries(
      TONES.map((tone) => [
        tone,
        { background: toneColors[tone].soft, borderInlineStartColor: toneColors[tone].strong },
      ]),
    ) as Record<AlertTone, object>,
  },
  defaultVariants: { tone: 'info' },
});

export const icon = recipe({
  base: { display: 'flex', height: vars.font.lineHeight.m, alignItems: 'center' },
  variants: {
    tone: Object.fromEntries(
      TONES.map((tone) => [tone, { color: toneColors[tone].strong }]),
    ) as Record<AlertTone, object>,
  },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.m,
  lineHeight: vars.font.lineHeight.m,
  fontWeight: vars.font.weightBold,
});

export const body = style({ margin: 0 });

export const dismiss = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.control.height.s,
  height: vars.control.height.s,
  marginBlock: `calc((${vars.font.lineHeight.m} - ${vars.control.height.s}) / 2)`,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.s,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceStrong },
    '&:focus': { outline: 'none' },
    '&:focus-visible': focusRing,
  },
});
