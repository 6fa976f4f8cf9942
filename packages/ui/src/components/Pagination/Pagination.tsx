import { ChevronLeft, ChevronRight } from 'lucide-react';
import { formatNumber, pluralNoun, type CountNouns } from '../../text/formatCount';
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
  /** Singular and plural of what is counted ({ one: 'product', other: 'products' }): "1 of 1 product". */
  itemNouns?: CountNouns;
}

/** "26–50 of 2,000 products" with previous and next page buttons. */
export function Pagination({
  page,
  pageSize,
  total: knownTotal,
  onPageChange,
  itemLabel = 'items',
  itemNouns = { one: itemLabel, other: itemLabel },
}: PaginationProps) {
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
            : // "1 of 1 product", not "1–1 of 1 products": a range only when it spans several rows.
              `${first === last ? formatNumber(first) : `${formatNumber(first)}–${formatNumber(last)}`} of ${formatNumber(total)} ${pluralNoun(total, itemNouns)}`}
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
          Page {formatNumber(Math.min(page, lastPage))}
          {loading ? null : ` of ${formatNumber(lastPage)}`}
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
