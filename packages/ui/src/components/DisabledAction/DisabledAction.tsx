import { useId, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useFocusWithin, useHover } from 'react-aria';
import { button } from '../Button/Button.css';
import type { ButtonSize, ButtonVariant } from '../Button/Button';
import { ButtonContent } from '../Button/ButtonContent';
import { reasonBubble, unavailable, wrapper } from './DisabledAction.css';

export interface DisabledActionProps {
  /** The action's label, as on the Button it stands in for: "Save changes". */
  children: ReactNode;
  /** Why it can't be used, shown on hover and on keyboard focus: "Viewers can't update brands." */
  reason: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  icon?: ReactNode;
}

/**
 * A button the person may not use, with the reason. A native disabled button can't take focus, so keyboard users
 * would never learn why; this one stays in the tab order as `aria-disabled`, does nothing when pressed, is described
 * by its reason for screen readers, and shows the reason in a bubble on hover and focus (Escape hides it until the
 * pointer or focus leaves).
 *
 * The bubble is in place rather than a react-aria Tooltip: RAC's Tooltip refuses to portal into the ThemeProvider's
 * overlay container, and outside it the bubble would lose the theme. So it places itself: above the control, or below
 * it where there is no room above (a page's header actions sit under the sticky top bar, which the page declares as
 * its `scroll-padding-top`), and ending at the control's end where it would run off the right of the screen.
 */
export function DisabledAction({ children, reason, variant, size, icon }: DisabledActionProps) {
  const reasonId = useId();
  const [isFocused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const { hoverProps, isHovered } = useHover({ onHoverEnd: () => setDismissed(false) });
  const { focusWithinProps } = useFocusWithin({
    onFocusWithinChange: (focused) => {
      setFocused(focused);
      if (!focused) setDismissed(false);
    },
  });
  const isOpen = (isHovered || isFocused) && !dismissed;
  const wrapperRef = useRef<HTMLSpanElement>(null);
  const bubbleRef = useRef<HTMLSpanElement>(null);
  const placement = useBubblePlacement(isOpen, wrapperRef, bubbleRef);
  return (
    <span ref={wrapperRef} className={wrapper} {...hoverProps} {...focusWithinProps}>
      <span
        role="button"
        tabIndex={0}
        aria-disabled="true"
        aria-describedby={reasonId}
        data-disabled="true"
        className={[button({ variant, size }), unavailable].join(' ')}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setDismissed(true);
        }}
      >
        <ButtonContent icon={icon}>{children}</ButtonContent>
      </span>
      <span
        ref={bubbleRef}
        id={reasonId}
        role="tooltip"
        className={reasonBubble}
        data-open={isOpen || undefined}
        data-below={placement.below || undefined}
        data-end={placement.end || undefined}
      >
        {reason}
      </span>
    </span>
  );
}

/** Space kept between the bubble and the control or the screen's edge, in px. */
const BUBBLE_GAP = 8;

/** Where the open bubble fits: below the control when the space above is covered or off screen, and end-aligned. */
function useBubblePlacement(
  isOpen: boolean,
  wrapperRef: RefObject<HTMLSpanElement | null>,
  bubbleRef: RefObject<HTMLSpanElement | null>,
) {
  const [placement, setPlacement] = useState({ below: false, end: false });
  useLayoutEffect(() => {
    const control = wrapperRef.current?.getBoundingClientRect();
    const bubble = bubbleRef.current?.getBoundingClientRect();
    if (!isOpen || !control || !bubble) return;
    const root = document.documentElement;
    const coveredTop = parseFloat(getComputedStyle(root).scrollPaddingTop) || 0;
    setPlacement({
      below: control.top - bubble.height - BUBBLE_GAP < coveredTop,
      end: control.left + bubble.width + BUBBLE_GAP > root.clientWidth,
    });
  }, [isOpen, wrapperRef, bubbleRef]);
  return placement;
}
