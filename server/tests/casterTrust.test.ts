/**
 * Issue 38 (3): a caster sees every hand, so may not play. The caster has a name, on the lobby row and
 * in the game's history; a player sits at a caster table only having accepted it; no seat (new, or
 * taken back with a seat key) goes to a browser holding the caster key, nor to an address the caster
 * came from (the create call's, any that opened the caster view), each with a message saying why.
 * Calls come from distinct loopback addresses (127.0.0.x): the server tells them apart as it tells
 * apart the networks of real users. A real SQLite store keeps the history.
 */
import { postFrom } from './support/loopbackClient.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Client, Room } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameStore } from '../store/gameStore.js';
import type { TableListing, WelcomeMessage } from '../../shared/protocol/protocol.js';
import { CASTER_SEAT_REFUSALS } from '../../shared/protocol/tableOptions.js';
import { openStore } from '../store/openStore.js';
import { bootServer, Inbox, refused, serverRoom, tables, waitFor, type TestServer } from './helpers.js';
import type { EmberforgeRecord } from './support/emberforgeRecord.js';

type Reservation = Parameters<Client['consumeSeatReservation']>[0];

const dir = mkdtempSync(join(tmpdir(), 'caster-trust-'));
let server: TestServer;
let store: GameStore;
beforeAll(async () => {
  store = await openStore({ dataDir: join(dir, 'data') });
  server = await bootServer({ store, refuseSeatsAtCasterAddress: true, broadcastDelayMs: () => 200 });
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

/** POST /matchmake/<call> from `localAddress`: the seat reservation, or the refusal's message. */
async function matchmakeFrom(localAddress: string, call: string, options: object): Promise<Reservation & { error?: string }> {
  const answer = await postFrom(server.port, localAddress, `/matchmake/${call}`, options);
  if (answer.status === 0) throw new Error(answer.text);
  return JSON.parse(answer.text) as Reservation & { error?: string };
}

/** Joins (reservation made from `localAddress`, then its websocket): the room, or throws the refusal. */
async function joinFrom(localAddress: string, call: string, options: object): Promise<Room> {
  const reservation = await matchmakeFrom(localAddress, call, options);
  if (reservation.error) throw new Error(reservation.error);
  return server.client().consumeSeatReservation(reservation);
}

async function welcomed(room: Room): Promise<WelcomeMessage> {
  const inbox = new Inbox(room);
  room.send('hello', {});
  return inbox.next<WelcomeMessage>('welcome', 5000, 0);
}

const CASTER_TABLE = { seats: 3, botDelayMs: 0, roundLimit: 2, broadcastDelaySeconds: 60, casterView: true, casterName: 'Cass' };

describe('a caster table', () => {
  it('names its caster, asks each player to accept them, and seats nobody who cast it', async () => {
    // A caster table needs its caster's name.
    const unnamed = await matchmakeFrom('127.0.0.2', 'create/table', {
      table: { ...CASTER_TABLE, casterName: undefined },
      spectator: true,
    });
    expect(unnamed.error).toMatch(/casterView needs casterName/);

    // Cass creates it from 127.0.0.2, watching; the lobby row names her.
    const caster = await joinFrom('127.0.0.2', 'create/table', { table: CASTER_TABLE, spectator: true });
    const id = caster.roomId;
    const { casterKey } = await welcomed(caster);
    expect(casterKey).toBeTruthy();
    const row = (await waitFor('the row', async () => (await tables(server.http)).find((t) => t.id === id))) as unknown as TableListing;
    expect(row).toMatchObject({ casterView: true, casterName: 'Cass' });

    // A player who did not accept the caster is told who sees their hand, and not seated.
    const notAccepted = await refused(() => joinFrom('127.0.0.3', `joinById/${id}`, { name: 'Ann' }));
    expect(notAccepted.message).toContain('Cass casts this table with every hand, 60 s behind: Cass sees your hand');
    // The caster's browser (it holds the key) and the caster's address are refused, each saying why.
    const keyHolder = await refused(() => joinFrom('127.0.0.5', `joinById/${id}`, { name: 'Cas2', acceptsCaster: true, casterKey }));
    expect(keyHolder.message).toBe(CASTER_SEAT_REFUSALS.key);
    const sameAddress = await refused(() => joinFrom('127.0.0.2', `joinById/${id}`, { name: 'Cas3', acceptsCaster: true }));
    expect(sameAddress.message).toBe(CASTER_SEAT_REFUSALS.address);

    // Ann accepts, from another address: seated.
    const ann = await joinFrom('127.0.0.3', `joinById/${id}`, { name: 'Ann', acceptsCaster: true });
    const annWelcome = await welcomed(ann);
    expect(annWelcome).toMatchObject({ role: 'player', seat: 0 });

    // Whoever opens the caster view from another address (the caster on a second network, say) makes
    // that address the caster's too: no seat from it afterwards.
    const view = await joinFrom('127.0.0.4', `joinById/${id}`, { spectator: true, delayed: true, caster: true, casterKey });
    expect(await welcomed(view)).toMatchObject({ view: 'caster' });
    await waitFor('the address known to the table', () =>
      (serverRoom(id) as unknown as { ctx: { casterAddresses: Set<string> } }).ctx.casterAddresses.has('127.0.0.4'),
    );
    const secondNetwork = await refused(() => joinFrom('127.0.0.4', `joinById/${id}`, { name: 'Bob', acceptsCaster: true }));
    expect(secondNetwork.message).toBe(CASTER_SEAT_REFUSALS.address);
    // A seat key does not get round it: Ann's key from the caster's browser or address takes no seat.
    const withKey = await refused(() => joinFrom('127.0.0.6', `joinById/${id}`, { seatKey: annWelcome.seatKey, casterKey }));
    expect(withKey.message).toBe(CASTER_SEAT_REFUSALS.key);
    const keyAtCasterAddress = await refused(() => joinFrom('127.0.0.2', `joinById/${id}`, { seatKey: annWelcome.seatKey }));
    expect(keyAtCasterAddress.message).toBe(CASTER_SEAT_REFUSALS.address);
    expect(serverRoom(id).clients.length).toBe(2); // the caster and Ann: nobody refused got in
    await view.leave();

    // The game is played out; its history says it had a caster, and who.
    caster.send('start', { fillBots: true });
    await waitFor('the start', () => serverRoom(id).gameRecord<EmberforgeRecord>() !== null);
    await ann.leave(); // for good: the bot plays her seat
    await waitFor('the game over', () => serverRoom(id)?.gameRecord<EmberforgeRecord>()?.state.phase === 'ended', 30_000);
    // (The API serves it once the 60 s broadcast has shown the end: the store's record is what it will serve.)
    const game = await waitFor('the history', () => store.finishedGame(id), 10_000);
    expect(game.summary.caster).toEqual({ name: 'Cass' });
  });

  it('a table without a caster seats anyone, and its history has no caster', async () => {
    const host = await joinFrom('127.0.0.7', 'create/table', { table: { seats: 2, botDelayMs: 0, roundLimit: 1 }, name: 'Host' });
    await welcomed(host);
    const guest = await joinFrom('127.0.0.7', `joinById/${host.roomId}`, { name: 'Guest' });
    expect(await welcomed(guest)).toMatchObject({ role: 'player', seat: 1 });
    const row = (await tables(server.http)).find((t) => t.id === host.roomId) as unknown as TableListing;
    expect(row).toMatchObject({ game: 'emberforge', casterView: false, casterName: null });
    await Promise.all([host.leave(), guest.leave()]);
  });
});
