/**
 * The messages between the page and the search worker (client/platform/searchWorker.ts, issue 42): the
 * page sends one bot seat's view (never the state: the worker learns nothing that seat may not see) and
 * the level's budget; the worker answers with the action its search chose, or why it could not.
 */
import type { BotLevel } from '../../shared/platform/botLevels.js';

export interface SearchRequest {
  /** Matches the answer to its request (a late answer to an abandoned request is dropped). */
  id: number;
  /** The game's id (shared/platform/gameCatalog.ts). */
  game: string;
  /** What the bot's seat may see, as its module's viewFor gives it. */
  view: unknown;
  seat: number;
  /** The number of seats at the table. */
  seats: number;
  level: BotLevel;
  /** Seeds the search (a 32-bit whole number). */
  seed: number;
}

export type SearchAnswer =
  { id: number; ok: true; action: unknown; iterations: number; ms: number } | { id: number; ok: false; message: string };
