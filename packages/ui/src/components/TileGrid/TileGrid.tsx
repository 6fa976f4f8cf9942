import type { ReactNode } from 'react';
import { tileGrid } from './TileGrid.css';

/**
 * Cards in as many columns as fit: `sm` (at least 220 px each) for figures, `lg` (at least 420 px) for cards that
 * hold lists.
 */
export function TileGrid({ size = 'sm', children }: { size?: 'sm' | 'lg'; children: ReactNode }) {
  return <div className={tileGrid({ size })}>{children}</div>;
}
