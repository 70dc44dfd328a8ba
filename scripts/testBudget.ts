/**
 * Reads Vitest's JSON report (artifacts/test-results.json), prints the slowest test files with their
 * seconds, and fails (exit 1) when any single file took longer than the budget: a budget, not a timed
 * assertion, so the next person sees which file to make faster. `.ci/run` calls it after the tests.
 *
 *   tsx scripts/testBudget.ts [report.json] [--top 10] [--budget 120]
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface FileTiming {
  file: string;
  seconds: number;
  tests: number;
}

interface JsonReport {
  testResults: { name: string; startTime: number; endTime: number; assertionResults: unknown[] }[];
}

/** One row per test file, slowest first: wall seconds from its first test's start to its end. */
export function fileTimings(report: JsonReport, root: string): FileTiming[] {
  return report.testResults
    .map((r) => ({ file: path.relative(root, r.name), seconds: (r.endTime - r.startTime) / 1000, tests: r.assertionResults.length }))
    .sort((a, b) => b.seconds - a.seconds);
}

/** The files over the budget (seconds). */
export function overBudget(timings: readonly FileTiming[], budgetSeconds: number): FileTiming[] {
  return timings.filter((t) => t.seconds > budgetSeconds);
}

export function formatTimings(timings: readonly FileTiming[], top: number): string {
  const rows = timings.slice(0, top).map((t) => `${t.seconds.toFixed(1).padStart(7)} s  ${t.file} (${t.tests} tests)`);
  return [`The ${Math.min(top, timings.length)} slowest test files of ${timings.length}:`, ...rows].join('\n');
}

function main(argv: string[]): number {
  let file = 'artifacts/test-results.json';
  let top = 10;
  let budget = 120;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--top') top = Number(argv[++i]);
    else if (a === '--budget') budget = Number(argv[++i]);
    else file = a;
  }
  if (!Number.isFinite(top) || !Number.isFinite(budget)) {
    console.error('usage: testBudget.ts [report.json] [--top N] [--budget SECONDS]');
    return 2;
  }
  let report: JsonReport;
  try {
    report = JSON.parse(readFileSync(file, 'utf8')) as JsonReport;
  } catch (e) {
    console.error(`Cannot read the test report ${file}: ${(e as Error).message}`);
    return 1;
  }
  const timings = fileTimings(report, process.cwd());
  console.log(formatTimings(timings, top));
  const over = overBudget(timings, budget);
  for (const t of over) console.error(`Over the ${budget} s budget for one test file: ${t.file} took ${t.seconds.toFixed(1)} s`);
  return over.length > 0 ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(main(process.argv.slice(2)));
