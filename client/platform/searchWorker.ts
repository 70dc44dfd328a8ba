/**
 * The search bot in a Web Worker (issue 42): practice at Normal and Hard searches here, never on the
 * page's render thread. Started by client/platform/searchBotClient.ts as a Vite module worker; it gets
 * one bot seat's view per request and answers with the chosen action (shared/platform/search/levelSearch.ts, as the server's worker threads do).
 */
import { runSearchJob } from '../../shared/platform/search/levelSearch.js';
import type { SearchRequest } from './searchRequest.js';

/** How many searches this worker answered (read by the e2e test through Playwright's worker handle). */
let answered = 0;

self.onmessage = (e: MessageEvent<SearchRequest>) => {
  const answer = runSearchJob(e.data, () => performance.now());
  if (answer.ok) answered++;
  (self as unknown as { searchesAnswered: number }).searchesAnswered = answered;
  self.postMessage(answer);
};
