import { style } from '@vanilla-extract/css';
import { trigger, value } from './Select.css';

// Select's own look, as classes of this module: importing Select.css from DeferredSelect would put it in the same
// bundle chunk as Select itself (both would be reached from the main entry and the lazy one), and a host's bundler
// would then load the whole select with the page.
export const previewTrigger = style([trigger]);
export const previewValue = style([value]);
