import { useLayoutEffect, useRef, type ReactNode } from 'react';

/** The pointer and keyboard states react-aria-components mark on an element, as our styles read them. */
export const forcedStates = ['hovered', 'pressed', 'focus-visible'] as const;
export type ForcedStateName = (typeof forcedStates)[number];

const attributesOf: Record<ForcedStateName, string[]> = {
  hovered: ['data-hovered'],
  pressed: ['data-hovered', 'data-pressed'],
  'focus-visible': ['data-focused', 'data-focus-visible'],
};

export interface ForcedStateProps {
  state: ForcedStateName;
  /** Which elements inside take the state: react-aria's own elements by default. */
  target?: string;
  children: ReactNode;
}

/**
 * Shows a component as it looks while hovered, pressed or focused from the keyboard, without a pointer or a key: it
 * sets the data attributes react-aria-components would set (our styles key off them) and keeps them set. The copy is
 * a picture of the state, so it is inert: it can't be reached or pressed, and nothing it would do happens.
 */
export function ForcedState({ state, target = '[data-rac]', children }: ForcedStateProps) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const root = ref.current;
    if (!root) return;
    const attributes = attributesOf[state];
    const apply = () => {
      for (const element of root.querySelectorAll(target)) {
        for (const attribute of attributes) {
          if (!element.hasAttribute(attribute)) element.setAttribute(attribute, 'true');
        }
      }
    };
    apply();
    // React re-renders (a lazy chunk arriving, a prop change) may drop the attributes: put them back.
    const observer = new MutationObserver(apply);
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: attributes });
    return () => observer.disconnect();
  }, [state, target]);
  return (
    <div ref={ref} inert data-forced-state={state} data-forced-target={target}>
      {children}
    </div>
  );
}
