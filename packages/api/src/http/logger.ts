import pino from 'pino';

/**
 * One JSON line per event on stdout (what log collectors expect); `LOG_LEVEL` tunes it. Tests and local runs may
 * pass `silent` or another level through the same variable.
 */
export function createLogger(env: NodeJS.ProcessEnv = process.env) {
  return pino({
    level: env.LOG_LEVEL ?? 'info',
    base: { service: 'deals-api', pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
  });
}

export type Logger = ReturnType<typeof createLogger>;
