import { Check } from 'lucide-react';
import * as styles from './StepList.css';

export interface StepListProps {
  'aria-label': string;
  steps: readonly string[];
  /** The step the person is on, from 0; the ones before it are done. */
  current: number;
}

/** Where a flow is among its steps: an ordered list, the current step marked for assistive technology. */
export function StepList({ steps, current, 'aria-label': ariaLabel }: StepListProps) {
  return (
    <ol className={styles.steps} aria-label={ariaLabel}>
      {steps.map((step, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'next';
        return (
          <li
            key={step}
            className={styles.step}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className={styles.number} aria-hidden="true">
              {state === 'done' ? <Check size={14} /> : index + 1}
            </span>
            {step}
          </li>
        );
      })}
    </ol>
  );
}
