import { SlidersHorizontal } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { filterBar, filters, grow, toggle } from './FilterBar.css';

export interface FilterBarProps {
  /** The search box; it takes the flexible space and stays in view on a phone. */
  search?: ReactNode;
  /** The filters beside it (each a labelled field). */
  children?: ReactNode;
  /** How many filters are set: counted on the phone's "Filters" button. */
  appliedCount?: number;
}

/**
 * The row of search and filters above a list. Every filter is a labelled field, aligned at the top whatever its
 * state (one that shows its choices below grows downwards, moving nothing beside it). On a phone the filters fold
 * behind a "Filters" button that counts the ones set, so the list, not its filters, fills the first screen.
 */
export function FilterBar({ search, children, appliedCount = 0 }: FilterBarProps) {
  const [open, setOpen] = useState(false);
  const filtersId = useId();
  return (
    <div className={filterBar} role="search">
      {search ? <div className={grow}>{search}</div> : null}
      {children ? (
        <>
          <div className={toggle}>
            <Button
              variant="secondary"
              icon={<SlidersHorizontal size={16} />}
              aria-expanded={open}
              aria-controls={filtersId}
              onPress={() => setOpen((was) => !was)}
            >
              Filters
              {appliedCount > 0 ? (
                <>
                  {' '}
                  <Badge tone="primary">{appliedCount}</Badge>
                  <VisuallyHidden> set</VisuallyHidden>
                </>
              ) : null}
            </Button>
          </div>
          <div id={filtersId} className={filters} data-open={open || undefined}>
            {children}
          </div>
        </>
      ) : null}
    </div>
  );
}
