/**
 * Late joiners get the game's event history: a spectator joining mid-game and a player coming back
 * after a drop receive, before any live `events`, the engine's events so far redacted for them (the
 * last HISTORY_EVENT_CAP), then live events continue from the next version with no gap or repeat.
 * (How long a table outlives its last client: emptyTable.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Room } from 'colyseus.js';
import type { GameEvent } from '../../shared/games/emberforge/index.js';
import { decodeEvents, decodeHistory } from '../../shared/games/emberforge/wire/eventsWire.js';
import { HISTORY_EVENT_CAP, type EventsMessage } from '../../shared/protocol/protocol.js';
import { expectedLog } from './gameTrace.js';
import { bootServer, Inbox, json, seedFromTableName, serverRoom, sleep, waitFor, type TestServer } from './helpers.js';
import type { EmberforgeRecord } from './support/emberforgeRecord.js';

let server: TestServer;
beforeAll(async () => {
  // graceSeconds 0: a dropped player's seat is played by the bot at once, so the game goes on meanwhile.
  server = await bootServer({
    rateLimit: { burst: 1000, perSecond: 1000 },
    graceSeconds: 0,
    emptyTableSeconds: 1,
    tableSeed: seedFromTableName,
  });
});
afterAll(async () => {
  await server.close();
});

const flat = (ms: EventsMessage<GameEvent>[]): GameEvent[] => ms.flatMap((m) => m.events);

/** A bots-only table watched by its host (a spectator), started; resolves once past `version`. */
async function botTable(seed: number, version: number, botDelayMs = 0): Promise<Room> {
  const host = await server.client().create('table', { table: { seats: 4, botDelayMs, tableName: `History #${seed}` }, spectator: true });
  host.onMessage('*', () => {});
  host.send('start', { fillBots: true });
  await waitFor(
    `version ${version}`,
    () => (serverRoom(host.roomId).gameRecord<EmberforgeRecord>()?.state.version ?? 0) >= version,
    30_000,
  );
  return host;
}

/** The history message of a client that just joined, and the live events after it. */
async function historyThenLive(room: Room, inbox: Inbox) {
  const raw = await inbox.next<unknown>('history', 5000, 0);
  const history = decodeHistory(raw);
  const hi = inbox.all.findIndex((m) => m.type === 'history');
  // Nothing of the game reached this client before its history.
  expect(inbox.all.slice(0, hi).some((m) => m.type === 'events')).toBe(false);
  const live = () =>
    inbox.all
      .slice(hi + 1)
      .filter((m) => m.type === 'events')
      .map((m) => decodeEvents(m.message)!);
  void room;
  return { history, live };
}

describe('game log history for late joiners', () => {
  it('a spectator joining mid-game gets the redacted events so far, capped, then the live ones', async () => {
    const host = await botTable(46, 150); // seed 46: a 340-action game
    const spec = await server.client().joinById(host.roomId, { spectator: true });
    const inbox = new Inbox(spec);
    const { history, live } = await historyThenLive(spec, inbox);
    const upTo = history.at(-1)!.version;
    expect(upTo).toBeGreaterThanOrEqual(150);
    // Consecutive versions, oldest first.
    history.forEach((m, i) => i > 0 && expect(m.version).toBe(history[i - 1]!.version + 1));

    await waitFor('a few live events', () => live().length >= 3);
    const rec = serverRoom(host.roomId).gameRecord<EmberforgeRecord>()!;
    const want = expectedLog(rec.config, rec.log, 'spectator', upTo, HISTORY_EVENT_CAP);
    expect(want.length).toBe(HISTORY_EVENT_CAP); // the game is long enough for the cap to matter
    expect(flat(history)).toEqual(want);
    expect(flat(history).some((e) => e.type === 'cardDrawn' && e.cardId !== null)).toBe(false);
    // Live events continue right after the history: no gap, no repeat.
    expect(live()[0]!.version).toBe(upTo + 1);
    await spec.leave();
    await host.leave();
  });

  it('a spectator joining early gets the whole history (below the cap)', async () => {
    const host = await botTable(32, 5, 200);
    const spec = await server.client().joinById(host.roomId, { spectator: true });
    const { history } = await historyThenLive(spec, new Inbox(spec));
    const upTo = history.at(-1)!.version;
    const rec = serverRoom(host.roomId).gameRecord<EmberforgeRecord>()!;
    const want = expectedLog(rec.config, rec.log, 'spectator', upTo, Infinity);
    expect(want.length).toBeLessThan(HISTORY_EVENT_CAP);
    expect(flat(history)).toEqual(want);
    expect(history[0]!.version).toBe(1);
    await spec.leave();
    await host.leave();
  });

  it('a player back after a drop gets the history redacted for its seat (own draws named, others hidden)', async () => {
    // Seed 2 (server configuration): seat 0's bot draws a card before version 20, so the history has
    // one of Ann's own draws to show her (a secret deal may have none).
    const ann = await server
      .client()
      .create('table', { table: { seats: 2, botDelayMs: 0, roundLimit: 3, tableName: 'Drop #2' }, name: 'Ann' });
    ann.onMessage('*', () => {});
    ann.send('start', { fillBots: true });
    await waitFor('the game', () => json(ann).status === 'playing');
    const token = ann.reconnectionToken;
    await ann.leave(false); // a drop: with graceSeconds 0 the bot plays seat 0 meanwhile
    const room = serverRoom(ann.roomId);
    await waitFor('the game to move on', () => room.gameRecord<EmberforgeRecord>()!.state.version >= 20, 30_000);
    const back = await server.client().reconnect(token);
    const inbox = new Inbox(back);
    const { history } = await historyThenLive(back, inbox);
    const upTo = history.at(-1)!.version;
    const rec = room.gameRecord<EmberforgeRecord>()!;
    expect(flat(history)).toEqual(expectedLog(rec.config, rec.log, 0, upTo, HISTORY_EVENT_CAP));
    const draws = flat(history).filter((e): e is Extract<GameEvent, { type: 'cardDrawn' }> => e.type === 'cardDrawn');
    expect(draws.some((e) => e.seat === 0 && e.cardId !== null)).toBe(true);
    expect(draws.filter((e) => e.seat !== 0).every((e) => e.cardId === null)).toBe(true);
    await back.leave();
  });

  it('a player joining the lobby gets no history', async () => {
    const ann = await server.client().create('table', { table: { seats: 2 }, name: 'Ann' });
    const inbox = new Inbox(ann);
    ann.send('hello', {});
    await inbox.next('welcome', 5000, 0);
    await sleep(100);
    expect(inbox.of('history')).toEqual([]);
    await ann.leave();
  });
});
