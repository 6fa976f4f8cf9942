import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

/** Spec §2/§9, exactly. */
export const TOAST_DURATION_MS = 4000;
export const TOAST_MAX_VISIBLE = 3;
export const TOAST_WIDTH_PX = 356;
export const TOAST_GAP_PX = 14;
export const TOAST_SWIPE_THRESHOLD_PX = 20;
export const TOAST_REMOVE_DELAY_MS = 200;

export const toastKinds = ['success', 'error', 'info', 'loading'] as const;
export type ToastKind = (typeof toastKinds)[number];

export interface ToastContent {
  kind: ToastKind;
  title: string;
  description?: string;
}

export interface ToastOptions {
  /** Milliseconds before it goes by itself; loading toasts stay until updated or dismissed. */
  duration?: number;
}

type Listener = () => void;

/**
 * A toast queue owned by whoever creates it (the app, a test, a host): `toast.success('Saved')` works from anywhere,
 * inside React or not. Dismissal waits 200 ms for the exit animation before the toast is removed.
 */
export function createToaster() {
  const queue = new ToastQueue<ToastContent>({ maxVisibleToasts: TOAST_MAX_VISIBLE });
  const leaving = new Set<string>();
  const timers = new Map<string, { remaining: number; startedAt: number; handle?: ReturnType<typeof setTimeout> }>();
  const listeners = new Set<Listener>();
  let paused = false;
  const notify = () => listeners.forEach((listener) => listener());

  function startTimer(key: string) {
    const timer = timers.get(key);
    if (!timer || paused) return;
    timer.startedAt = Date.now();
    timer.handle = setTimeout(() => dismiss(key), timer.remaining);
  }

  function dismiss(key: string) {
    if (leaving.has(key)) return;
    const timer = timers.get(key);
    if (timer?.handle) clearTimeout(timer.handle);
    timers.delete(key);
    leaving.add(key);
    notify();
    setTimeout(() => {
      leaving.delete(key);
      queue.close(key);
      notify();
    }, TOAST_REMOVE_DELAY_MS);
  }

  function show(content: ToastContent, options: ToastOptions = {}) {
    const key = queue.add(content);
    const duration = options.duration ?? (content.kind === 'loading' ? 0 : TOAST_DURATION_MS);
    if (duration > 0) {
      timers.set(key, { remaining: duration, startedAt: Date.now() });
      startTimer(key);
    }
    return key;
  }

  const kind = (name: ToastKind) => (title: string, description?: string, options?: ToastOptions) =>
    show({ kind: name, title, ...(description ? { description } : {}) }, options);

  return {
    queue,
    show,
    success: kind('success'),
    error: kind('error'),
    info: kind('info'),
    loading: kind('loading'),
    dismiss,
    /** Replaces a toast's content (a loading toast becoming success or error) and restarts its timer. */
    update(key: string, content: ToastContent, options: ToastOptions = {}) {
      dismiss(key);
      return show(content, options);
    },
    isLeaving: (key: string) => leaving.has(key),
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Timers stop while the pointer or focus is on the toasts, so nobody loses a message mid-read. */
    pause() {
      if (paused) return;
      paused = true;
      for (const timer of timers.values()) {
        if (timer.handle) clearTimeout(timer.handle);
        timer.remaining -= Date.now() - timer.startedAt;
      }
    },
    resume() {
      if (!paused) return;
      paused = false;
      for (const key of timers.keys()) startTimer(key);
    },
  };
}

export type Toaster = ReturnType<typeof createToaster>;
