import type { QueryResult } from '@deals/admin-core';
import { ErrorState, Skeleton } from '@deals/ui';
import { createContext, Fragment, useContext, useState, type ReactNode } from 'react';

/**
 * Starts the loaded form over from the entity as it now is: a restored version replaces what the form holds, the
 * way a fresh visit would show it (the form keeps its own draft otherwise).
 */
const ReloadFormContext = createContext<(() => void) | null>(null);
export const useReloadForm = () => useContext(ReloadFormContext);

/**
 * The `version` of the loaded entity (with the admin core's `versions` capability), for the form to send back: a
 * colleague's save in between is then refused with CONFLICT instead of overwritten.
 */
const LoadedVersionContext = createContext<number | undefined>(undefined);
export const useLoadedVersion = () => useContext(LoadedVersionContext);

/** Asks the API for the entity again (someone else changed it): the form gets the newer record as its `initial`. */
const RefetchEntityContext = createContext<(() => void) | null>(null);
export const useRefetchEntity = () => useContext(RefetchEntityContext);

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
  const version = (result.data as { version?: unknown } | null)?.version;
  return (
    <ReloadFormContext.Provider value={() => setGeneration((current) => current + 1)}>
      <LoadedVersionContext.Provider value={typeof version === 'number' ? version : undefined}>
        <RefetchEntityContext.Provider value={result.refetch}>
          <Fragment key={generation}>{children(result.data)}</Fragment>
        </RefetchEntityContext.Provider>
      </LoadedVersionContext.Provider>
    </ReloadFormContext.Provider>
  );
}
