import {
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';

/**
 * One tab stop for a whole collection (a table's rows and cells, a grid's tiles), moved by the arrow keys: the
 * keyboard model of WAI-ARIA's grid pattern, as react-aria's collections have it, for the collections that must stay
 * light (issue 17: react-aria's Table alone was 35 KB gzip of the brand list's first load and a 60–80 ms commit).
 *
 * Every focusable place of the collection (a "stop") is an element with `data-stop="<id>"` inside `ref` (and
 * `data-stop-control` when the focus should go to the one control it holds, see focusTarget). The
 * collection says where each key moves (`move`); the hook keeps which stop is the tab stop (`tabIndexOf`), follows
 * focus from pointer and keyboard alike, lets Tab and Shift+Tab leave the collection in one step instead of walking
 * through every control in it, finds stops by typing their first letters, and puts the focus back when the focused
 * element leaves the DOM (a page of rows replaced) or comes into it (a windowed grid scrolled to a far tile).
 */
export interface RovingFocusOptions {
  ref: RefObject<HTMLElement | null>;
  /** The tab stop before anything has had the focus, or after the focused stop is gone (the first row). */
  defaultStop: string | null;
  /** Whether a stop still exists (its row is still on the page). */
  hasStop: (stop: string) => boolean;
  /** The stop an arrow, Home/End or PageUp/PageDown key moves to from `stop`, or null when it moves nowhere. */
  move: (stop: string, event: KeyboardEvent) => string | null;
  /**
   * Keys the collection handles itself before navigation (Enter opens a row, Space selects it): true when it did.
   * `onStop` is true when the key was pressed on the stop itself rather than on a control inside it (whose own keys,
   * Space on a checkbox or Enter on a button, are its own).
   */
  onKey?: (stop: string, event: KeyboardEvent, onStop: boolean) => boolean;
  /** Typeahead: the stops to search, in order, and the text each is found by (a row's title). */
  typeahead?: { stops: () => string[]; textOf: (stop: string) => string };
  /** For a windowed collection: scroll a stop that is not rendered into the window; the hook focuses it once it is. */
  reveal?: (stop: string) => void;
  /** The keyboard moved the focus (an arrow, Home/End, a Page key or typing): where selection follows the focus. */
  onMove?: (stop: string, event: KeyboardEvent) => void;
}

const TYPEAHEAD_RESET_MS = 1000;
/** What can take the focus inside a stop: a stop that holds one control (a checkbox, a button) focuses that. */
const FOCUSABLE =
  'input:not([disabled]), button:not([disabled]), a[href], select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function stopElement(container: HTMLElement | null, stop: string): HTMLElement | null {
  return container?.querySelector<HTMLElement>(`[data-stop="${CSS.escape(stop)}"]`) ?? null;
}

/**
 * The element the focus goes to for a stop: a stop marked `data-stop-control` (a cell) that holds a single control
 * (a checkbox, an Edit button) gives the focus to it, as react-aria's cells do; any other stop (a row) takes it itself.
 */
function focusTarget(element: HTMLElement): HTMLElement {
  if (!element.hasAttribute('data-stop-control')) return element;
  const controls = element.querySelectorAll<HTMLElement>(FOCUSABLE);
  return controls.length === 1 ? controls[0]! : element;
}

const isEditable = (target: EventTarget) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    (target instanceof HTMLInputElement && !['checkbox', 'radio', 'button'].includes(target.type)) ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement);

export function useRovingFocus({
  ref,
  defaultStop,
  hasStop,
  move,
  onKey,
  typeahead,
  reveal,
  onMove,
}: RovingFocusOptions) {
  const [focused, setFocused] = useState<string | null>(null);
  const current = focused !== null && hasStop(focused) ? focused : defaultStop;
  /** A stop to focus once it is rendered (reveal), or again after its element was replaced. */
  const pending = useRef<string | null>(null);
  /** True while the focus is inside the collection, to put it back if its element disappears. */
  const within = useRef(false);
  /** True while Tab moves the focus through the collection's last control on its way out. */
  const leaving = useRef(false);
  const typed = useRef({ text: '', at: 0 });
  const pointer = useRef(false);

  const focusStop = useCallback(
    (stop: string) => {
      const element = stopElement(ref.current, stop);
      setFocused(stop);
      if (!element) {
        if (!reveal) return;
        pending.current = stop;
        reveal(stop);
        return;
      }
      pending.current = null;
      focusTarget(element).focus({ preventScroll: true });
      element.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    },
    [ref, reveal],
  );

  // After each render: a revealed stop is now in the DOM, or the focused element has left it (the focus fell to the
  // body). A stop that is gone (a page of rows replaced) hands the focus to the default one; a stop only scrolled out
  // of a window keeps the focus on the collection itself, and the next arrow key goes on from it, so the grid never
  // scrolls back under someone scrolling it.
  useLayoutEffect(() => {
    const container = ref.current;
    if (!container) return;
    if (pending.current && stopElement(container, pending.current)) {
      focusStop(pending.current);
      return;
    }
    if (!within.current || (document.activeElement && document.activeElement !== document.body)) return;
    if (current && stopElement(container, current)) focusStop(current);
    else container.focus({ preventScroll: true });
  });

  const onFocus = useCallback(
    (event: FocusEvent) => {
      const container = ref.current;
      const from = event.relatedTarget as Node | null;
      within.current = true;
      if (leaving.current || !container) return;
      const target = event.target as HTMLElement;
      const stop = target.closest<HTMLElement>('[data-stop]');
      // Tab into the collection lands on its first (or, backwards, last) control: the tab stop takes the focus instead.
      // A click keeps what it focused, and so does code focusing a stop itself.
      const entering = !from || !container.contains(from);
      if (entering && !pointer.current && current && target !== stop) {
        const tabStop = stopElement(container, current);
        if (tabStop && focusTarget(tabStop) !== target) {
          focusStop(current);
          return;
        }
      }
      if (stop && container.contains(stop)) setFocused(stop.dataset.stop!);
    },
    [ref, current, focusStop],
  );

  /** A pointer press inside: the focus it brings is the person's choice, not a Tab to redirect. */
  const onPointerDown = useCallback(() => {
    pointer.current = true;
    setTimeout(() => (pointer.current = false));
  }, []);

  const onBlur = useCallback(
    (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && ref.current?.contains(next)) return;
      within.current = false;
      leaving.current = false;
      pending.current = null;
    },
    [ref],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.nativeEvent.isComposing) return;
      const container = ref.current;
      const stopOf = (event.target as Element).closest<HTMLElement>('[data-stop]');
      if (!container) return;

      if (event.key === 'Tab' && !event.altKey && !event.ctrlKey && !event.metaKey) {
        // Leave in one step: from the collection's last control forwards, or from the collection itself backwards.
        leaving.current = true;
        if (event.shiftKey) container.focus({ preventScroll: true });
        else {
          const controls = container.querySelectorAll<HTMLElement>(`${FOCUSABLE}, [data-stop]`);
          controls[controls.length - 1]?.focus({ preventScroll: true });
        }
        return;
      }
      // On the collection itself (its focused stop scrolled out of a window), keys go on from that stop.
      const stop = stopOf?.dataset.stop ?? (event.target === container ? current : null);
      if (stop === null) return;
      const plain = !event.ctrlKey && !event.metaKey && !event.altKey;
      const state = typed.current;
      if (Date.now() - state.at > TYPEAHEAD_RESET_MS) state.text = '';
      // Typing a title finds its row; a space is part of what is typed once typing has begun (then it selects nothing).
      if (
        typeahead &&
        plain &&
        event.key.length === 1 &&
        (event.key !== ' ' || state.text) &&
        !isEditable(event.target)
      ) {
        state.text += event.key.toLowerCase();
        state.at = Date.now();
        const stops = typeahead.stops();
        const from = Math.max(0, stops.indexOf(stop));
        // A first letter looks from the next stop on (pressing it again cycles); more letters refine from here.
        const order = [...stops.slice(from + (state.text.length === 1 ? 1 : 0)), ...stops.slice(0, from + 1)];
        const found = order.find((candidate) => typeahead.textOf(candidate).toLowerCase().startsWith(state.text));
        if (found) {
          focusStop(found);
          onMove?.(found, event);
        }
        event.preventDefault();
        return;
      }
      if (onKey?.(stop, event, event.target === stopOf || event.target === container)) {
        event.preventDefault();
        return;
      }
      // Arrow keys inside a text field move its caret; from a stop's control (a checkbox) they move between stops.
      if (isEditable(event.target)) return;

      const target = move(stop, event);
      if (target === null) return;
      event.preventDefault();
      focusStop(target);
      onMove?.(target, event);
    },
    [ref, current, onKey, typeahead, move, focusStop, onMove],
  );

  return {
    /** The stop Tab enters the collection at. */
    tabStop: current,
    tabIndexOf: (stop: string) => (stop === current ? 0 : -1),
    focusStop,
    /** Spread on the collection's element (which takes `tabIndex={-1}` to be left by Shift+Tab). */
    collectionProps: { onFocus, onBlur, onKeyDown, onPointerDownCapture: onPointerDown },
  };
}
