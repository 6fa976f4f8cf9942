import type { QueryResult } from '@deals/admin-core';
import { ErrorState, Skeleton } from '@deals/ui';
import { createContext, Fragment, useContext, useState, type ReactNode } from 'react';

/**
 * Starts the loaded form over from the entity as it now is: a restored version replaces what the form holds, the
 * way a fresh visit would show it (the form keeps its own draft otherwise).
 */
const ReloadFormContext = createContext<(() => void) | null>(null);
export const useReloadForm = () => useContext(ReloadFormContext);

/** An entity's loading skeleton and error state with retry; renders `children` once it is loaded. */
export function LoadedEntity<T>({
  id,
  useEntity,
  label,
  children,
}: {
  id: string;
  /** The entity's by-id hook, e.g. `useBrandById`. */
  useEntity: (id: string) => QueryResult<T>;
  /** "the brand": read out while loading. */
  label: string;
  children: (data: T) => ReactNode;
}) {
  const result = useEntity(id);
  const [generation, setGeneration] = useState(0);
  if (result.status === 'loading') return <Skeleton lines={8} label={`Loading ${label}`} />;
  if (result.status === 'error') return <ErrorState message={result.message} onRetry={result.retry} />;
  return (
    <ReloadFormContext.Provider value={() => setGeneration((current) => current + 1)}>
      <Fragment key={generation}>{children(result.data)}</Fragment>
    </ReloadFormContext.Provider>
  );
}
