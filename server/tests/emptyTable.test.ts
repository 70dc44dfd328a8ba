/**
 * A started table outlives its last client for `emptyTableSeconds` (the bots play on), then is gone
 * (join → 4212); a lobby nobody is in closes at once. The tables run on a manual clock: the countdown
 * (and the bots, at 50 ms a move) advance only when the test moves time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Room } from 'colyseus.js';
import { ManualClock } from '../../shared/host/manualClock.js';
import { bootServer, Inbox, json, seedFromTableName, serverRoom, waitFor, type TestServer } from './helpers.js';
import type { EmberforgeRecord } from './support/emberforgeRecord.js';

const WINDOW_SECONDS = 1;
const BOT_DELAY = 50;
const clock = new ManualClock(Date.now(), setImmediate);
let server: TestServer;
beforeAll(async () => {
  server = await bootServer({
    rateLimit: { burst: 1000, perSecond: 1000 },
    emptyTableSeconds: WINDOW_SECONDS,
    clock,
    tableSeed: seedFromTableName,
  });
});
afterAll(async () => {
  await server.close();
});

/** A bots-only table watched by its host (a spectator), started and a few moves in. */
async function botTable(seed: number): Promise<Room> {
  const host = await server
    .client()
    .create('table', { table: { seats: 4, botDelayMs: BOT_DELAY, tableName: `Empty #${seed}` }, spectator: true });
  new Inbox(host);
  host.send('start', { fillBots: true });
  await waitFor('the game', () => serverRoom(host.roomId).gameRecord<EmberforgeRecord>());
  clock.advance(3 * BOT_DELAY);
  expect(serverRoom(host.roomId).gameRecord<EmberforgeRecord>()!.state.version).toBe(3);
  return host;
}

/** The host left and the server has seen it: the countdown runs. */
async function leaveEmpty(host: Room): Promise<string> {
  const id = host.roomId;
  await host.leave();
  await waitFor('the server to see the table empty', () => serverRoom(id).clients.length === 0);
  return id;
}

/** Lets the server finish what a clock step started (disposal runs on Colyseus's own 0 ms timer). */
const settle = () => new Promise((r) => setTimeout(r, 20));

describe('a started table outlives its last client briefly', () => {
  it('the last spectator leaves, a new one comes within the window and finds the game going on', async () => {
    const id = await leaveEmpty(await botTable(34));
    const version = serverRoom(id).gameRecord<EmberforgeRecord>()!.state.version;
    clock.advance(WINDOW_SECONDS * 1000 - 1); // nobody at the table now; the bots keep playing
    await settle();
    expect(serverRoom(id)).toBeTruthy();
    expect(serverRoom(id).gameRecord<EmberforgeRecord>()!.state.version).toBeGreaterThan(version + 10);
    const spec = await server.client().joinById(id, { spectator: true });
    new Inbox(spec);
    await waitFor('the game state', () => json(spec).status === 'playing');
    // The join stopped the countdown: the table stays, and the bots still play.
    const before = json(spec).game.version as number;
    clock.advance(WINDOW_SECONDS * 2000);
    await settle();
    expect(serverRoom(id)).toBeTruthy();
    await waitFor('the bots still playing', () => (json(spec).game.version as number) > before);
    await spec.leave();
  });

  it('after the window with nobody back the table is gone: joining it fails with "not found"', async () => {
    const id = await leaveEmpty(await botTable(35));
    clock.advance(WINDOW_SECONDS * 1000 - 1);
    await settle();
    expect(serverRoom(id)).toBeTruthy();
    clock.advance(1);
    await waitFor('the room disposed', () => !serverRoom(id), 500, 10); // on the manual clock, not after a wall-clock second
    const err = await server
      .client()
      .joinById(id, { spectator: true })
      .then(
        () => null,
        (e: unknown) => e as { code?: number; message?: string },
      );
    expect(err).toMatchObject({ code: 4212 });
    expect(err!.message).toContain('not found');
  });

  it('a join refused during the countdown does not end it: the table stays for the rest of its window', async () => {
    const id = await leaveEmpty(await botTable(36));
    await expect(server.client().joinById(id, { name: 'Eve' })).rejects.toThrow(/The game has started/);
    await settle();
    // Colyseus's own disposal of the empty room stays held off (it disposed of it a moment after the refusal).
    expect(serverRoom(id).autoDispose).toBe(false);
    clock.advance(WINDOW_SECONDS * 1000 - 1);
    await settle();
    expect(serverRoom(id)).toBeTruthy();
    const spec = await server.client().joinById(id, { spectator: true });
    new Inbox(spec);
    await waitFor('the game state', () => json(spec).status === 'playing');
    await spec.leave();
  });

  it('a lobby nobody is in still closes at once', async () => {
    const host = await server.client().create('table', { table: { seats: 2 }, spectator: true });
    new Inbox(host);
    const id = host.roomId;
    await host.leave();
    await waitFor('the room disposed', () => !serverRoom(id), 500, 10);
  });
});
