/**
 * The order test files start in: Vitest's own (files that failed last time first, then the longest),
 * except that the longest browser files go last. They then run once the unit and integration files
 * are done, on a quieter machine: a whole newcomer's game (`e2e/ux`) took 55 s alone and 90-137 s
 * beside the integration files on these 2-core machines, against a budget of 120 s per file
 * (docs/BENCHMARKS.md, "Test suite").
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** In the order they should end the run: the last one last. */
export const BROWSER_TAIL = ['e2e/overlayLinks.test.ts', 'e2e/ux.test.ts'];

export function tailRank(moduleId: string): number {
  return BROWSER_TAIL.findIndex((p) => moduleId.replaceAll('\\', '/').endsWith(`/${p}`));
}

export class BrowserTailSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const tail = sorted.filter((f) => tailRank(f.moduleId) >= 0).sort((a, b) => tailRank(a.moduleId) - tailRank(b.moduleId));
    return [...sorted.filter((f) => tailRank(f.moduleId) < 0), ...tail];
  }
}
