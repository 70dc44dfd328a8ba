/** The retention settings read from the environment (issue 38, 6): defaults, values, a clear error. */
import { describe, expect, it } from 'vitest';
import { ConfigError, configFromEnv, DEFAULT_CONFIG } from './config.js';

describe('retention settings from the environment', () => {
  it('defaults: 3 tables at once then 10 a minute per address, 30 days, 300 ms for bots-only tables', () => {
    const cfg = configFromEnv({});
    expect(cfg.createLimit).toEqual({ burst: 3, perSecond: 10 / 60 });
    expect(cfg.retentionDays).toBe(30);
    expect(cfg.botsOnlyMinDelayMs).toBe(300);
    expect(cfg.pruneEveryMs).toBe(3_600_000);
    expect(DEFAULT_CONFIG.createLimit).toEqual(cfg.createLimit);
  });

  it('TABLES_PER_MINUTE, TABLES_BURST, RETENTION_DAYS (0 = forever) and BOTS_ONLY_MIN_DELAY_MS set them', () => {
    const cfg = configFromEnv({ TABLES_PER_MINUTE: '30', TABLES_BURST: '5', RETENTION_DAYS: '0', BOTS_ONLY_MIN_DELAY_MS: '0' });
    expect(cfg.createLimit).toEqual({ burst: 5, perSecond: 0.5 });
    expect(cfg.retentionDays).toBe(0);
    expect(cfg.botsOnlyMinDelayMs).toBe(0);
    // Unset, a base given in code stays (the test servers raise the limit).
    expect(configFromEnv({}, { createLimit: { burst: 1000, perSecond: 1000 } }).createLimit).toEqual({ burst: 1000, perSecond: 1000 });
    expect(configFromEnv({ TABLES_BURST: '2' }, { createLimit: { burst: 1000, perSecond: 1000 } }).createLimit).toEqual({
      burst: 2,
      perSecond: 1000,
    });
  });

  it('refuses a creation limit that is not a number above 0, saying which setting', () => {
    for (const [name, value] of [
      ['TABLES_PER_MINUTE', '0'],
      ['TABLES_PER_MINUTE', 'ten'],
      ['TABLES_BURST', '-1'],
    ] as const) {
      expect(() => configFromEnv({ [name]: value })).toThrow(ConfigError);
      expect(() => configFromEnv({ [name]: value })).toThrow(`${name}="${value}" must be a number above 0`);
    }
  });
});
