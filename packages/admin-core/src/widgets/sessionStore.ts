import { createStore } from 'zustand/vanilla';
import type { KeyValueStorage } from '../session/storage';
import { isTokenValid, readTokens } from '../session/tokens';

export interface SessionState {
  /** A usable session is stored (a valid refresh token); who it belongs to is the auth store's `user`. */
  hasSession: boolean;
  setHasSession(hasSession: boolean): void;
}

/** One per core, so every `useSession` on the page (a sign-in form, the page around it) agrees at once. */
export function createSessionStore(storage: KeyValueStorage) {
  return createStore<SessionState>()((set) => ({
    hasSession: isTokenValid(readTokens(storage).refreshToken),
    setHasSession: (hasSession) => set({ hasSession }),
  }));
}

export type SessionStore = ReturnType<typeof createSessionStore>;
