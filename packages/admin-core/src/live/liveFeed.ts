import type { ApolloClient } from '@apollo/client';
import { jwtDecode } from 'jwt-decode';
import { ERRORS_SHOWN_BY_CALLER } from '../client/links/errorLink';
import type { KeyValueStorage } from '../session/storage';
import { readTokens } from '../session/tokens';
import { RecordChangedDocument, type RecordChangedSubscription } from './operations.generated';

export type RecordChange = RecordChangedSubscription['recordChanged'];
export type RecordChangeListener = (change: RecordChange, context: { byMe: boolean }) => void;
/**
 * Called each time the stream opens (the first time, and again after a dropped stream or a drain): changes committed
 * before that were never sent, so a screen reads again what it shows. `userId` tells the person's own writes.
 */
export type StreamOpenListener = (context: { userId: string | null }) => void;

export interface LiveFeedOptions {
  client: ApolloClient;
  storage: KeyValueStorage;
  /** Waits before subscribing again: the first after a stream ended cleanly, doubling after failures up to `maxMs`. */
  retry?: { firstMs: number; maxMs: number };
  /**
   * How long the stream stays open after its last listener left: moving from one screen to the next (a list to an
   * edit page) keeps the one stream instead of closing it and opening another. 5 s by default.
   */
  idleCloseMs?: number;
}

/** The signed-in person's id, read from the access token (its `sub`), to tell their own changes from others'. */
function signedInUserId(storage: KeyValueStorage): string | null {
  const { accessToken } = readTokens(storage);
  if (!accessToken) return null;
  try {
    return jwtDecode<{ sub?: string }>(accessToken).sub ?? null;
  } catch {
    return null;
  }
}

/**
 * One `recordChanged` subscription per core — per tab — shared by every hook watching changes, open only while
 * someone listens and someone is signed in (signed out, nothing is sent; the token is looked for again locally).
 * The API ends a stream when its access token expires or the process drains; the feed then subscribes again, through
 * the auth link, so with a refreshed token and possibly on another replica.
 */
export function createLiveFeed(options: LiveFeedOptions) {
  const { client, storage } = options;
  const retry = options.retry ?? { firstMs: 500, maxMs: 30_000 };
  const listeners = new Set<RecordChangeListener>();
  const openListeners = new Set<StreamOpenListener>();
  let subscription: { unsubscribe(): void } | null = null;
  /** The stream is answered and the server listening (a listener that comes now missed nothing since its read). */
  let open = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let delay = retry.firstMs;
  const idleCloseMs = options.idleCloseMs ?? 5000;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;

  function later(failed: boolean) {
    clearTimeout(timer);
    timer = undefined;
    if (listeners.size === 0) return;
    timer = setTimeout(connect, failed ? delay : retry.firstMs);
    if (failed) delay = Math.min(delay * 2, retry.maxMs);
  }

  function connect() {
    timer = undefined;
    if (listeners.size === 0 || subscription) return;
    if (!readTokens(storage).accessToken) {
      later(true);
      return;
    }
    let failed = false;
    const ended = () => {
      subscription = null;
      open = false;
      later(failed);
    };
    const opened = () => {
      open = true;
      const context = { userId: signedInUserId(storage) };
      for (const listener of [...openListeners]) listener(context);
    };
    subscription = client
      .subscribe({
        query: RecordChangedDocument,
        fetchPolicy: 'no-cache',
        // A dropped stream is retried quietly (logged, never a toast); `Forbidden` still ends the session.
        context: { [ERRORS_SHOWN_BY_CALLER]: true, onStreamOpen: opened },
      })
      .subscribe({
        next(result) {
          // Refusals (a limit, a revoked session) arrive as results; the error link already acted on `Forbidden`.
          if (result.error || !result.data) {
            failed = true;
            return;
          }
          delay = retry.firstMs;
          const change = result.data.recordChanged;
          const byMe = change.by !== null && change.by.id === signedInUserId(storage);
          for (const listener of [...listeners]) listener(change, { byMe });
        },
        error() {
          failed = true;
          ended();
        },
        complete: ended,
      });
  }

  return {
    /**
     * Calls `listener` for every change the person may read, and `onOpen` each time the stream opens after this call
     * (a stream already open when it is called missed nothing the caller read since); the returned function stops both.
     */
    subscribe(listener: RecordChangeListener, onOpen?: StreamOpenListener): () => void {
      listeners.add(listener);
      if (onOpen) openListeners.add(onOpen);
      clearTimeout(idleTimer);
      idleTimer = undefined;
      // A screen that starts listening (after signing in, say) does not wait out a backoff meant for a dead stream.
      if (!subscription) {
        clearTimeout(timer);
        connect();
      }
      return () => {
        listeners.delete(listener);
        if (onOpen) openListeners.delete(onOpen);
        if (listeners.size > 0) return;
        clearTimeout(idleTimer);
        idleTimer = setTimeout(() => {
          idleTimer = undefined;
          if (listeners.size > 0) return;
          clearTimeout(timer);
          timer = undefined;
          subscription?.unsubscribe();
          subscription = null;
          open = false;
        }, idleCloseMs);
      };
    },
    /** Whether a stream is open or being opened (for tests and diagnostics). */
    get connected() {
      return subscription !== null;
    },
    /** Whether the server has answered the stream and listens (for tests and diagnostics). */
    get open() {
      return open;
    },
  };
}

export type LiveFeed = ReturnType<typeof createLiveFeed>;
