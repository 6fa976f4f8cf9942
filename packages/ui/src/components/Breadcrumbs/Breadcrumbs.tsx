import { Link } from 'react-aria-components';
import { crumb, crumbLink, crumbs } from '../PageHeader/PageHeader.css';

export interface BreadcrumbsItem<Id extends string | number = string | number> {
  id: Id;
  label: string;
  /** Where it leads (a page header's trail); leave out to handle `onAction` (a media library's folders). */
  href?: string;
}

export interface BreadcrumbsProps<Id extends string | number> {
  items: BreadcrumbsItem<Id>[];
  onAction?: (id: Id) => void;
  'aria-label'?: string;
}

/**
 * Where you are, as a trail of links; the last one is the current place (aria-current, not a link). A plain list of
 * react-aria links rather than react-aria's Breadcrumbs: that one builds a collection (its Document and builder),
 * 4 KB gzip on every page with a header for a list of two or three links.
 */
export function Breadcrumbs<Id extends string | number>({
  items,
  onAction,
  'aria-label': label = 'Breadcrumbs',
}: BreadcrumbsProps<Id>) {
  return (
    <nav aria-label={label}>
      <ol className={crumbs}>
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            <li key={item.id} className={crumb}>
              <Link
                className={crumbLink}
                href={current ? undefined : item.href}
                onPress={!current && onAction ? () => onAction(item.id) : undefined}
                isDisabled={current}
                aria-current={current ? 'page' : undefined}
                data-current={current || undefined}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
