import { FEED_FILE_LIMITS } from '@deals/domain/rules';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { StartupRefusal } from '../productionChecks';
import { restAfterBatch } from './feedService';

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

describe('the write rate a deployment may set for imports (FEED_WRITE_ROWS_PER_SECOND)', () => {
  const rateFrom = async (env: Record<string, string>) =>
    (await loadConfig({ API_DATA_DIR: ':memory:', ...env })).feedWriteRowsPerSecond;

  it('is no limit unless set, and a whole number when set', async () => {
    expect(await rateFrom({})).toBeUndefined();
    expect(await rateFrom({ FEED_WRITE_ROWS_PER_SECOND: ' ' })).toBeUndefined();
    expect(await rateFrom({ FEED_WRITE_ROWS_PER_SECOND: '200' })).toBe(200);
    for (const value of ['fast', '0', '-5', '2.5']) {
      const refusal = rateFrom({ FEED_WRITE_ROWS_PER_SECOND: value });
      await expect(refusal, value).rejects.toBeInstanceOf(StartupRefusal);
      await expect(refusal).rejects.toThrow('FEED_WRITE_ROWS_PER_SECOND must be a whole number of at least 1');
    }
  });

  it('makes a batch that wrote rows rest long enough to keep the rate; other rests stay a share of the batch', () => {
    const limited = { restShare: 0.25, writeRowsPerSecond: 200 };
    // 250 rows at 200 rows/s take 1,250 ms: a 300 ms batch rests the other 950 ms.
    expect(restAfterBatch(300, 250, limited)).toBe(950);
    // A batch slower than the rate rests only its share.
    expect(restAfterBatch(2000, 250, limited)).toBe(500);
    // A dry run's batch writes nothing to the catalogue: the rate does not slow it.
    expect(restAfterBatch(300, 0, limited)).toBe(75);
    expect(restAfterBatch(300, 250, { restShare: 0.25 })).toBe(75);
    expect(restAfterBatch(1, 0, { restShare: 0.25 })).toBe(5);
  });
});
