import { createStore } from 'zustand/vanilla';

export interface CurrentUser {
  id: string;
  name: string;
  email: string;
  active: boolean;
}

/** Spec §3: the auth store holds the user and a loading flag. */
export interface AuthState {
  user: CurrentUser | null;
  loading: boolean;
  setUser(user: CurrentUser | null): void;
  setLoading(loading: boolean): void;
}

export function createAuthStore() {
  return createStore<AuthState>()((set) => ({
    user: null,
    loading: false,
    setUser: (user) => set({ user }),
    setLoading: (loading) => set({ loading }),
  }));
}

export type AuthStore = ReturnType<typeof createAuthStore>;
