import { useId, type CSSProperties, type ReactNode } from 'react';
import { ForcedState, type ForcedStateName } from './ForcedState';
import { stateExample, stateGrid, stateLabel, stateNote, stateRow, stateRowTitle, stateStage } from './docsBlocks.css';

export interface StateGridProps {
  /** Names a row of states when a story shows several (one per variant). */
  title?: string;
  /** Narrowest column, in px: wide components (a table, a form) want fewer, wider columns. */
  minColumnWidth?: number;
  children: ReactNode;
}

/** A component's states side by side, each in its own frame under its name. */
export function StateGrid({ title, minColumnWidth = 200, children }: StateGridProps) {
  const id = useId();
  // The column width is data of the example, so it travels as a custom property.
  const grid = (
    <div className={stateGrid} style={{ '--state-min': `${minColumnWidth}px` } as CSSProperties}>
      {children}
    </div>
  );
  if (!title) return grid;
  return (
    <div role="group" aria-labelledby={id} className={stateRow}>
      <p id={id} className={stateRowTitle}>
        {title}
      </p>
      {grid}
    </div>
  );
}

export interface StateProps {
  /** The state's name as the docs call it: "Hover", "Invalid", "Very long text". */
  name: string;
  /** One line on what to notice. */
  note?: string;
  /** Shown as if hovered, pressed or focused from the keyboard (see ForcedState). */
  force?: ForcedStateName;
  /** Which elements take the forced state, when not every react-aria element inside should. */
  target?: string;
  children: ReactNode;
}

export function State({ name, note, force, target, children }: StateProps) {
  return (
    <figure className={stateExample} data-state={name}>
      <figcaption className={stateLabel}>
        {name}
        {note ? <span className={stateNote}>{note}</span> : null}
      </figcaption>
      <div className={stateStage}>
        {force ? (
          <ForcedState state={force} target={target}>
            {children}
          </ForcedState>
        ) : (
          children
        )}
      </div>
    </figure>
  );
}
