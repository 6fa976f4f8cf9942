import type { QueryResult } from '@deals/admin-core';
import type { ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import { LoadedEntity } from './LoadedEntity';

export interface EntityFormProps<Draft> {
  /** The route's key (an id, or a sale's slug) when editing; absent when creating. */
  id?: string;
  initial: Draft;
}

/**
 * The `/x/new` and `/x/{id}/edit` routes of one entity: an empty form, or the loaded entity (with its skeleton and
 * error state) turned into the form's first draft.
 */
export function EntityFormRoute<Entity, Draft>({
  param = 'id',
  useEntity,
  label,
  empty,
  draftOf,
  form: Form,
}: {
  param?: 'id' | 'slug';
  useEntity: (key: string) => QueryResult<Entity>;
  /** "the brand": read out while loading. */
  label: string;
  empty: Draft;
  draftOf: (entity: Entity) => Draft;
  form: ComponentType<EntityFormProps<Draft>>;
}) {
  const key = useParams()[param];
  if (!key) return <Form initial={empty} />;
  return (
    <LoadedEntity id={key} useEntity={useEntity} label={label}>
      {(entity) => <Form id={key} initial={draftOf(entity)} />}
    </LoadedEntity>
  );
}
