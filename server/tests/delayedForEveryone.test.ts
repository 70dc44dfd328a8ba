/**
 * Issue 38 (1): on a table with a broadcast delay, everyone who is not seated watches behind it. A
 * spectator's `joinById(tableId, { spectator: true })` (the lobby's Watch, a spectate link) and an
 * audience room's `joinOrCreate('audience', { tableId })` land in the table's delayed public room: its
 * welcome says how far behind (the page's "N s behind live" badge), and nothing younger than the delay
 * reaches it. A host who let spectators watch live (`liveSpectators`) gets the live rooms, as a table
 * without a delay does. The server runs on a manual clock: the bots play the whole game at once while
 * time stands still, then the clock moves past the delay.
 */
import type { Room } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewFor } from '../../shared/games/emberforge/index.js';
import { ManualClock } from '../../shared/host/manualClock.js';
import type { TableListing, WelcomeMessage } from '../../shared/protocol/protocol.js';
import { AUDIENCE_ROOM_NAME, CLOSE_CODE, ROOM_NAME } from '../../shared/protocol/protocol.js';
import { DELAYED_ROOM_NAME } from '../delayed/delayedWire.js';
import { bootServer, Inbox, json, serverRoom, tables, waitFor, type TestServer } from './helpers.js';
import type { EmberforgeRecord } from './support/emberforgeRecord.js';

const DELAY_S = 60;
const clock = new ManualClock(Date.now(), setImmediate);
let server: TestServer;
beforeAll(async () => {
  server = await bootServer({ clock });
});
afterAll(async () => {
  await server.close();
});

/** A table of bots watched by its host; `extra`: more table options. */
async function botTable(extra: Record<string, unknown>): Promise<Room> {
  const host = await server.client().create('table', { table: { seats: 2, botDelayMs: 0, roundLimit: 2, ...extra }, spectator: true });
  new Inbox(host);
  return host;
}

async function welcomed(room: Room): Promise<{ inbox: Inbox; welcome: WelcomeMessage }> {
  const inbox = new Inbox(room);
  room.send('hello', {});
  return { inbox, welcome: await inbox.next<WelcomeMessage>('welcome', 5000, 0) };
}

describe('a delayed table, watched', () => {
  it('puts every spectator behind the delay: Watch, spectate links and audience rooms alike', async () => {
    const host = await botTable({ tableName: 'Stream', broadcastDelaySeconds: DELAY_S });
    const id = host.roomId;
    const row = (await tables(server.http)).find((t) => t.id === id) as unknown as TableListing;
    expect(row).toMatchObject({ broadcastDelaySeconds: DELAY_S, liveSpectators: false });
    const spectator = await server.client().joinById(id, { spectator: true });
    const audience = await server.client().joinOrCreate(AUDIENCE_ROOM_NAME, { tableId: id });
    const watchers = [await welcomed(spectator), await welcomed(audience)];
    for (const room of [spectator, audience]) expect(room.name).toBe(DELAYED_ROOM_NAME);
    for (const { welcome } of watchers) expect(welcome).toMatchObject({ role: 'spectator', view: 'public', delaySeconds: DELAY_S });

    // The host watches in the table room until the start, which lets it go (behindTheDelay) before the deal.
    const hostStates: string[] = [];
    host.onStateChange((s) => hostStates.push(String((s as { status?: unknown }).status)));
    const hostClosed = new Promise<number>((resolve) => host.onLeave(resolve));
    host.send('start', { fillBots: true });
    expect(await hostClosed).toBe(CLOSE_CODE.behindTheDelay);
    expect(hostStates).not.toContain('playing');
    expect(json(host).game ?? null, 'no dealt state ever reached the host live').toBeNull();
    await waitFor('the game played out live', () => serverRoom(id).gameRecord<EmberforgeRecord>()?.state.phase === 'ended', 30_000);
    const final = serverRoom(id).gameRecord<EmberforgeRecord>()!.state;
    expect(final.version).toBeGreaterThan(10);
    // Time has not moved: nothing of the game has reached them, not even its start.
    clock.advance(DELAY_S * 1000 - 1);
    await new Promise((r) => setTimeout(r, 100));
    for (const { inbox } of watchers) {
      expect(inbox.view).toBeNull();
      expect(inbox.of('events')).toEqual([]);
    }
    // The delay has passed: the whole game reaches them, as the engine's spectator view.
    clock.advance(1);
    for (const { inbox } of watchers) await waitFor('the delayed end', () => inbox.view?.version === final.version, 10_000);
    for (const { inbox } of watchers) expect(inbox.view).toEqual(viewFor(final, 'spectator'));
    await Promise.all([spectator.leave(), audience.leave()]);
  });

  it('lets spectators watch live where the host allowed it, and on a table without a delay', async () => {
    for (const extra of [{ broadcastDelaySeconds: DELAY_S, liveSpectators: true }, {}]) {
      const host = await botTable({ tableName: 'Open', ...extra });
      const row = (await tables(server.http)).find((t) => t.id === host.roomId) as unknown as TableListing;
      expect(row.liveSpectators).toBe(true);
      const spectator = await server.client().joinById(host.roomId, { spectator: true });
      const audience = await server.client().joinOrCreate(AUDIENCE_ROOM_NAME, { tableId: host.roomId });
      expect(spectator.name).toBe(ROOM_NAME);
      expect(audience.name).toBe(AUDIENCE_ROOM_NAME);
      const { welcome } = await welcomed(spectator);
      expect(welcome).toMatchObject({ role: 'spectator' });
      expect(welcome.delaySeconds ?? 0).toBe(0);
      await Promise.all([spectator.leave(), audience.leave(), host.leave()]);
    }
  });

  it('refuses a delayed table that allows no spectators, as it refuses live ones', async () => {
    const host = await botTable({ tableName: 'Closed', broadcastDelaySeconds: DELAY_S, spectatorsAllowed: false });
    await expect(server.client().joinById(host.roomId, { spectator: true })).rejects.toThrow(/spectators/i);
    await host.leave();
  });
});
