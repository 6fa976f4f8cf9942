import type { KeyValueStorage } from '../session/storage';

const PREFIX = 'deals-admin:draft:';

/**
 * Whether a value survives JSON unchanged (plain objects, arrays, strings, finite numbers, booleans, null). A draft
 * holding anything else (a date object, a File) is not kept: restored, it would come back as something else.
 */
export function isPlainJson(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isPlainJson);
  if (typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return false;
  return Object.values(value as Record<string, unknown>).every((entry) => entry === undefined || isPlainJson(entry));
}

/** An unsaved draft kept in the browser under one key ("brands/12", "brands/new") until it is saved or discarded. */
export function draftSlot<Draft>(storage: KeyValueStorage, key: string) {
  const storageKey = PREFIX + key;
  return {
    read(): Draft | null {
      const stored = storage.get(storageKey);
      if (!stored) return null;
      try {
        return JSON.parse(stored) as Draft;
      } catch {
        storage.remove(storageKey);
        return null;
      }
    },
    write(draft: Draft) {
      if (isPlainJson(draft)) storage.set(storageKey, JSON.stringify(draft));
    },
    clear() {
      storage.remove(storageKey);
    },
  };
}
