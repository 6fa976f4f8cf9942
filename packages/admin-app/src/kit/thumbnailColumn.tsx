import { Thumbnail, type DataTableColumn } from '@deals/ui';

/**
 * The picture at the start of a list row (a brand's logo, a product's first image), or a neutral placeholder. Its alt
 * is empty: the row's title, beside it, already names it.
 */
export function thumbnailColumn<Row>(
  header: string,
  src: (row: Row) => string | null | undefined,
): DataTableColumn<Row> {
  return { id: 'thumbnail', header, fit: true, cell: (row) => <Thumbnail src={src(row)} /> };
}
