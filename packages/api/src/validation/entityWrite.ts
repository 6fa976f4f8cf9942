import {
  entityProblems,
  entityValues,
  type CheckOptions,
  type EntityDefinition,
  type EntityWrite,
} from '@deals/domain/entities';
import { toId } from '../domains/listQuery';
import { badInput } from '../graphql/errors';

/**
 * An input checked by its entity's definition and tidied as stored: the first refused field answers BAD_USER_INPUT
 * naming it (`extensions.field`), with the message the form shows for it. References become the ids of rows (a
 * malformed id is refused on its field too); a reference list keeps each id once, in the order given.
 */
export function entityWriteFrom<E extends EntityDefinition>(
  definition: E,
  input: object,
  options: CheckOptions = {},
): EntityWrite<E> & Record<string, unknown> {
  const [field, message] = Object.entries(entityProblems(definition, input, options))[0] ?? [];
  if (field && message) throw badInput(message, field);
  const values = entityValues(definition, input, options);
  for (const [key, field] of Object.entries(definition.fields)) {
    const value = values[key];
    if (field.kind === 'reference' && typeof value === 'string') values[key] = String(toId(value, key));
    if (field.kind === 'referenceList' && Array.isArray(value)) {
      values[key] = [...new Set(value.map((id: string) => String(toId(id, key))))];
    }
  }
  return values as EntityWrite<E> & Record<string, unknown>;
}
