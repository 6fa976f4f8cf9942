import type { EntityDefinition, FieldDefinition } from '@deals/admin-core';
import type { DataTableColumn } from '@deals/ui';
import { dateFormat } from '../listTable';

type Row = Record<string, unknown>;

/** A column the screen draws itself (`cell`, a row header), or `false` to leave the field's column out. */
export type ColumnOverride<R> = Partial<Omit<DataTableColumn<R>, 'id'>> | false;

/** A cell as the field's kind reads: a reference by its loaded title, a date in the reader's format, a dash for none. */
function cellOf(key: string, field: FieldDefinition) {
  return (row: Row) => {
    if (field.kind === 'reference') {
      const loaded = row[key.replace(/Id$/, '')] as { title?: string } | null | undefined;
      return loaded?.title ?? '—';
    }
    const value = row[key];
    if (value === null || value === undefined || value === '') return '—';
    if (field.kind === 'boolean') return value ? 'Yes' : 'No';
    if (field.kind === 'date') return dateFormat.format(new Date(String(value)));
    if (field.kind === 'enum') return field.options.find((option) => option.value === value)?.label ?? String(value);
    return String(value);
  };
}

/**
 * A list's columns from its entity's definition: each field with a `list` column, in definition order, headed by
 * its `list.header` or label and sortable by its `list.sort`. The screen overrides a column's cell (a price with its
 * sale price) or leaves one out; a field added to the definition with `list: {}` appears without a screen change.
 */
export function definedColumns<R>(
  entity: EntityDefinition,
  overrides: Partial<Record<string, ColumnOverride<R>>> = {},
): DataTableColumn<R>[] {
  return Object.entries(entity.fields).flatMap(([key, field]) => {
    const override = overrides[key];
    if (!field.list || override === false) return [];
    const column: DataTableColumn<R> = {
      id: field.list.sort ?? key,
      header: field.list.header ?? field.label,
      sortable: Boolean(field.list.sort),
      cell: cellOf(key, field) as (row: R) => ReturnType<ReturnType<typeof cellOf>>,
    };
    return [{ ...column, ...override }];
  });
}
