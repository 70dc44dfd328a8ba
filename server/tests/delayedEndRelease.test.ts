/**
 * A delayed game's replay and winner are never served before its delayed viewers see the end, even when
 * the final action's write is slow (an asynchronous store, as PostgreSQL is, stalling 1.5 s on it): the
 * game's endedAt is stamped before that write, the delayed line counts its delay from the send after
 * it, so the API releases the game a margin after endedAt + the delay (rowMapping.endShownAt).
 * The server runs on a manual clock: the write is held while the test moves time 1.5 s, then time goes
 * on in 100 ms steps, the delayed viewer and the API asked at each (no real second is waited).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameSummaryAnswer } from '../../shared/protocol/gamesApi.js';
import type { GameStore } from '../store/gameStore.js';
import { openStore } from '../store/openStore.js';
import { ManualClock } from '../../shared/host/manualClock.js';
import { bootServer, Inbox, leaveIfOpen, waitFor, type TestServer } from './helpers.js';

const SLOW_END_WRITE_MS = 1500;
const STEP_MS = 100;
const clock = new ManualClock(Date.now(), setImmediate);
/** The game-ending write, held until the test lets it go. */
let endWriteHeld: (() => void) | null = null;
const dir = mkdtempSync(join(tmpdir(), 'ember-end-release-'));
let inner: GameStore;
let server: TestServer;
beforeAll(async () => {
  inner = await openStore({ dataDir: join(dir, 'data') });
  // The SQLite store made asynchronous (no appendActionNow), its game-ending write slow.
  const slow = Object.create(inner) as GameStore;
  Object.defineProperty(slow, 'appendActionNow', { value: undefined });
  slow.appendAction = async (id, a, result) => {
    if (result) await new Promise<void>((resolve) => (endWriteHeld = resolve));
    return inner.appendAction(id, a, result);
  };
  server = await bootServer({ store: slow, emptyTableSeconds: 1, clock });
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
    // The bots play the whole game at once (delay 0); its last write is held: 1.5 s go by on the clock.
    await waitFor('the game-ending write', () => endWriteHeld, 30_000);
    clock.advance(SLOW_END_WRITE_MS);
    endWriteHeld!();
    const summary = async () =>
      ((await (await fetch(`${server.http}/api/games/${host.roomId}/summary`)).json()) as GameSummaryAnswer).summary;
    let endSeenAt = 0;
    let summaryAt = 0;
    // Time goes on in steps; at each, what the delayed viewer holds and what the API serves.
    for (let waited = 0; !summaryAt && waited < 30_000; waited += STEP_MS) {
      clock.advance(STEP_MS);
      // The API first (its answer's round trip also lets what the step released reach the viewer): a
      // summary served at this instant counts before an end that arrives with it.
      const served = await summary();
      if (!endSeenAt && seen.view?.phase === 'ended') endSeenAt = clock.now();
      if (served) summaryAt = clock.now();
    }
    expect(summaryAt, 'the summary was never served').toBeGreaterThan(0);
    expect(endSeenAt, 'the delayed viewer saw the end before the summary named the winner').toBeGreaterThan(0);
    expect(endSeenAt).toBeLessThanOrEqual(summaryAt);
    const replay = await fetch(`${server.http}/api/games/${host.roomId}`);
    expect(replay.status).toBe(200);
    // The table (nobody in it since its start let the watching host go) may have closed meanwhile, its delayed room with it.
    await leaveIfOpen(delayed);
    expect(host.connection.isOpen, 'the start let the watching host go behind the delay').toBe(false);
  }, 90_000);
});
