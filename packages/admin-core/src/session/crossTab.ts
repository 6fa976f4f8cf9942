import type { TokenChange } from './rules';

/** Calls `onChange` when another tab changes localStorage (the `storage` event never fires in the tab that wrote). */
export function subscribeToTokenChanges(target: Window, onChange: (change: TokenChange) => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.storageArea && event.storageArea !== target.localStorage) return;
    onChange({ key: event.key, oldValue: event.oldValue, newValue: event.newValue });
  };
  target.addEventListener('storage', listener);
  return () => target.removeEventListener('storage', listener);
}
