import { style } from '@vanilla-extract/css';
import { vars } from '../../../lib/tokens/contract.css.ts';

export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.l });
