/** Where the e2e harness finds the project and puts its artifacts. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const DIST = path.join(ROOT, 'dist');
/** Screenshots and logs of the browser tests (git-ignored: artifacts/). */
export const ARTIFACTS = path.join(ROOT, 'artifacts', 'e2e');
