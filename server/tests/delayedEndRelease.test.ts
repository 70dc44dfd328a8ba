/**
 * A delayed game's replay and winner are never served before its delayed viewers see the end, even when
 * the final action's write is slow (an asynchronous store, as PostgreSQL is, stalling 1.5 s on it): the
 * game's endedAt is stamped before that write, the delayed line counts its delay from the send after
 * it, so the API releases the game a margin after endedAt + the delay (rowMapping.endShownAt).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameSummaryAnswer } from '../../shared/protocol/gamesApi.js';
import type { GameStore } from '../store/gameStore.js';
import { openStore } from '../store/openStore.js';
import { bootServer, Inbox, sleep, waitFor, type TestServer } from './helpers.js';

const SLOW_END_WRITE_MS = 1500;
const dir = mkdtempSync(join(tmpdir(), 'ember-end-release-'));
let inner: GameStore;
let server: TestServer;
beforeAll(async () => {
  inner = await openStore({ dataDir: join(dir, 'data') });
  // The SQLite store made asynchronous (no appendActionNow), its game-ending write slow.
  const slow = Object.create(inner) as GameStore;
  Object.defineProperty(slow, 'appendActionNow', { value: undefined });
  slow.appendAction = async (id, a, result) => {
    if (result) await sleep(SLOW_END_WRITE_MS);
    return inner.appendAction(id, a, result);
  };
  server = await bootServer({ store: slow, emptyTableSeconds: 1 });
});
afterAll(async () => {
  await server?.close();
  await inner?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("a delayed game's release", () => {
  it('comes after its delayed viewers have seen the end, whatever the final write took', async () => {
    const host = await server.client().create('table', {
      table: { seats: 2, roundLimit: 1, botDelayMs: 0, broadcastDelaySeconds: 3 },
      spectator: true,
    });
    new Inbox(host);
    const delayed = await server.client().joinById(host.roomId, { spectator: true, delayed: true });
    const seen = new Inbox(delayed);
    host.send('start', { fillBots: true });
    let endSeenAt = 0;
    const summaryAt = await waitFor(
      'the summary served',
      async () => {
        if (!endSeenAt && seen.view?.phase === 'ended') endSeenAt = Date.now();
        const a = (await (await fetch(`${server.http}/api/games/${host.roomId}/summary`)).json()) as GameSummaryAnswer;
        return a.summary ? Date.now() : null;
      },
      60_000,
      20,
    );
    expect(endSeenAt, 'the delayed viewer saw the end before the summary named the winner').toBeGreaterThan(0);
    expect(endSeenAt).toBeLessThanOrEqual(summaryAt);
    const replay = await fetch(`${server.http}/api/games/${host.roomId}`);
    expect(replay.status).toBe(200);
    await delayed.leave();
    await host.leave();
  }, 90_000);
});
