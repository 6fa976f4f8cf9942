import type { ReactNode } from 'react';
import { GridLayout, Size, Virtualizer } from 'react-aria-components';

const layoutOptions = {
  minItemSize: new Size(150, 170),
  maxItemSize: new Size(220, 240),
  minSpace: new Size(8, 8),
  preserveAspectRatio: false,
};

/** A long grid (a whole folder in one go) with only the visible tiles in the DOM; `MediaGrid` loads it when needed. */
export default function VirtualizedGrid({ children }: { children: ReactNode }) {
  return (
    <Virtualizer layout={GridLayout} layoutOptions={layoutOptions}>
      {children}
    </Virtualizer>
  );
}
