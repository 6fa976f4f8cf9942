import type { ApiConfig } from './config';
import type { Database } from './db/database';
import type { UserRow } from './domains/users/repository';
import type { Loaders } from './graphql/loaders';
import type { FeedService } from './feeds/feedService';
import type { ChangeFeed } from './live/changeFeed';
import type { JobService } from './jobs/service';
import type { MediaService } from './media/service';

export interface Services {
  db: Database;
  config: ApiConfig;
  media: MediaService;
  jobs: JobService;
  /** Committed record changes, for the `recordChanged` subscription. */
  changes: ChangeFeed;
  /** Feed imports: phases queued as jobs, worked in batches, resumed after a dead worker. */
  feeds: FeedService;
}

export interface RequestContext extends Services {
  /** The bearer token of the request: an access token, or the refresh token for `refreshTokens`. */
  bearer: string | null;
  /** The login (refresh-token family) the access token belongs to. */
  sessionFamily: string | null;
  /** The caller's address (the socket's, or X-Forwarded-For's first hop when TRUST_PROXY is set). */
  clientAddress: string;
  /** The signed-in, active user; throws `Forbidden` otherwise. Resolved once per request. */
  currentUser(): Promise<UserRow>;
  /** Whether the session still counts, asked again (not the per-request answer): a live stream re-checks it. */
  sessionStillValid(): Promise<boolean>;
  /** When the access token expires (seconds since the epoch); null without one. */
  accessExpiresAt: number | null;
  /** Aborts when the client goes away (its connection closes): a live stream ends and frees its slot then. */
  closed: AbortSignal;
  loaders: Loaders;
}
