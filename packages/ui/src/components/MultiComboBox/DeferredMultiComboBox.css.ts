import { style } from '@vanilla-extract/css';
import { chevron, inputWrapper } from '../ComboBox/ComboBox.css';

// The combobox's own look, as classes of this module: importing ComboBox.css from DeferredMultiComboBox would put it
// in the same bundle chunk as the combobox itself (as DeferredSelect.css explains for the select).
export const previewWrapper = style([inputWrapper]);
export const previewChevron = style([chevron]);
