import type { ReactNode } from 'react';
import { GridLayout, Virtualizer, type GridLayoutOptions } from 'react-aria-components';

/** MediaGrid's virtualizer, a module of its own so that MediaGrid loads it with the first long list only. */
export default function MediaGridVirtualizer({
  layoutOptions,
  children,
}: {
  layoutOptions: GridLayoutOptions;
  children: ReactNode;
}) {
  return (
    <Virtualizer layout={GridLayout} layoutOptions={layoutOptions}>
      {children}
    </Virtualizer>
  );
}
