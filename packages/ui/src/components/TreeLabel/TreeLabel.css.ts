import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const depth = createVar();

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  // One step per level, the same step as the move screen's tree, so both read as the same hierarchy.
  paddingInlineStart: `calc(${depth} * ${vars.space.xl})`,
});

export const connector = style({ flex: 'none', color: vars.color.textSubtle });

export const label = style({ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' });
