/** The one door to persisted values (tokens, settings); hosts and tests swap the browser's localStorage for their own. */
export interface KeyValueStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/** localStorage, tolerating browsers where it throws (private mode, disabled storage): reads then find nothing. */
export function browserStorage(target: Storage | undefined = globalThis.localStorage): KeyValueStorage {
  return {
    get(key) {
      try {
        return target?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        target?.setItem(key, value);
      } catch (error) {
        console.error(`Could not store "${key}"`, error);
      }
    },
    remove(key) {
      try {
        target?.removeItem(key);
      } catch (error) {
        console.error(`Could not remove "${key}"`, error);
      }
    },
  };
}

export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const values = new Map(Object.entries(initial));
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
  };
}
