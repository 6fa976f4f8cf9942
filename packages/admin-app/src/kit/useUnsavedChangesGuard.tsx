import { ConfirmDialog } from '@deals/ui';
import type { RefObject } from 'react';
import { useBlocker } from 'react-router-dom';

/** Asks before leaving a form with unsaved changes (in-app navigation and the browser's own leave prompt). */
export function UnsavedChangesGuard({
  isDirty,
  leaving,
  onLeave,
}: {
  isDirty: boolean;
  leaving: RefObject<boolean>;
  /** The person chose to lose the changes: forget the draft kept for them too. */
  onLeave?: () => void;
}) {
  // `leaving` is set just before the form navigates away itself (after a save or a delete), when nothing is lost.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  return (
    <ConfirmDialog
      variant="default"
      isOpen={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      onConfirm={() => {
        onLeave?.();
        blocker.proceed?.();
      }}
    >
      You have unsaved changes. Leave this page and lose them?
    </ConfirmDialog>
  );
}
