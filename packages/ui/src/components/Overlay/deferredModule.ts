import { useCallback, useEffect, useState, type KeyboardEvent } from 'react';

/**
 * A module a page loads only when a person first needs it (a menu, a select's list, a dialog): its code stays out of
 * the first load. Loaded once and shared by every component that asks for it afterwards; a failed load (a deploy
 * replaced the chunk, the network dropped) is tried again on the next ask. Declare one at module level with a
 * `@__PURE__` comment, so hosts that never use it drop it and its chunk (see openedLazily).
 */
export interface DeferredModule<T> {
  current(): T | undefined;
  load(): Promise<T>;
}

export function deferredModule<T>(importer: () => Promise<T>): DeferredModule<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    current: () => value,
    load: () =>
      (pending ??= importer().then(
        (loaded) => (value = loaded),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
  };
}

/** The module once it has loaded (the caller re-renders then), and a function that starts loading it. */
export function useDeferredModule<T>(module: DeferredModule<T>): [T | undefined, () => Promise<T | void>] {
  const [value, setValue] = useState(module.current);
  const load = useCallback(
    () =>
      module.load().then(
        (loaded) => setValue(() => loaded),
        // Nothing to show yet: the next point, focus or press tries again.
        (error: unknown) => console.error(error),
      ),
    [module],
  );
  return [value, load];
}

const OPENING_KEYS = ['ArrowDown', 'ArrowUp', 'Enter', ' '];

/** Where the focus goes in an overlay opened from the keyboard, as react-aria's own triggers do. */
export type OpeningFocus = 'first' | 'last';

/**
 * For a trigger drawn as plain HTML until its overlay's code has loaded (DeferredSelect, the user menu): pointing at
 * or focusing it starts the load, and a press or an opening key before it has loaded opens the overlay once it has.
 * The loaded component replaces the plain trigger, so `focused` tells it to take the focus, `isOpen` / `setOpen`
 * control it, and `openingFocus` says where the focus goes in an overlay that an opening key asked for (a press
 * leaves that to the overlay, as a pointer's does).
 */
export function useDeferredTrigger<T>(module: DeferredModule<T>) {
  const [loaded, load] = useDeferredModule(module);
  const [focused, setFocused] = useState(false);
  const [isOpen, setIsOpen] = useState(false);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const [openingFocus, setOpeningFocus] = useState<OpeningFocus>();
  // Opened once the loaded component has replaced the plain trigger and committed (a frame later): its trigger has
  // the focus by then and gets it back when the overlay closes.
  useEffect(() => {
    if (!loaded || !openOnLoad) return;
    const frame = requestAnimationFrame(() => {
      setOpenOnLoad(false);
      setIsOpen(true);
    });
    return () => cancelAnimationFrame(frame);
  }, [loaded, openOnLoad]);
  // A pressed trigger takes the focus, as react-aria's does.
  const setOpen = (open: boolean) => {
    setIsOpen(open);
    // Only the opening that waited for the code: later ones are react-aria's own.
    if (!open) setOpeningFocus(undefined);
  };
  const open = () => {
    setFocused(true);
    setOpenOnLoad(true);
    void load();
  };
  const triggerProps = {
    onPointerEnter: () => void load(),
    onFocus: () => {
      setFocused(true);
      void load();
    },
    onBlur: () => setFocused(false),
    onPointerDown: open,
    onClick: open,
    onKeyDown: (event: KeyboardEvent) => {
      if (!OPENING_KEYS.includes(event.key)) return;
      event.preventDefault();
      setOpeningFocus(event.key === 'ArrowUp' ? 'last' : 'first');
      open();
    },
  };
  return { loaded, focused, isOpen, setOpen, openingFocus, triggerProps };
}
