import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const form = style({ display: 'grid', gap: vars.space.lg });

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });
