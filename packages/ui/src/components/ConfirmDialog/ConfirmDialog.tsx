import { openedLazily } from '../Overlay/openedLazily';
import type { ConfirmDialogProps } from './confirmCopy';

export { confirmCopy, confirmVariants, type ConfirmDialogProps, type ConfirmVariant } from './confirmCopy';

/**
 * "Are you sure?" before a delete, a save or another step that can't be taken back (spec §2's copy). Its code —
 * react-aria's modal, focus scope and dialog, 12 KB gzip — loads the first time it opens: a list that offers a bulk
 * delete showed it closed on every load, and paid for it before its first row (issue 17).
 */
export const ConfirmDialog = /* @__PURE__ */ openedLazily<ConfirmDialogProps>(() =>
  import('./ConfirmDialogOverlay').then((module) => module.ConfirmDialogOverlay),
);
