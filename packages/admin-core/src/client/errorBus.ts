export interface AdminError {
  /** What went wrong, in words a person can read in a toast. */
  message: string;
  /** The GraphQL operation that failed, when known. */
  operationName?: string;
  kind: 'graphql' | 'network';
  /** Input field named by the API (extensions.field), for forms. */
  field?: string;
  /** The API's error code (extensions.code), e.g. `PERMISSION_DENIED`: the session goes on, the person is told. */
  code?: string;
}

export type AdminErrorListener = (error: AdminError) => void;

/** Errors that spec §8 says are logged are also published here, so the app can show them instead of swallowing them. */
export function createErrorBus() {
  const listeners = new Set<AdminErrorListener>();
  return {
    publish(error: AdminError) {
      for (const listener of listeners) listener(error);
    },
    subscribe(listener: AdminErrorListener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export type ErrorBus = ReturnType<typeof createErrorBus>;
