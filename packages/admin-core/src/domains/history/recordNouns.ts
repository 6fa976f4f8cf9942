import { entityByRecordType } from '@deals/domain/entities';
import type { RecordType } from '../../graphql/types.generated';

/** How a person names records of a kind, from its definition: "Product" for one, "Products" otherwise. */
export function recordNoun(type: RecordType, count = 1): string {
  const entity = entityByRecordType(type);
  return count === 1 ? entity.noun : entity.plural;
}
