import { roleCan, type Role } from '@deals/domain/access';
import { permissionDenied } from '../graphql/errors';
import { FEED_ENTITIES, type FeedEntityName } from './feedEntities';
import type { FeedImportRecord } from './importRepository';

interface Person {
  id: string;
  role: Role;
}

/** Whoever reads imports and the imported kind of record may follow an import and read its rows. */
export function mayRead(person: Person, entity: FeedEntityName): boolean {
  return roleCan(person.role, 'read', 'imports') && roleCan(person.role, 'read', FEED_ENTITIES[entity].resource);
}

/** An import is set up, applied, cancelled and undone by whoever uploaded it, or by an admin (`update` on imports). */
export function mayManage(person: Person, record: Pick<FeedImportRecord, 'entity' | 'createdById'>): boolean {
  return (
    roleCan(person.role, 'import', FEED_ENTITIES[record.entity].resource) &&
    (record.createdById === person.id || roleCan(person.role, 'update', 'imports'))
  );
}

export function requireRead(person: Person, entity: FeedEntityName): void {
  if (!mayRead(person, entity)) throw permissionDenied();
}

export function requireManage(person: Person, record: Pick<FeedImportRecord, 'entity' | 'createdById'>): void {
  if (!mayManage(person, record)) {
    throw permissionDenied(
      roleCan(person.role, 'import', FEED_ENTITIES[record.entity].resource)
        ? 'Only the person who uploaded this file, or an admin, can change this import.'
        : "You don't have permission to do that.",
    );
  }
}
