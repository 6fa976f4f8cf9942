import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../Button/Button';
import { current, pages, root } from './Pagination.css';

export interface PaginationProps {
  /** 1-based. */
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** What is being counted, for the summary ("products"). */
  itemLabel?: string;
}

const number = new Intl.NumberFormat();

/** "26–50 of 2,000 products" with previous and next page buttons. */
export function Pagination({ page, pageSize, total, onPageChange, itemLabel = 'items' }: PaginationProps) {
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav className={root} aria-label="Pagination">
      <span aria-live="polite">
        {total === 0
          ? `No ${itemLabel}`
          : `${number.format(first)}–${number.format(last)} of ${number.format(total)} ${itemLabel}`}
      </span>
      <div className={pages}>
        <Button
          variant="secondary"
          size="sm"
          icon={<ChevronLeft size={16} />}
          aria-label="Previous page"
          isDisabled={page <= 1}
          onPress={() => onPageChange(page - 1)}
        />
        <span className={current}>
          Page {number.format(Math.min(page, lastPage))} of {number.format(lastPage)}
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
