import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { control } from '../Field/Field.css';

export const trigger = style([
  control,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '&[data-focus-visible]': { borderColor: vars.color.primary, boxShadow: `0 0 0 1px ${vars.color.primary}` },
      '&[data-pressed]': { borderColor: vars.color.primary },
    },
  },
]);

export const value = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textSubtle } },
});
