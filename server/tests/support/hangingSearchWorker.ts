/** A search worker that loads, takes its jobs and never answers (searchBots.test.ts: the pool replaces it). */
import { parentPort } from 'node:worker_threads';

parentPort?.on('message', () => {});
parentPort?.postMessage({ ready: true });
