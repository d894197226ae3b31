import { style } from '@vanilla-extract/css';
import { vars } from '../../../lib/index.ts';

const narrow = 'screen and (max-width: 600px)';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.l,
  marginBlockEnd: vars.space.xxl,
});

export const h2 = style({
  margin: 0,
  fontSize: vars.font.heading.h2,
  lineHeight: 1.2,
  '@media': { [narrow]: { fontSize: vars.font.heading.h3 } },
});

export const text = style({ margin: 0, color: vars.color.textMuted, maxWidth: '720px' });

export const cases = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.l,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 340px), 1fr))',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  borderRadius: vars.radius.l,
  overflow: 'hidden',
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
});

export const photo = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
  background: vars.color.surface,
});

export const cardBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  padding: vars.space.l,
});

export const company = style({ margin: 0, fontSize: vars.font.heading.h4, lineHeight: 1.3 });

export const author = style({ margin: 0, color: vars.color.textMuted });

export const story = style({ margin: 0, display: 'grid', gap: vars.space.s });

export const storyLabel = style({ fontWeight: vars.font.weightBold });

export const storyText = style({ margin: 0, whiteSpace: 'pre-line' });

export const date = style({
  margin: 0,
  fontSize: vars.font.size.s,
  lineHeight: vars.font.lineHeight.s,
  color: vars.color.textMuted,
});

export const formBlock = style({
  padding: vars.space.xl,
  borderRadius: vars.radius.l,
  background: vars.color.surface,
  '@media': { [narrow]: { padding: vars.space.m } },
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.l,
  maxWidth: '760px',
});

export const pair = style({
  display: 'grid',
  gap: vars.space.l,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 300px), 1fr))',
});

/** The native file input stays (keyboard, screen readers, drag and drop) but is drawn by its label. */
export const photoInput = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const photoPicker = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.m,
});

export const photoButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.control.height.m,
  padding: `0 ${vars.control.paddingX.m}`,
  borderRadius: vars.radius.m,
  border: `${vars.control.borderWidth} solid ${vars.color.brand}`,
  background: vars.color.background,
  color: vars.color.brand,
  fontWeight: vars.font.weightMedium,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.brandSoft },
    [`${photoInput}:focus-visible + &`]: {
      outline: `${vars.focusRing.width} solid ${vars.color.focus}`,
      outlineOffset: vars.focusRing.offset,
      boxShadow: `0 0 0 ${vars.focusRing.offset} ${vars.color.focusText}`,
    },
    [`${photoInput}[aria-invalid="true"] + &`]: {
      borderColor: vars.color.danger,
      color: vars.color.danger,
    },
  },
});

export const photoName = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const preview = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.m,
  margin: `${vars.space.s} 0 0`,
});

export const previewImage = style({
  width: '180px',
  height: '120px',
  objectFit: 'cover',
  borderRadius: vars.radius.m,
  border: `1px solid ${vars.color.border}`,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.m });

export const dialogForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.m });
