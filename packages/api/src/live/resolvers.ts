import { roleCan } from '@deals/domain/access';
import { GraphQLError } from 'graphql';
import { Repeater } from 'graphql-yoga';
import type { RequestContext } from '../context';
import { permissionDenied } from '../graphql/errors';
import type { Resolvers } from '../graphql/resolvers.generated';
import { RECORD_TYPES, recordTypeInfo, type RecordType } from '../history/recordTypes';
import { CAPACITY_RETRY_SECONDS, TooManySubscriptions, type RecordChangeEvent } from './changeFeed';

/** Events closer together than this share one session check (a bulk change of 500 products is one check). */
const SESSION_RECHECK_MS = 1_000;

/**
 * What a stream yields: a change, or why it ends, resolved to an error as its last event (an error thrown by the
 * iterator itself would cut the SSE stream instead of telling the client why).
 */
type Yielded<Event = RecordChangeEvent> =
  | Event
  | { ended: 'session'; refusal: GraphQLError }
  | { ended: 'failed' }
  | { ended: 'refused'; refusal: TooManySubscriptions };

/** Each refusal says what happened, with a code the client can tell apart. */
function refused({ reason, limit }: TooManySubscriptions): GraphQLError {
  if (reason === 'person') {
    return new GraphQLError(
      `You already have ${limit} live streams open (tabs or devices); close one to get live updates here.`,
      { extensions: { code: 'TOO_MANY_SUBSCRIPTIONS', limit } },
    );
  }
  return new GraphQLError(
    `This server is at its live-update capacity; retrying in ${CAPACITY_RETRY_SECONDS} seconds.`,
    { extensions: { code: 'LIVE_CAPACITY_REACHED', retryAfterSeconds: CAPACITY_RETRY_SECONDS } },
  );
}

async function readableTypes(ctx: RequestContext, asked: readonly RecordType[] | null | undefined) {
  const { role } = await ctx.currentUser();
  const may = (type: RecordType) => roleCan(role, 'read', recordTypeInfo(type).resource);
  if (asked?.length) {
    if (!asked.every(may)) throw permissionDenied();
    return new Set(asked);
  }
  return new Set(RECORD_TYPES.filter(may));
}

/**
 * The stream of one subscriber: the events of `source` it `wants`, the session re-checked on events and on a
 * heartbeat. It completes when the access token expires (the client subscribes again with a fresh one) and ends
 * with `Forbidden` once the session is revoked. Every stream counts against the person's and the process's limits.
 */
export function sessionStream<Event>(
  ctx: RequestContext,
  source: () => AsyncIterableIterator<Event>,
  wants: (event: Event) => boolean,
) {
  let release: () => void = () => undefined;
  // Listening starts here, before the response is sent, not when the stream is first read: once the client sees the
  // stream open, every change committed after that reaches it (the client reads its records again on open, which
  // covers what came before). Repeaters start on their first `next()`, so that call is made now; what arrives before
  // the stream is read waits in the source's queue.
  const changes = source();
  const firstChange = changes.next();
  let started = false;
  // A request closed before its stream was ever read never runs the executor below: the source stops here.
  const abandon = () => {
    if (!started) void changes.return?.();
  };
  if (ctx.closed.aborted) abandon();
  else ctx.closed.addEventListener('abort', abandon, { once: true });
  return new Repeater<Yielded<Event>>(async (push, stop) => {
    started = true;
    ctx.closed.removeEventListener('abort', abandon);
    const fail = async (error: unknown) => {
      console.error('recordChanged stream failed', error);
      await push({ ended: 'failed' });
      stop();
    };
    let userId: string;
    try {
      userId = (await ctx.currentUser()).id;
      // Counted per person, not per login: signing in again (or on another device) must not widen the share.
      release = ctx.changes.acquire(userId, () => stop());
    } catch (error) {
      await changes.return?.();
      if (!(error instanceof TooManySubscriptions)) throw error;
      await push({ ended: 'refused', refusal: error });
      stop();
      return;
    }
    // A closed tab or a reload ends its stream at once, not at the next heartbeat's failed write: until then the
    // stream would hold one of the session's slots, and ten reloads in a heartbeat would refuse the eleventh.
    const onClosed = () => stop();
    if (ctx.closed.aborted) stop();
    else ctx.closed.addEventListener('abort', onClosed, { once: true });
    let checkedAt = Date.now();
    let checking: Promise<GraphQLError | null> | null = null;
    /** `now`: someone's sessions just ended, so the check is not put off by the one made a moment ago. */
    const stillValid = async (now = false): Promise<boolean> => {
      if ((ctx.accessExpiresAt ?? 0) * 1000 <= Date.now()) {
        stop();
        return false;
      }
      if (!now && Date.now() - checkedAt < SESSION_RECHECK_MS) return true;
      checking ??= ctx.sessionRefusal().finally(() => {
        checkedAt = Date.now();
        checking = null;
      });
      const refusal = await checking;
      if (!refusal) return true;
      await push({ ended: 'session', refusal });
      stop();
      return false;
    };
    const heartbeat = setInterval(() => void stillValid().catch(fail), ctx.config.liveHeartbeatSeconds * 1000);
    // Complete when the token expires, not at the next heartbeat: the client subscribes again with a fresh one.
    const untilExpiry = Math.max(0, (ctx.accessExpiresAt ?? 0) * 1000 - Date.now());
    const expiry = setTimeout(() => stop(), Math.min(untilExpiry, 2 ** 31 - 1));
    void (async () => {
      for (let step = await firstChange; !step.done; step = await changes.next()) {
        const change = step.value;
        if (!wants(change)) continue;
        if (!(await stillValid())) break;
        await push(change);
      }
    })().catch(fail);
    // A password change, sign-out or role change elsewhere ends this stream at once, with its reason: the other
    // device reaches the sign-in page then, not at the next heartbeat.
    const sessionsEnded = ctx.changes.sessionsEnded();
    void (async () => {
      for await (const endedFor of sessionsEnded) {
        if (endedFor === userId && !(await stillValid(true))) break;
      }
    })().catch(fail);
    await stop;
    ctx.closed.removeEventListener('abort', onClosed);
    clearInterval(heartbeat);
    clearTimeout(expiry);
    await changes.return?.();
    await sessionsEnded.return?.();
    release();
  });
}

/** A stream's event as it is sent, or the error that ends it. */
export function streamed<Event extends object>(payload: Yielded<Event>): Event {
  if (!('ended' in payload)) return payload;
  if (payload.ended === 'session') throw payload.refusal;
  if (payload.ended === 'refused') throw refused(payload.refusal);
  throw new GraphQLError('Live updates stopped; subscribe again.', { extensions: { code: 'UNAVAILABLE' } });
}

export function liveResolvers(): Resolvers {
  return {
    Subscription: {
      recordChanged: {
        subscribe: async (_, { types }, ctx) => {
          const readable = await readableTypes(ctx, types);
          return sessionStream(ctx, ctx.changes.changes, (change) => readable.has(change.recordType));
        },
        resolve: (payload: Yielded) => streamed(payload),
      },
    },
  };
}
