import type { ReactNode } from 'react';
import { tileGrid } from './TileGrid.css';

/** Cards in as many columns as fit (at least 220 px each), e.g. the dashboard tiles. */
export function TileGrid({ children }: { children: ReactNode }) {
  return <div className={tileGrid}>{children}</div>;
}
