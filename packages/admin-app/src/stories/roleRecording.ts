import type { MyAccessQuery, UserRole } from '@deals/admin-core';
import type { Recording } from './recording';

/**
 * The MyAccess answer for another seeded role than the recordings' admin: the same shape the API answers (typed by
 * the generated query type, so it cannot drift from the schema), tried before the shared recordings.
 */
export function signedInAs(role: UserRole): Recording[] {
  const data: MyAccessQuery & { myAccess: { __typename: 'MyAccess' } } = {
    myAccess: { role, __typename: 'MyAccess' },
  };
  return [{ operationName: 'MyAccess', variables: {}, response: { data } }];
}
