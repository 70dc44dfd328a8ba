/**
 * The history API (issue 10), read from the GameStore: GET /api/games?limit=&before= lists finished
 * games newest first; GET /api/games/:id gives one finished game in full (config with its seed, the
 * action log, the result). A game still being played is never replayed early (404 naming its table),
 * nor a delayed table's game before endedAt + its broadcast delay (issue 12: it is not even listed).
 * GET /api/games/:id/summary: that game's summary, or null while it has no replay (an invite link's
 * page asks it to offer the replay of a game that ended).
 */
import express from 'express';
import {
  checkGamesQuery,
  GAME_ID_PATTERN,
  type GameReplay,
  type ReplayEntry,
  type GameSummaryAnswer,
  type GamesPage,
} from '../../shared/protocol/gamesApi.js';
import type { NoReplayAnswer, NoReplayReason } from '../../shared/protocol/gameRelease.js';
import type { FinishedGame, GameStore } from '../store/gameStore.js';

export const NO_STORE_MESSAGE = 'Game history is not available: this server runs without a game store (database).';

const BAD_ID_MESSAGE = 'A game id is 1-64 letters, digits, "-" or "_".';

export function stillPlayingMessage(id: string): string {
  return `This game is still being played: watch it at /table/${id}; its replay opens when it ends.`;
}

export function gamesRouter(store: GameStore | null, now: () => number): express.Router {
  const router = express.Router();
  router.use((_req, res, next) => {
    if (!store) {
      res.status(503).json({ error: NO_STORE_MESSAGE });
      return;
    }
    next();
  });
  router.get('/', async (req, res) => {
    const q = checkGamesQuery(req.query as Record<string, unknown>);
    if (!q.ok) {
      res.status(400).json({ error: q.message });
      return;
    }
    try {
      const games = await store!.finishedGames({ ...q.value, now: now() });
      const page: GamesPage = { games };
      const last = games[games.length - 1];
      if (last && games.length === q.value.limit) {
        page.next = last.endedAt;
        page.nextId = last.id;
      }
      res.setHeader('Cache-Control', 'no-cache');
      res.json(page);
    } catch (e) {
      console.error('GET /api/games failed:', e instanceof Error ? e.message : e);
      res.status(500).json({ error: 'could not read the game history' });
    }
  });
  /** A route of one game: its id checked (400), what may be shown of it read once (releasedGame), a failure logged (500). */
  const perGame = (path: '/:id' | '/:id/summary', answer: (res: express.Response, id: string, found: Released) => void) =>
    router.get(path, async (req, res) => {
      const id = req.params.id;
      if (!GAME_ID_PATTERN.test(id)) {
        res.status(400).json({ error: BAD_ID_MESSAGE });
        return;
      }
      try {
        answer(res, id, await releasedGame(store!, id, now()));
      } catch (e) {
        console.error(`GET /api/games${path.replace(':id', id)} failed:`, e instanceof Error ? e.message : e);
        res.status(500).json({ error: 'could not read this game' });
      }
    });
  perGame('/:id/summary', (res, _id, { game }) => {
    // Asked by an invite link's page: 200 either way (a 404 would be an error in the visitor's console).
    const body: GameSummaryAnswer = { summary: game?.summary ?? null };
    res.setHeader('Cache-Control', game ? 'public, max-age=3600, immutable' : 'no-cache');
    res.json(body);
  });
  perGame('/:id', (res, id, { game, why, reason }) => {
    if (!game) {
      const body: NoReplayAnswer = { error: why, reason };
      res.status(404).json(body);
      return;
    }
    const body: GameReplay = {
      id,
      game: game.summary.game,
      summary: game.summary,
      // The game's own config, actions and result, as stored (its module reads them).
      config: game.config as GameReplay['config'],
      log: game.log.map(({ seat, action, at }) => ({ seat, action: action as ReplayEntry['action'], at })),
      result: game.result as GameReplay['result'],
    };
    // A finished game never changes.
    res.setHeader('Cache-Control', 'public, max-age=3600, immutable');
    res.json(body);
  });
  return router;
}

/**
 * A finished game whose replay may be shown now, or why not. As the table's broadcast shows it now: a
 * delayed game that ended but is still being shown gets the same answer as one being played, after
 * the same single read (nothing tells the end early); its replay (every hand!) opens only once its
 * delayed viewers have seen the end.
 */
type Released = { game: FinishedGame; why?: never; reason?: never } | { game: null; why: string; reason: NoReplayReason };

async function releasedGame(store: GameStore, id: string, now: number): Promise<Released> {
  const status = await store.tableStatus(id, now);
  if (status === 'lobby' || status === 'playing') return { game: null, why: stillPlayingMessage(id), reason: 'playing' };
  const game = status === 'ended' ? await store.finishedGame(id) : null;
  if (!game) {
    const why = status ? 'its table closed before the game ended, so there is no replay' : 'there is no game with this id';
    return { game: null, why: `No replay for ${id}: ${why}.`, reason: status ? 'closed' : 'unknown' };
  }
  if (now < game.releasedAt) return { game: null, why: stillPlayingMessage(id), reason: 'playing' };
  return { game };
}
