/**
 * A worker thread of the search pool (searchPool.ts): answers each job (a bot seat's view, never the
 * state) with the search bot's move, one at a time, timed on this thread's own clock.
 *
 * The thread runs at the lowest CPU priority (nice 19; Linux lets a thread raise its own nice value):
 * on a busy machine the tables' event loop, and everything else, gets a core before a search does. A
 * search short of CPU misses its deadline and its table plays the heuristic move; a table never waits.
 */
import { readlinkSync } from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { parentPort } from 'node:worker_threads';
import { runSearchJob, type SearchJob } from '../../shared/platform/search/levelSearch.js';

/** This thread's own id (Linux: /proc/thread-self is /proc/<pid>/task/<tid>), or null elsewhere. */
function threadId(): number | null {
  try {
    const tid = Number(/task\/(\d+)$/.exec(readlinkSync('/proc/thread-self'))?.[1]);
    return Number.isInteger(tid) && tid > 0 ? tid : null;
  } catch {
    return null;
  }
}

const tid = threadId();
if (tid !== null) {
  try {
    os.setPriority(tid, os.constants.priority.PRIORITY_LOW); // 19: this thread only
  } catch {
    // not permitted here: the search runs at normal priority
  }
}

const port = parentPort;
if (!port) throw new Error('searchWorker.ts runs as a worker thread (searchPool.ts)');
port.on('message', (job: SearchJob) => {
  port.postMessage(runSearchJob(job, () => performance.now()));
});
// Loaded (the games and the search, through tsx: a second or more on a busy machine): the pool's hang watch starts now.
port.postMessage({ ready: true });
