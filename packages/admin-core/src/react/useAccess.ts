import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { ERRORS_SHOWN_BY_CALLER } from '../client/links/errorLink';
import { MyAccessDocument } from '../domains/session/operations.generated';
import { accessForRole, UNRESTRICTED_ACCESS, type Access } from '../session/access';
import { readTokens } from '../session/tokens';
import { useAdminCore } from './AdminCoreProvider';

/**
 * The signed-in person's permissions: `can(action, resource)`, `reason(action, resource)` and `role`. Reads the
 * `MyAccess` answer the session check cached (no request of its own once signed in). With permissions off, every
 * `can` is true.
 */
export function useAccess(): Access {
  const core = useAdminCore();
  const { data } = useQuery(MyAccessDocument, {
    // Signed out there is nothing to ask (the API would answer Forbidden); the session check asks once signed in.
    skip: !core.accessEnabled || !readTokens(core.storage).accessToken,
    fetchPolicy: 'cache-first',
    context: { [ERRORS_SHOWN_BY_CALLER]: true },
  });
  const role = data?.myAccess.role ?? null;
  return useMemo(() => (core.accessEnabled ? accessForRole(role) : UNRESTRICTED_ACCESS), [core.accessEnabled, role]);
}
