/**
 * The messages between the page and the search worker (client/platform/searchWorker.ts, issue 42): the
 * page sends one bot seat's view (never the state: the worker learns nothing that seat may not see),
 * its level and budget; the worker answers with the action its search chose, or why it could not.
 */
import type { BotThinkRequest } from '../../shared/host/botThinker.js';

/** What the host loop asks a thinker: one seat's view, its level and budget, a seed. */
export type SearchAsk = BotThinkRequest;

export interface SearchRequest extends SearchAsk {
  /** Matches the answer to its request (a late answer to an abandoned request is dropped). */
  id: number;
}

export type { SearchAnswer } from '../../shared/platform/search/levelSearch.js';
