import type { ReactNode } from 'react';
import { column, columns } from './Form.css';

export interface FormColumnsProps {
  /** The fields a person fills in order (title, text, prices). */
  children: ReactNode;
  /** What is glanced at and set aside (status, images): beside the main fields on a wide screen, below them otherwise. */
  aside: ReactNode;
}

/** A long form on a wide screen: main fields and a side panel. Use inside `<Form width="wide">`. */
export function FormColumns({ children, aside }: FormColumnsProps) {
  return (
    <div className={columns}>
      <div className={column}>{children}</div>
      <div className={column}>{aside}</div>
    </div>
  );
}
