import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import type { KeyValueStorage } from '../session/storage';

/** Spec §9: display settings live in local storage under `settings`. */
export const SETTINGS_KEY = 'settings';
const SETTINGS_VERSION = 1;

export const themeModes = ['light', 'dark'] as const;
export const tableDensities = ['comfortable', 'compact'] as const;

export interface Settings {
  themeMode: (typeof themeModes)[number];
  sidebarCollapsed: boolean;
  tableDensity: (typeof tableDensities)[number];
}

export const defaultSettings: Settings = { themeMode: 'light', sidebarCollapsed: false, tableDensity: 'comfortable' };

export interface SettingsState extends Settings {
  setThemeMode(mode: Settings['themeMode']): void;
  toggleThemeMode(): void;
  setSidebarCollapsed(collapsed: boolean): void;
  setTableDensity(density: Settings['tableDensity']): void;
}

/** Keeps only well-formed fields of a stored value; anything else falls back to its default. */
export function validSettings(stored: unknown): Settings {
  const value = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<string, unknown>;
  return {
    themeMode: themeModes.includes(value.themeMode as never)
      ? (value.themeMode as Settings['themeMode'])
      : defaultSettings.themeMode,
    sidebarCollapsed:
      typeof value.sidebarCollapsed === 'boolean' ? value.sidebarCollapsed : defaultSettings.sidebarCollapsed,
    tableDensity: tableDensities.includes(value.tableDensity as never)
      ? (value.tableDensity as Settings['tableDensity'])
      : defaultSettings.tableDensity,
  };
}

function tolerantStorage(storage: KeyValueStorage): StateStorage {
  return {
    getItem(name) {
      const raw = storage.get(name);
      if (raw === null) return null;
      try {
        JSON.parse(raw);
        return raw;
      } catch {
        console.warn(`Ignoring unreadable "${name}" in local storage; using default settings.`);
        return null;
      }
    },
    setItem: (name, value) => storage.set(name, value),
    removeItem: (name) => storage.remove(name),
  };
}

export function createSettingsStore(storage: KeyValueStorage) {
  return createStore<SettingsState>()(
    persist(
      (set, get) => ({
        ...defaultSettings,
        setThemeMode: (themeMode) => set({ themeMode }),
        toggleThemeMode: () => set({ themeMode: get().themeMode === 'light' ? 'dark' : 'light' }),
        setSidebarCollapsed: (sidebarCollapsed) => set({ sidebarCollapsed }),
        setTableDensity: (tableDensity) => set({ tableDensity }),
      }),
      {
        name: SETTINGS_KEY,
        version: SETTINGS_VERSION,
        storage: createJSONStorage(() => tolerantStorage(storage)),
        partialize: ({ themeMode, sidebarCollapsed, tableDensity }) => ({ themeMode, sidebarCollapsed, tableDensity }),
        // Old versions and hand-edited values are read field by field, never trusted whole.
        migrate: (persisted) => validSettings(persisted),
        merge: (persisted, current) => ({ ...current, ...validSettings(persisted) }),
      },
    ),
  );
}

export type SettingsStore = ReturnType<typeof createSettingsStore>;
