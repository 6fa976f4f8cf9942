import { createContext, lazy, Suspense, useCallback, useContext, useSyncExternalStore, type ReactNode } from 'react';
import * as styles from './Toast.css';
import type { Toaster } from './toaster';

// The region (react-aria's toast, landmark and focus code, the icons) is a tenth of what a host page loads for one
// widget, and most pages never toast: it loads with the first toast instead of with the page.
const ToastRegion = lazy(() => import('./ToastRegion'));

const ToasterContext = createContext<Toaster | null>(null);

/** The toaster of the nearest ToastProvider, for components that toast. */
export function useToaster(): Toaster {
  const toaster = useContext(ToasterContext);
  if (!toaster) throw new Error('useToaster needs a <ToastProvider> above it.');
  return toaster;
}

export interface ToastProviderProps {
  toaster: Toaster;
  children?: ReactNode;
}

/** The toast area at the top right (spec §2): at most 3 visible, 356 px wide, 14 px apart, each with a Close button. */
export function ToastProvider({ toaster, children }: ToastProviderProps) {
  const subscribe = useCallback((listener: () => void) => toaster.queue.subscribe(listener), [toaster]);
  const toasted = useSyncExternalStore(subscribe, () => hasToasted(toaster));
  return (
    <ToasterContext.Provider value={toaster}>
      {children}
      {/* The region is portalled; React still delivers its pointer and focus events here, to pause the timers. */}
      <div
        className={styles.timerScope}
        onPointerEnter={toaster.pause}
        onPointerLeave={toaster.resume}
        onFocus={toaster.pause}
        onBlur={toaster.resume}
      >
        {toasted ? (
          <Suspense fallback={null}>
            <ToastRegion toaster={toaster} />
          </Suspense>
        ) : null}
      </div>
    </ToasterContext.Provider>
  );
}

const toastedOnce = new WeakSet<Toaster>();

/** True from this toaster's first toast on, so the region stays mounted (and its exit animations run) after that. */
function hasToasted(toaster: Toaster) {
  if (toaster.queue.visibleToasts.length > 0) toastedOnce.add(toaster);
  return toastedOnce.has(toaster);
}
