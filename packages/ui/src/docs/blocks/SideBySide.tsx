import type { ReactNode } from 'react';
import { sideBySide } from './docsBlocks.css';

/** Docs-page layout: blocks (framed stories of overlays, one per state) in columns instead of one under another. */
export function SideBySide({ children }: { children: ReactNode }) {
  return <div className={sideBySide}>{children}</div>;
}
