import type { EntityDefinition, FieldDefinition } from '@deals/admin-core';
import { formatNumber, StatusPill, Thumbnail, type DataTableColumn } from '@deals/ui';
import type { ReactNode } from 'react';
import { dateFormat } from '../listTable';

type Row = Record<string, unknown>;

/** A column the screen draws itself (`cell`, a row header, another sort id), or `false` to leave it out. */
export type ColumnOverride<R> = Partial<DataTableColumn<R>> | false;

export interface DefinedColumnsOptions<R> {
  /**
   * By field key: the screen's own cell, header or sort id (a price with its sale price), `false` to leave the
   * column out. Naming a `hidden` column here shows it.
   */
  overrides?: Partial<Record<string, ColumnOverride<R>>>;
  /** Columns no field holds (a computed count, row actions), keyed for `order`; unordered ones come last. */
  extra?: Readonly<Record<string, DataTableColumn<R>>>;
  /**
   * The keys (fields or extras) leading the list, in this order; every other column follows in definition order,
   * so a field added to the definition appears at the end without a screen change.
   */
  order?: readonly string[];
}

/** A cell as the field's kind reads: a reference by its loaded title, a date in the reader's format, a dash for none. */
function cellOf(key: string, field: FieldDefinition): (row: Row) => ReactNode {
  return (row: Row) => {
    if (field.kind === 'reference') {
      const loaded = row[key.replace(/Id$/, '')] as { title?: string } | null | undefined;
      return loaded?.title ?? '—';
    }
    const value = row[key];
    if (field.list && field.list.format === 'image') return <Thumbnail src={value as string | null | undefined} />;
    if (field.list && field.list.format === 'status') return <StatusPill active={Boolean(value)} />;
    if (Array.isArray(value)) return field.kind === 'tags' ? value.join(', ') || '—' : formatNumber(value.length);
    if (value === null || value === undefined || value === '') return '—';
    if (field.kind === 'boolean') return value ? 'Yes' : 'No';
    if (field.kind === 'date') return dateFormat.format(new Date(String(value)));
    if (field.kind === 'number') return formatNumber(Number(value));
    if (field.kind === 'enum') return field.options.find((option) => option.value === value)?.label ?? String(value);
    return String(value);
  };
}

/** The field's column as the definition says: headed by `list.header` or its label, sortable by `list.sort`. */
function fieldColumn<R>(key: string, field: FieldDefinition): DataTableColumn<R> | null {
  if (!field.list) return null;
  const image = field.list.format === 'image';
  return {
    id: field.list.sort ?? (image ? 'thumbnail' : key),
    header: field.list.header ?? field.label,
    sortable: Boolean(field.list.sort),
    ...(image ? { fit: true } : {}),
    cell: cellOf(key, field) as (row: R) => ReactNode,
  };
}

/**
 * A list's columns from its entity's definition: each field with a `list` column that is not `hidden`, in definition
 * order (or the screen's `order`), plus the screen's extra columns. The first column is the row header unless the
 * screen names another. A field added to the definition with `list: {}` appears without a screen change.
 */
export function definedColumns<R>(entity: EntityDefinition, options: DefinedColumnsOptions<R> = {}) {
  const { overrides = {}, extra = {}, order = [] } = options;
  const keyed = new Map<string, DataTableColumn<R>>();
  for (const [key, field] of Object.entries(entity.fields)) {
    const override = overrides[key];
    const column = fieldColumn<R>(key, field);
    if (!column || override === false || (field.list && field.list.hidden && !override)) continue;
    keyed.set(key, { ...column, ...override });
  }
  for (const [key, column] of Object.entries(extra)) keyed.set(key, column);
  const leading = order.flatMap((key) => keyed.get(key) ?? []);
  const columns = [...leading, ...[...keyed].filter(([key]) => !order.includes(key)).map(([, column]) => column)];
  if (!columns.some((column) => column.isRowHeader)) {
    const first = columns.findIndex((column) => !column.fit);
    const header = columns[first];
    if (header) columns[first] = { ...header, isRowHeader: true };
  }
  return columns;
}
