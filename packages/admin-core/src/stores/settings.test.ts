import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../session/storage';
import { createSettingsStore, defaultSettings } from './settings';

describe('the settings store, persisted under "settings"', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is light by default (spec §9), with the sidebar open and comfortable tables', () => {
    const store = createSettingsStore(memoryStorage());
    expect(store.getState()).toMatchObject(defaultSettings);
    expect(store.getState().themeMode).toBe('light');
  });

  it('survives a reload', () => {
    const storage = memoryStorage();
    const first = createSettingsStore(storage);
    first.getState().setThemeMode('dark');
    first.getState().setSidebarCollapsed(true);
    first.getState().setTableDensity('compact');
    expect(JSON.parse(storage.get('settings')!)).toMatchObject({
      state: { themeMode: 'dark', sidebarCollapsed: true },
    });
    const second = createSettingsStore(storage);
    expect(second.getState()).toMatchObject({ themeMode: 'dark', sidebarCollapsed: true, tableDensity: 'compact' });
  });

  it('falls back to defaults for a corrupt value, without crashing', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = createSettingsStore(memoryStorage({ settings: '{not json' }));
    expect(store.getState()).toMatchObject(defaultSettings);
  });

  it('keeps the good fields of an old or hand-edited value and defaults the rest', () => {
    const stored = JSON.stringify({
      state: { themeMode: 'dark', sidebarCollapsed: 'yes', tableDensity: 'tiny' },
      version: 0,
    });
    const store = createSettingsStore(memoryStorage({ settings: stored }));
    expect(store.getState()).toMatchObject({ themeMode: 'dark', sidebarCollapsed: false, tableDensity: 'comfortable' });
  });

  it('ignores a value of the wrong shape entirely', () => {
    const store = createSettingsStore(memoryStorage({ settings: '42' }));
    expect(store.getState()).toMatchObject(defaultSettings);
  });

  it('toggles the theme', () => {
    const store = createSettingsStore(memoryStorage());
    store.getState().toggleThemeMode();
    expect(store.getState().themeMode).toBe('dark');
    store.getState().toggleThemeMode();
    expect(store.getState().themeMode).toBe('light');
  });
});
