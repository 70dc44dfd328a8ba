/**
 * A worker thread of the search pool (searchPool.ts): answers each job (a bot seat's view, never the
 * state) with the search bot's move, one at a time, timed on this thread's own clock.
 */
import { parentPort } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import { runSearchJob, type SearchJob } from './searchJob.js';

const port = parentPort;
if (!port) throw new Error('searchWorker.ts runs as a worker thread (searchPool.ts)');
port.on('message', (job: SearchJob) => {
  port.postMessage(runSearchJob(job, () => performance.now()));
});
