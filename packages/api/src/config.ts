import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { jwtSecretProblem, StartupRefusal } from './productionChecks';
import { FEED_FILE_LIMITS } from '@deals/domain/rules';

export interface ImageKitKeys {
  publicKey: string;
  privateKey: string;
  urlEndpoint: string;
}

export interface ApiConfig {
  port: number;
  /** The interface to listen on: loopback unless `HOST` says otherwise (e.g. 0.0.0.0 in a container). */
  host: string;
  /** `NODE_ENV=development`: introspection and "Did you mean" suggestions answer only then. */
  development: boolean;
  /** `NODE_ENV=production`: nothing is seeded, the demo accounts' passwords are refused, the secrets are checked. */
  production: boolean;
  /** Behind a reverse proxy (`TRUST_PROXY=true`): the client address is X-Forwarded-For's first hop. */
  trustProxy: boolean;
  /** Where PGlite, uploaded media and the generated dev keys live; undefined keeps everything in memory (tests). */
  dataDir: string | undefined;
  databaseUrl: string | undefined;
  /** The address clients reach this API at; media URLs are built on it. */
  publicUrl: string;
  corsOrigins: string[];
  jwtSecret: Uint8Array;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Keys of the offline, ImageKit-compatible media adapter; replaced by real ones when IMAGEKIT_* are set. */
  mediaKeys: ImageKitKeys;
  useRealImageKit: boolean;
  runScheduler: boolean;
  /** Whether this replica works job runs ("Run now" and due slots); RUN_SCHEDULER only decides who ticks. */
  runJobs: boolean;
  // Jobs and production mode (issue 16).
  /** A run whose replica stopped renewing it for this long is marked failed. */
  jobLeaseSeconds: number;
  /** How often an idle replica asks the job queue for a run. */
  jobPollSeconds: number;
  /** The built app (`packages/admin-app/dist`) this API serves from its own origin, when set. */
  appDir: string | undefined;
  /** How often an idle live stream re-checks its session and token (a revoked session's stream ends by then). */
  liveHeartbeatSeconds: number;
  /** Open `recordChanged` streams allowed per person (all their tabs and logins) and per process. */
  liveStreams: { perPerson: number; perProcess: number };
  /** How long an import rests after each batch, as a share of the batch's time, so colleagues' requests get in. */
  feedRestShare: number;
  /** The most catalogue rows an import's apply or undo writes per second; absent: as fast as the database takes them. */
  feedWriteRowsPerSecond?: number;
  /** The largest feed file and the most rows it may hold. */
  feedLimits: { bytes: number; rows: number };
}

interface DevSecrets {
  jwtSecret: string;
  imagekitPrivateKey: string;
}

/** Secrets for development are generated once and kept in the data directory, never committed. */
async function loadDevSecrets(dataDir: string | undefined): Promise<DevSecrets> {
  const fresh = (): DevSecrets => ({
    jwtSecret: randomBytes(32).toString('hex'),
    imagekitPrivateKey: `private_dev_${randomBytes(16).toString('hex')}`,
  });
  if (!dataDir) return fresh();
  const file = join(dataDir, 'dev-secrets.json');
  try {
    return JSON.parse(await readFile(file, 'utf8')) as DevSecrets;
  } catch {
    const secrets = fresh();
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
    return secrets;
  }
}

/**
 * A feed limit a deployment lowers by environment. Past the shared limit it is refused (the import wizard refuses a
 * larger file before sending it, so a higher limit would never be reached), and so is anything not a whole number: a
 * NaN limit would let every file through.
 */
function feedLimitFromEnv(env: NodeJS.ProcessEnv, name: string, ceiling: number): number {
  const text = env[name]?.trim();
  if (!text) return ceiling;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1 || value > ceiling) {
    throw new StartupRefusal(`${name} must be a whole number from 1 to ${ceiling} (it is "${text}").`);
  }
  return value;
}

/** FEED_WRITE_ROWS_PER_SECOND: unset or empty is no limit; anything but a whole number of at least 1 stops the start. */
function writeRateFromEnv(env: NodeJS.ProcessEnv): number | undefined {
  const text = env.FEED_WRITE_ROWS_PER_SECOND?.trim();
  if (!text) return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) {
    throw new StartupRefusal(`FEED_WRITE_ROWS_PER_SECOND must be a whole number of at least 1 (it is "${text}").`);
  }
  return value;
}

export async function loadConfig(env: NodeJS.ProcessEnv = process.env): Promise<ApiConfig> {
  const port = Number(env.PORT ?? 4000);
  const inMemory = env.API_DATA_DIR === ':memory:';
  const dataDir = inMemory ? undefined : resolve(env.API_DATA_DIR ?? '.data');
  const secrets = await loadDevSecrets(dataDir);
  const useRealImageKit = Boolean(env.IMAGEKIT_PRIVATE_KEY && env.IMAGEKIT_PUBLIC_KEY && env.IMAGEKIT_URL_ENDPOINT);
  const publicUrl = (env.API_PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  const jwtSecret = env.JWT_SECRET ?? secrets.jwtSecret;
  const production = env.NODE_ENV === 'production';
  const secretProblem = production ? jwtSecretProblem(env.JWT_SECRET, secrets.jwtSecret) : null;
  if (secretProblem) throw new StartupRefusal(secretProblem);
  return {
    port,
    host: env.HOST || '127.0.0.1',
    development: env.NODE_ENV === 'development',
    production,
    trustProxy: env.TRUST_PROXY === 'true',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl,
    corsOrigins: (env.CORS_ORIGINS ?? 'http://localhost:5173,http://localhost:4173,http://localhost:6006')
      .split(',')
      .map((origin) => origin.trim())
      // `null` is the origin of sandboxed frames and data: pages, which anyone can make: never a trusted reader.
      .filter((origin) => origin && origin !== 'null'),
    jwtSecret: new TextEncoder().encode(jwtSecret),
    accessTokenTtlSeconds: Number(env.ACCESS_TOKEN_TTL_SECONDS ?? 15 * 60),
    refreshTokenTtlSeconds: Number(env.REFRESH_TOKEN_TTL_SECONDS ?? 7 * 24 * 60 * 60),
    mediaKeys: useRealImageKit
      ? {
          publicKey: env.IMAGEKIT_PUBLIC_KEY!,
          privateKey: env.IMAGEKIT_PRIVATE_KEY!,
          urlEndpoint: env.IMAGEKIT_URL_ENDPOINT!.replace(/\/$/, ''),
        }
      : {
          publicKey: env.MEDIA_PUBLIC_KEY ?? 'public_dev_deals_backoffice',
          privateKey: secrets.imagekitPrivateKey,
          urlEndpoint: `${publicUrl}/media`,
        },
    useRealImageKit,
    runScheduler: env.RUN_SCHEDULER !== 'false',
    runJobs: env.RUN_JOBS !== 'false',
    // Jobs and production mode (issue 16).
    jobLeaseSeconds: Number(env.JOB_LEASE_SECONDS ?? 60),
    jobPollSeconds: Number(env.JOB_POLL_SECONDS ?? 2),
    appDir: env.APP_DIR ? resolve(env.APP_DIR) : undefined,
    liveHeartbeatSeconds: Number(env.LIVE_HEARTBEAT_SECONDS ?? 30),
    liveStreams: {
      perPerson: Number(env.LIVE_STREAMS_PER_PERSON ?? 10),
      perProcess: Number(env.LIVE_STREAMS_PER_PROCESS ?? 2000),
    },
    feedRestShare: Number(env.FEED_REST_SHARE ?? 0.25),
    feedWriteRowsPerSecond: writeRateFromEnv(env),
    feedLimits: {
      bytes: feedLimitFromEnv(env, 'FEED_MAX_BYTES', FEED_FILE_LIMITS.bytes),
      rows: feedLimitFromEnv(env, 'FEED_MAX_ROWS', FEED_FILE_LIMITS.rows),
    },
  };
}
