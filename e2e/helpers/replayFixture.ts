/**
 * What the replay's browser files share (replay.test.ts, replayPhone.test.ts): a finished game between
 * three bots (seed 51), twenty older short games and an unfinished one (seed 22), recorded with the
 * engine and stored through the GameStore API in a real SQLite file that a real server then serves.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { applyAction, createGame, replay, type GameEvent } from '../../shared/games/emberforge/index.js';
import { openStore } from '../../server/store/openStore.js';
import { recordBotGame, storeGame } from './botGameRecord.js';
import { useBrowserAndServer, type BrowserAndServer } from './browserAndServer.js';

export const t0 = Date.now() - 3_600_000;
// Seed 51, three heuristic bots: 244 actions, 3 overheats, 14 forgings, 3 commissions, Forge Mastery in round 16.
export const { game, final } = recordBotGame(51, { id: 'replay51', players: 3, t0 });
export const live = recordBotGame(22, { id: 'live22', players: 2, t0: t0 + 1000 });
// Twenty short games that ended earlier: the Games page shows 20 and loads the 21st on demand.
export const fillers = Array.from(
  { length: 20 },
  (_, i) => recordBotGame(100 + i, { id: `filler${i}`, players: 2, roundLimit: 2, t0: t0 - 10_000_000 + i * 100_000 }).game,
);
export const log = game.actions;
export const N = log.length;
export const stateAt = (p: number) => replay(game.start.config, log.slice(0, p));
/** eventsOf[p - 1]: the events of action p, from the engine. */
export const eventsOf: GameEvent[][] = [];
log.reduce((state, e) => {
  const r = applyAction(state, e.seat, e.action);
  if (!r.ok) throw new Error(r.error.message);
  eventsOf.push(r.events);
  return r.state;
}, createGame(game.start.config));
export const countEvents = (type: GameEvent['type']) => eventsOf.flat().filter((e) => e.type === type).length;

/** The real server on its own store of these games (one per file). */
export function useReplayServer(logName: string): BrowserAndServer & { dataDir: string } {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'emberforge-replay-e2e-'));
  const e2e = useBrowserAndServer({
    logName,
    entry: ['e2e/helpers/storedServer.ts'],
    env: { DATA_DIR: dataDir, GRACE_SECONDS: '3600', EMPTY_TABLE_SECONDS: '3600' },
    before: async () => {
      const store = await openStore({ dataDir });
      await storeGame(store, game);
      for (const g of fillers) await storeGame(store, g);
      // Stopped on the human seat's turn: should this server bring unfinished tables back on start, the
      // game waits for that player (grace and empty-table windows of an hour, below) and stays unfinished.
      let upTo = 25;
      while (replay(live.game.start.config, live.game.actions.slice(0, upTo)).activeSeat !== 0) upTo++;
      await storeGame(store, live.game, upTo);
      await store.close();
    },
    after: () => rmSync(dataDir, { recursive: true, force: true }),
  });
  return {
    get server() {
      return e2e.server;
    },
    get browser() {
      return e2e.browser;
    },
    dataDir,
  };
}

export async function selectView(page: Page, value: string): Promise<void> {
  await page.getByTestId('replay-view').selectOption(value);
}
