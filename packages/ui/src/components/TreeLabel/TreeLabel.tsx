import { assignInlineVars } from '@vanilla-extract/dynamic';
import { CornerDownRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { connector, depth as depthVar, label, root } from './TreeLabel.css';

export interface TreeLabelProps {
  /** 0 for a top-level item, 1 for its children, and so on. */
  depth: number;
  children: ReactNode;
}

/**
 * An item's name indented by its depth in a tree, for a table row listed in tree order (parents right before their
 * children): the hierarchy is visible without turning the table into a tree widget.
 */
export function TreeLabel({ depth, children }: TreeLabelProps) {
  return (
    <span className={root} data-depth={depth} style={assignInlineVars({ [depthVar]: String(depth) })}>
      {depth > 0 ? <CornerDownRight size={14} aria-hidden="true" className={connector} /> : null}
      <span className={label}>{children}</span>
    </span>
  );
}
