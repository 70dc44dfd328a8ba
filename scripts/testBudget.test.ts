import { describe, expect, it } from 'vitest';
import { fileTimings, formatTimings, overBudget } from './testBudget.js';

const report = {
  testResults: [
    { name: '/ci/e2e/a.test.ts', startTime: 1_000, endTime: 131_500, assertionResults: [{}, {}] },
    { name: '/ci/shared/b.test.ts', startTime: 0, endTime: 250, assertionResults: [{}] },
    { name: '/ci/server/c.test.ts', startTime: 5_000, endTime: 125_000, assertionResults: [{}] },
  ],
};

describe('the test files budget', () => {
  it('lists the files slowest first, in seconds, relative to the checkout', () => {
    const t = fileTimings(report, '/ci');
    expect(t.map((x) => [x.file, x.seconds, x.tests])).toEqual([
      ['e2e/a.test.ts', 130.5, 2],
      ['server/c.test.ts', 120, 1],
      ['shared/b.test.ts', 0.25, 1],
    ]);
    expect(formatTimings(t, 2).split('\n')).toEqual([
      'The 2 slowest test files of 3:',
      '  130.5 s  e2e/a.test.ts (2 tests)',
      '  120.0 s  server/c.test.ts (1 tests)',
    ]);
  });

  it('names every file over the budget, and none at it', () => {
    expect(overBudget(fileTimings(report, '/ci'), 120).map((t) => t.file)).toEqual(['e2e/a.test.ts']);
    expect(overBudget(fileTimings(report, '/ci'), 200)).toEqual([]);
  });
});
