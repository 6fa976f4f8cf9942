import type { QueryResult } from '@deals/admin-core';
import { ErrorState, Skeleton } from '@deals/ui';
import type { ReactNode } from 'react';

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
  if (result.status === 'loading') return <Skeleton lines={8} label={`Loading ${label}`} />;
  if (result.status === 'error') return <ErrorState message={result.message} onRetry={result.retry} />;
  return <>{children(result.data)}</>;
}
