import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: '200px' });

export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, maxWidth: '320px' });
