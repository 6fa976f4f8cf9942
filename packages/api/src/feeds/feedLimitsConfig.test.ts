import { FEED_FILE_LIMITS } from '@deals/domain/rules';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { StartupRefusal } from '../productionChecks';

const limitsFrom = async (env: Record<string, string>) =>
  (await loadConfig({ API_DATA_DIR: ':memory:', ...env })).feedLimits;

describe('the feed limits a deployment sets by environment', () => {
  it('are the shared limits unless lowered', async () => {
    expect(await limitsFrom({})).toEqual({ bytes: FEED_FILE_LIMITS.bytes, rows: FEED_FILE_LIMITS.rows });
    expect(await limitsFrom({ FEED_MAX_BYTES: '4000000', FEED_MAX_ROWS: '5000' })).toEqual({
      bytes: 4_000_000,
      rows: 5000,
    });
  });

  it('refuse to start on a limit that is not a whole number, or above what the import wizard sends', async () => {
    // Number("4 MB") is NaN, and no file is larger than NaN: the limit would be gone.
    for (const [name, value] of [
      ['FEED_MAX_BYTES', '4 MB'],
      ['FEED_MAX_BYTES', '0'],
      ['FEED_MAX_BYTES', String(FEED_FILE_LIMITS.bytes + 1)],
      ['FEED_MAX_ROWS', '1e9'],
      ['FEED_MAX_ROWS', '-1'],
    ] as const) {
      const refusal = limitsFrom({ [name]: value });
      await expect(refusal, `${name}=${value}`).rejects.toBeInstanceOf(StartupRefusal);
      await expect(refusal).rejects.toThrow(`${name} must be a whole number from 1 to`);
    }
  });
});
