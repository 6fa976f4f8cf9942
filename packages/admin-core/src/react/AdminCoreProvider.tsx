import { ApolloProvider } from '@apollo/client/react';
import { createContext, useContext, type ReactNode } from 'react';
import type { AdminCore } from '../createAdminCore';

const AdminCoreContext = createContext<AdminCore | null>(null);

/** Hands one admin core (client, stores, uploader) to its subtree; two providers never share state. */
export function AdminCoreProvider({ core, children }: { core: AdminCore; children: ReactNode }) {
  return (
    <AdminCoreContext.Provider value={core}>
      <ApolloProvider client={core.client}>{children}</ApolloProvider>
    </AdminCoreContext.Provider>
  );
}

export function useAdminCore(): AdminCore {
  const core = useContext(AdminCoreContext);
  if (!core) throw new Error('useAdminCore needs an <AdminCoreProvider> above it.');
  return core;
}
