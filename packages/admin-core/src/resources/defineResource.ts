import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import type { EntityDefinition } from '@deals/domain/entities';
import type { Resource as PermissionResource } from '@deals/domain/access';

/** The record a by-id query answers: the value of its one root field (`findProductById`). */
export type RecordOf<Data> = NonNullable<Data[keyof Data]>;

/** A document whose variables carry `key` (`id`, or a sale's `slug`). */
type KeyedDocument<Data, Key extends string, Extra = unknown> = TypedDocumentNode<
  Data,
  Record<Key, string> & Extra & OperationVariables
>;

/**
 * The operations of one resource as typed documents. Only §7 operations are needed: `expectedVersion` is sent when the
 * core has the `versions` capability and the update takes it, and nothing else is assumed of the backend.
 */
export interface ResourceOperations<ByIdData, Key extends string> {
  byId: KeyedDocument<ByIdData, Key>;
  list?: TypedDocumentNode<Record<string, { count: number; items: unknown[] }>, OperationVariables>;
  create?: TypedDocumentNode<Record<string, { id: string } & Record<string, unknown>>, { input: never }>;
  update?: KeyedDocument<Record<string, unknown>, Key, { input: never }>;
  /** A spec §7 delete: answers `{ statusCode, message }` under the mutation's name. */
  remove?: KeyedDocument<Record<string, { statusCode: number; message: string }>, Key>;
}

/**
 * One resource as the admin reads and writes it, the way Refine's resources and ra-core's `resource` prop are: the
 * entity's definition from `@deals/domain` (fields with label, rule, list column, filter, import/export and history
 * facts), its operations, and its row of the permission table. Forms (`useResourceForm`), list columns, filters and
 * history labels read this one object; a host app defines its own the same way.
 */
export interface ResourceDefinition<
  ByIdData = Record<string, unknown>,
  Key extends string = 'id',
  Entity extends EntityDefinition = EntityDefinition,
> {
  /** The entity's name: "product". */
  name: EntityDefinition['name'];
  /** Typed as defined (its field keys, filters and options), so what is read from it is too (`definedListFilter`). */
  entity: Entity;
  /** Its row of the permission table (`useAccess().can('update', resource.permission)`). */
  permission: PermissionResource;
  /** What the routes, the by-id query and the update name a record by: its `id`, or a sale's `slug`. */
  key: Key;
  operations: ResourceOperations<ByIdData, Key>;
  /** Root list fields a create or delete makes stale (`findProducts`, `dashboardStats`). */
  invalidates: readonly string[];
  /** Root list fields an update makes stale too (a category's tree); most lists follow updates through the cache. */
  updateInvalidates: readonly string[];
  /** The cache id of a record, for evicting a deleted one: `Product:12`. */
  cacheId: (key: string) => string;
}

/** Types a resource from an entity definition and its documents. */
export function defineResource<
  ByIdData,
  Key extends string = 'id',
  const Entity extends EntityDefinition = EntityDefinition,
>(
  entity: Entity,
  config: {
    key?: Key;
    operations: ResourceOperations<ByIdData, Key>;
    invalidates?: readonly string[];
    updateInvalidates?: readonly string[];
    /** The GraphQL type name, when it is not the entity's noun without spaces ("Product"). */
    typename?: string;
    /** The cache id of a record by its key, when it is not `Typename:key` (a sale's is keyed by slug). */
    cacheId?: (key: string) => string;
  },
): ResourceDefinition<ByIdData, Key, Entity> {
  const typename = config.typename ?? entity.noun.replace(/\s+/g, '');
  return {
    name: entity.name,
    entity,
    permission: entity.resource,
    key: config.key ?? ('id' as Key),
    operations: config.operations,
    invalidates: config.invalidates ?? [],
    updateInvalidates: config.updateInvalidates ?? [],
    cacheId: config.cacheId ?? ((key) => `${typename}:${key}`),
  };
}
