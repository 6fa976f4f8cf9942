import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../Button/Button';
import { current, pages, root } from './Pagination.css';

export interface PaginationProps {
  /** 1-based. */
  page: number;
  pageSize: number;
  /** null while the first count is on its way: the summary says so instead of "No items". */
  total: number | null;
  onPageChange: (page: number) => void;
  /** What is being counted, for the summary ("products"). */
  itemLabel?: string;
}

const number = new Intl.NumberFormat();

/** "26–50 of 2,000 products" with previous and next page buttons. */
export function Pagination({ page, pageSize, total: knownTotal, onPageChange, itemLabel = 'items' }: PaginationProps) {
  const loading = knownTotal === null;
  const total = knownTotal ?? 0;
  const lastPage = loading ? page : Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav className={root} aria-label="Pagination">
      <span aria-live="polite">
        {loading
          ? `Loading ${itemLabel}…`
          : total === 0
            ? `No ${itemLabel}`
            : `${number.format(first)}–${number.format(last)} of ${number.format(total)} ${itemLabel}`}
      </span>
      <div className={pages}>
        <Button
          variant="secondary"
          size="sm"
          icon={<ChevronLeft size={16} />}
          aria-label="Previous page"
          isDisabled={loading || page <= 1}
          onPress={() => onPageChange(page - 1)}
        />
        <span className={current}>
          Page {number.format(Math.min(page, lastPage))}
          {loading ? null : ` of ${number.format(lastPage)}`}
        </span>
        <Button
          variant="secondary"
          size="sm"
          icon={<ChevronRight size={16} />}
          aria-label="Next page"
          isDisabled={page >= lastPage}
          onPress={() => onPageChange(page + 1)}
        />
      </div>
    </nav>
  );
}
