import { useStore } from 'zustand';
import type { AuthState } from '../stores/auth';
import type { FilterKind, FilterState } from '../stores/filters';
import type { SettingsState } from '../stores/settings';
import { useAdminCore } from './AdminCoreProvider';

export function useAuth<T>(selector: (state: AuthState) => T): T {
  return useStore(useAdminCore().stores.auth, selector);
}

export function useSettings<T>(selector: (state: SettingsState) => T): T {
  return useStore(useAdminCore().stores.settings, selector);
}

export function useFilter<T>(kind: FilterKind, selector: (state: FilterState) => T): T {
  return useStore(useAdminCore().stores.filters[kind], selector);
}
