import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { control, fieldIconButton } from '../Field/Field.css';

export const inputWrapper = style({ position: 'relative', display: 'flex', alignItems: 'center' });

/** The options button at the field's end (also drawn by DeferredMultiComboBox before the combobox loads). */
export const chevron = style([fieldIconButton, { position: 'absolute', right: vars.space.sm }]);

/** The ✕ that clears a choice, just before the options button. */
export const clear = style([
  fieldIconButton,
  { position: 'absolute', right: `calc(${vars.space.sm} + ${vars.size.iconSm} + 2 * ${vars.space.xs})` },
]);

/** While a choice can be cleared, room for both buttons, so a long title never runs under them. */
export const input = style({
  selectors: {
    [`${inputWrapper}:has(${clear}) ${control}&`]: {
      paddingInlineEnd: `calc(${vars.space.sm} + 2 * (${vars.size.iconSm} + 2 * ${vars.space.xs}))`,
    },
  },
});

export const loader = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.sm,
  color: vars.color.primary,
});
