import type { Size, StatusColor } from './scales.ts';

/**
 * Token values. The theme contract takes its shape from `siteTokens`, so a new theme (the kiosk's
 * touch sizes, a partner's accent) is a token object, not a fork. Lengths are px or em, never rem:
 * the embed widgets live inside host pages that change the root font size.
 *
 * Colour pairs are chosen for WCAG AA: text ≥ 4.5:1 on its background, borders and focus ≥ 3:1.
 */
export interface ThemeTokens {
  color: {
    text: string;
    textMuted: string;
    textInverse: string;
    background: string;
    surface: string;
    surfaceStrong: string;
    border: string;
    borderStrong: string;
    brand: string;
    brandHover: string;
    brandActive: string;
    brandSoft: string;
    accent: string;
    link: string;
    linkVisited: string;
    danger: string;
    dangerSoft: string;
    success: string;
    successSoft: string;
    warning: string;
    warningSoft: string;
    info: string;
    infoSoft: string;
    focus: string;
    focusText: string;
    disabled: string;
    disabledText: string;
    overlay: string;
  };
  status: Record<StatusColor, { background: string; text: string; border: string }>;
  font: {
    family: string;
    weightRegular: string;
    weightMedium: string;
    weightBold: string;
    size: Record<Size, string>;
    lineHeight: Record<Size, string>;
    heading: { h1: string; h2: string; h3: string; h4: string };
  };
  space: { xxs: string; xs: string; s: string; m: string; l: string; xl: string; xxl: string };
  radius: { s: string; m: string; l: string; pill: string };
  control: {
    height: Record<Size, string>;
    paddingX: Record<Size, string>;
    fontSize: Record<Size, string>;
    borderWidth: string;
    /** The smallest hit area of any interactive element. */
    minTarget: string;
    /** Side of a square grid target: a calendar's days, its month and year buttons. */
    cell: string;
    /** Least height of a row in a list of choices (Select options). */
    optionHeight: string;
    /** Side of the tinted box holding a section's picture beside its label (MegaMenu). */
    iconBox: string;
  };
  focusRing: { width: string; offset: string };
  shadow: { raised: string; overlay: string };
  zIndex: { header: string; dropdown: string; overlay: string; toast: string };
  layout: { pageMaxWidth: string; gutter: string };
}

const statusPalette: ThemeTokens['status'] = {
  red: { background: '#fde8e8', text: '#a61b1b', border: '#d64545' },
  orange: { background: '#feefe3', text: '#9a4300', border: '#e07a1f' },
  yellow: { background: '#fff6cc', text: '#6b5200', border: '#c9a200' },
  green: { background: '#e3f5e9', text: '#1b6b35', border: '#2f9e55' },
  blue: { background: '#e4effd', text: '#1553a6', border: '#3b7ddd' },
  violet: { background: '#efe8fc', text: '#5b2ba8', border: '#8a5cd6' },
  teal: { background: '#dff5f3', text: '#0e6660', border: '#1f9c92' },
  raspberry: { background: '#fce6ef', text: '#a3194f', border: '#d6407d' },
  lightgrey: { background: '#f0f2f5', text: '#4a5261', border: '#a3abb8' },
  darkgrey: { background: '#3d4452', text: '#ffffff', border: '#3d4452' },
};

export const siteTokens: ThemeTokens = {
  color: {
    text: '#1b2130',
    textMuted: '#525b6b',
    textInverse: '#ffffff',
    background: '#ffffff',
    surface: '#f4f6f9',
    surfaceStrong: '#e6eaf0',
    border: '#d5dae2',
    borderStrong: '#7c8595',
    brand: '#0b5cad',
    brandHover: '#094b8e',
    brandActive: '#073a6f',
    brandSoft: '#e6f0fa',
    accent: '#ffc72c',
    link: '#0b5cad',
    linkVisited: '#5b2ba8',
    danger: '#b3261e',
    dangerSoft: '#fdecea',
    success: '#1b6b35',
    successSoft: '#e3f5e9',
    warning: '#8a5300',
    warningSoft: '#fff4e0',
    info: '#1553a6',
    infoSoft: '#e4effd',
    focus: '#ffbf47',
    focusText: '#0b0c0c',
    disabled: '#e6eaf0',
    disabledText: '#6b7383',
    overlay: 'rgba(15, 20, 30, 0.55)',
  },
  status: statusPalette,
  font: {
    family:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
    weightRegular: '400',
    weightMedium: '500',
    weightBold: '700',
    size: { xs: '12px', s: '14px', m: '16px', l: '18px', xl: '20px' },
    lineHeight: { xs: '16px', s: '20px', m: '24px', l: '26px', xl: '28px' },
    heading: { h1: '40px', h2: '32px', h3: '24px', h4: '20px' },
  },
  space: { xxs: '2px', xs: '4px', s: '8px', m: '16px', l: '24px', xl: '32px', xxl: '48px' },
  radius: { s: '4px', m: '8px', l: '16px', pill: '999px' },
  control: {
    height: { xs: '24px', s: '32px', m: '40px', l: '48px', xl: '56px' },
    paddingX: { xs: '8px', s: '12px', m: '16px', l: '20px', xl: '24px' },
    fontSize: { xs: '12px', s: '14px', m: '16px', l: '16px', xl: '18px' },
    borderWidth: '2px',
    minTarget: '24px',
    cell: '40px',
    optionHeight: '40px',
    iconBox: '36px',
  },
  focusRing: { width: '3px', offset: '2px' },
  shadow: {
    raised: '0 1px 2px rgba(16, 24, 40, 0.08), 0 2px 8px rgba(16, 24, 40, 0.08)',
    overlay: '0 12px 32px rgba(16, 24, 40, 0.18)',
  },
  zIndex: { header: '100', dropdown: '200', overlay: '300', toast: '400' },
  layout: { pageMaxWidth: '1200px', gutter: '16px' },
};

/** The kiosk's touch screens: the same palette with larger type and targets of at least 48px. */
export const touchTokens: ThemeTokens = {
  ...siteTokens,
  font: {
    ...siteTokens.font,
    size: { xs: '14px', s: '16px', m: '18px', l: '20px', xl: '24px' },
    lineHeight: { xs: '20px', s: '24px', m: '26px', l: '28px', xl: '32px' },
    heading: { h1: '44px', h2: '36px', h3: '28px', h4: '24px' },
  },
  space: { xxs: '4px', xs: '8px', s: '12px', m: '20px', l: '28px', xl: '40px', xxl: '56px' },
  control: {
    height: { xs: '48px', s: '52px', m: '56px', l: '64px', xl: '72px' },
    paddingX: { xs: '12px', s: '16px', m: '20px', l: '24px', xl: '28px' },
    fontSize: { xs: '16px', s: '16px', m: '18px', l: '20px', xl: '22px' },
    borderWidth: '2px',
    minTarget: '48px',
    cell: '48px',
    optionHeight: '48px',
    iconBox: '44px',
  },
  focusRing: { width: '4px', offset: '3px' },
};

/**
 * The kiosk's accessibility mode: the touch theme at AAA contrast (every text pair ≥ 7:1, every
 * border and the focus ring ≥ 3:1 against what they sit on, `contrastTheme.test.ts`), black on
 * white — the components' light-surface assumptions (a white mark on the brand colour, soft tinted
 * notes) keep working — and targets of at least 64px.
 */
export const touchContrastTokens: ThemeTokens = {
  ...touchTokens,
  color: {
    text: '#000000',
    textMuted: '#1f1f1f',
    textInverse: '#ffffff',
    background: '#ffffff',
    surface: '#ffffff',
    surfaceStrong: '#e8e8e8',
    border: '#000000',
    borderStrong: '#000000',
    brand: '#00306b',
    brandHover: '#002452',
    brandActive: '#001a3d',
    brandSoft: '#e6eef8',
    accent: '#ffdd00',
    link: '#00306b',
    linkVisited: '#3d0b73',
    danger: '#8a0000',
    dangerSoft: '#fdecea',
    success: '#004d1a',
    successSoft: '#e3f5e9',
    warning: '#5c3300',
    warningSoft: '#fff4e0',
    info: '#00306b',
    infoSoft: '#e4effd',
    focus: '#ffdd00',
    focusText: '#000000',
    disabled: '#e8e8e8',
    disabledText: '#404040',
    overlay: 'rgba(0, 0, 0, 0.8)',
  },
  status: {
    red: { background: '#fde8e8', text: '#7a0f0f', border: '#7a0f0f' },
    orange: { background: '#feefe3', text: '#6b2e00', border: '#6b2e00' },
    yellow: { background: '#fff6cc', text: '#4a3800', border: '#4a3800' },
    green: { background: '#e3f5e9', text: '#004d1a', border: '#004d1a' },
    blue: { background: '#e4effd', text: '#00306b', border: '#00306b' },
    violet: { background: '#efe8fc', text: '#3d0b73', border: '#3d0b73' },
    teal: { background: '#dff5f3', text: '#00403b', border: '#00403b' },
    raspberry: { background: '#fce6ef', text: '#6e0f34', border: '#6e0f34' },
    lightgrey: { background: '#f0f2f5', text: '#1f1f1f', border: '#1f1f1f' },
    darkgrey: { background: '#1f1f1f', text: '#ffffff', border: '#1f1f1f' },
  },
  font: { ...touchTokens.font, weightRegular: '500', weightMedium: '600' },
  control: {
    height: { xs: '64px', s: '64px', m: '64px', l: '72px', xl: '80px' },
    paddingX: { xs: '16px', s: '20px', m: '24px', l: '28px', xl: '32px' },
    fontSize: { xs: '18px', s: '18px', m: '20px', l: '22px', xl: '24px' },
    borderWidth: '3px',
    minTarget: '64px',
    cell: '64px',
    optionHeight: '64px',
    iconBox: '56px',
  },
  focusRing: { width: '5px', offset: '3px' },
  shadow: { raised: 'none', overlay: '0 0 0 3px #000000' },
};
