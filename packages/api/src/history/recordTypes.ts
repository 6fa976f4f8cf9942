import { columnOf, ENTITIES, entityByRecordType, type RecordType } from '@deals/domain/entities';
import type { Resource } from '@deals/domain/access';

export type { RecordType };

/**
 * Every kind of record the history knows, with where it lives: table, naming field, noun, permission resource and
 * whether it is versioned come from the entity's definition (`@deals/domain/entities`); what only the history needs
 * is added here. `versioned` records carry `version` and `updated_by` (migration 030); page layouts and jobs are only
 * recorded: a layout never changes once saved (a new save is a new row), and jobs are operated rather than edited by
 * several people at once.
 */
export interface RecordTypeInfo {
  table: string;
  /** The column that names a record in the history, so a deleted one stays findable. */
  labelColumn: string;
  /** How messages name one: "Brand 12 was not found.", "This brand changed since you loaded it." */
  noun: string;
  /** Who may read its history: whoever may read the resource. */
  resource: Resource;
  versioned: boolean;
  /** Columns never copied into the history or a conflict answer. */
  hidden?: readonly string[];
  /** Fields stored elsewhere that belong to the record's state (SQL over `t`, the record's row). */
  extra?: Readonly<Record<string, string>>;
}

/** What the history adds to a definition: columns it must never copy, and state kept in other tables. */
const HISTORY_ONLY: Partial<Record<RecordType, Pick<RecordTypeInfo, 'hidden' | 'extra'>>> = {
  SALE: {
    extra: {
      productIds: `(SELECT COALESCE(jsonb_agg(sp.product_id::text ORDER BY sp.position), '[]'::jsonb)
                      FROM sale_products sp WHERE sp.sale_id = t.id)`,
    },
  },
  USER: { hidden: ['password_hash', 'session_version', 'last_login_at'] },
};

/** Every kind the history records, one per entity definition. */
export const RECORD_TYPES: readonly RecordType[] = Object.values(ENTITIES).map((entity) => entity.recordType);

export function recordTypeInfo(type: RecordType): RecordTypeInfo {
  const entity = entityByRecordType(type);
  return {
    table: entity.table,
    labelColumn: columnOf(entity.titleField, entity.fields[entity.titleField]!)!,
    noun: entity.noun,
    resource: entity.resource,
    versioned: entity.versioned,
    ...HISTORY_ONLY[type],
  };
}
