/**
 * Seats over time: reconnection keeps seat and hand; after the grace period the bot plays the seat
 * until the player returns; the turn clock hands a turn to the bot; leaving frees or abandons a seat.
 * The tables run on a manual clock: time moves only when a test advances it (timers due at once, such
 * as bots at delay 0, still run on their own), so grace and turn-clock expiry are exact, not waited for.
 */
import type { Room } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalActions, viewFor, type GameView } from '../../shared/games/emberforge/index.js';
import { ManualClock } from '../../shared/host/manualClock.js';
import { stateToView } from '../../shared/games/emberforge/wire/stateToView.js';
import { bootServer, Inbox, json, serverRoom, waitFor, type TestServer } from './helpers.js';
import type { EmberforgeRecord } from './support/emberforgeRecord.js';

const GRACE = 1;
const clock = new ManualClock(Date.now(), setImmediate);
let server: TestServer;
beforeAll(async () => {
  server = await bootServer({ graceSeconds: GRACE, reclaimSeconds: 30, rateLimit: { burst: 1000, perSecond: 1000 }, clock });
});
afterAll(async () => {
  await server.close();
});

async function tableWithBot(extra: Record<string, unknown> = {}) {
  const ann = await server.client().create('table', { table: { seats: 2, botDelayMs: 0, ...extra }, name: 'Ann', color: 'blue' });
  const inbox = new Inbox(ann);
  const spec = await server.client().joinById(ann.roomId, { spectator: true });
  const specInbox = new Inbox(spec);
  ann.send('start', { fillBots: true });
  await waitFor('the game', () => json(ann).game && json(spec).game);
  return { ann, inbox, spec, specInbox, room: serverRoom(ann.roomId) };
}

function annsTurn(r: Room) {
  const v = stateToView(json(r), 0);
  return v && v.activeSeat === 0 && !v.winner ? v : null;
}

describe('reconnection', () => {
  it('gives the seat, the hand and the view back after a drop', async () => {
    const { ann, spec, room } = await tableWithBot();
    const view = await waitFor('Ann to be active', () => annsTurn(ann));
    const hand = view.players[0]!.hand!;
    expect(hand.length).toBeGreaterThan(0);
    const token = ann.reconnectionToken;
    await ann.leave(false); // an unconsented drop
    await waitFor('the seat to show disconnected', () => json(spec).seats[0].connected === false);
    expect(json(spec).seats[0].botControlled).toBe(false); // still within grace

    const back = await server.client().reconnect(token);
    const inbox = new Inbox(back);
    back.send('hello', {});
    const welcome = await inbox.next<{ seat: number; role: string }>('welcome', 5000, 0);
    expect(welcome).toMatchObject({ role: 'player', seat: 0 });
    await waitFor('the hand back', () => stateToView(json(back), 0)?.players[0]?.hand?.length === hand.length);
    const truth = room.gameRecord<EmberforgeRecord>()!.state;
    expect(stateToView(json(back), 0)).toEqual(viewFor(truth, 0));
    await waitFor('the seat shown connected', () => json(spec).seats[0].connected === true);

    // And the player can act again.
    const v = stateToView(json(back), 0) as GameView;
    back.send('action', { version: v.version, action: legalActions(v, 0)[0] });
    expect(await inbox.next('accepted')).toEqual({ version: v.version + 1 });
    await back.leave();
    await spec.leave();
  });
});

describe('grace period', () => {
  it('lets the bot play a dropped seat after the grace period, until the player returns', async () => {
    const { ann, spec, room } = await tableWithBot();
    await waitFor('Ann to be active', () => annsTurn(ann));
    const stuckAt = room.gameRecord<EmberforgeRecord>()!.state.version;
    const token = ann.reconnectionToken;
    await ann.leave(false);
    await waitFor('the seat to show disconnected', () => json(spec).seats[0].connected === false);
    clock.advance(GRACE * 1000 - 1);
    // Within grace: nobody plays for Ann.
    expect(room.gameRecord<EmberforgeRecord>()!.state.version).toBe(stuckAt);
    expect(room.state.seats[0]!.botControlled).toBe(false);
    clock.advance(1);
    expect(room.state.seats[0]!.botControlled).toBe(true);
    await waitFor('the bot to take the seat', () => json(spec).seats[0].botControlled === true);
    await waitFor('seat 0 moves by the bot', () =>
      room
        .gameRecord<EmberforgeRecord>()!
        .log.slice(stuckAt)
        .some((e) => e.seat === 0),
    );

    const back = await server.client().reconnect(token);
    const inbox = new Inbox(back);
    back.send('hello', {});
    expect(await inbox.next('welcome', 5000, 0)).toMatchObject({ seat: 0 });
    await waitFor('the seat back from the bot', () => json(spec).seats[0].botControlled === false);
    // Quiescent on Ann's turn (or the game ended meanwhile): the view is exactly hers.
    await waitFor('a settled view', () => {
      const t = room.gameRecord<EmberforgeRecord>()!.state;
      const v = stateToView(json(back), 0);
      return v && v.version === t.version && (t.activeSeat === 0 || t.winner) ? v : null;
    });
    expect(stateToView(json(back), 0)).toEqual(viewFor(room.gameRecord<EmberforgeRecord>()!.state, 0));
    await back.leave();
    await spec.leave();
  });

  it('hands the seat to the bot for good on a consented leave', async () => {
    const { ann, spec, room } = await tableWithBot({ roundLimit: 3 });
    await waitFor('Ann to be active', () => annsTurn(ann));
    await ann.leave(true);
    await waitFor('abandoned', () => json(spec).seats[0].abandoned === true && json(spec).seats[0].botControlled === true);
    await waitFor('the game to end', () => json(spec).status === 'ended', 30_000);
    expect(room.gameRecord<EmberforgeRecord>()!.state.winner).not.toBeNull();
    await spec.leave();
  });
});

describe('turn clock', () => {
  it('lets the bot play a timed-out turn, tells everyone, gives the next turn back, and shows the seat away after 3 misses', async () => {
    const { ann, inbox, spec, specInbox, room } = await tableWithBot({ turnSeconds: 5 });
    const timeouts = () => specInbox.of<{ seat: number; missed: number; away: boolean }>('turnTimedOut');
    const game = () => room.gameRecord<EmberforgeRecord>()!.state;
    let turnAt = (await waitFor('Ann to be active', () => annsTurn(ann))).version;
    expect(json(ann).turnDeadline).toBe(clock.now() + 5000);
    clock.advance(4999);
    expect(room.state.seats[0]!.botControlled).toBe(false);
    expect(game().version).toBe(turnAt);
    clock.advance(1); // the bot plays her turn (bots move without delay at this table)
    await waitFor('the timeout announced to the spectator', () => timeouts().length === 1);
    expect(timeouts()[0]).toEqual({ seat: 0, missed: 1, away: false });
    expect(inbox.of('turnTimedOut')).toEqual(timeouts()); // and to the player
    await waitFor('the bot to play that turn for Ann', () =>
      room
        .gameRecord<EmberforgeRecord>()!
        .log.slice(turnAt)
        .some((e) => e.seat === 0),
    );
    // Her next turn is hers again: nobody plays it for her until the clock runs out once more.
    turnAt = (await waitFor('Ann active again', () => (annsTurn(ann)?.version ?? 0) > turnAt && annsTurn(ann))).version;
    expect(room.state.seats[0]!.botControlled).toBe(false);
    expect(json(spec).seats[0]).toMatchObject({ botControlled: false, away: false });
    expect(game().activeSeat).toBe(0);

    // Two more misses in a row: the third leaves the seat with the bot, shown away, until she acts.
    clock.advance(5000);
    await waitFor('the second timeout', () => timeouts().length === 2);
    expect(timeouts()[1]).toEqual({ seat: 0, missed: 2, away: false });
    turnAt = (await waitFor('Ann active again', () => (annsTurn(ann)?.version ?? 0) > turnAt && annsTurn(ann))).version;
    clock.advance(5000);
    await waitFor('the third timeout', () => timeouts().length === 3);
    expect(timeouts()[2]).toEqual({ seat: 0, missed: 3, away: true });
    await waitFor('the bot past the third missed turn', () => game().activeSeat === 1 || game().phase === 'ended');
    await waitFor('the bot on her seat at her next turn', () => game().activeSeat === 0 || game().phase === 'ended');
    expect(room.state.seats[0]!.botControlled).toBe(true);
    await waitFor('the seat shown away', () => json(spec).seats[0].away === true);
    ann.send('resume', {});
    await waitFor('the seat back', () => json(spec).seats[0].botControlled === false && json(spec).seats[0].away === false);
    expect(inbox.of('error')).toEqual([]);
    await ann.leave();
    await spec.leave();
  });
});

describe('lobby seats', () => {
  it('keeps a dropped seat, frees a left one and passes the host on', async () => {
    const ann = await server.client().create('table', { table: { seats: 3 }, name: 'Ann' });
    new Inbox(ann);
    const bob = await server.client().joinById(ann.roomId, { name: 'Bob', color: 'yellow' });
    const bobInbox = new Inbox(bob);
    await waitFor('two seats', () => json(bob).seats[1].kind === 'human' && json(ann).seats[1].kind === 'human');
    const token = bob.reconnectionToken;
    await bob.leave(false);
    // Bob's seat stays his (human, shown disconnected) while he may come back.
    await waitFor('Bob shown away', () => json(ann).seats[1].kind === 'human' && json(ann).seats[1].connected === false);
    const bob2 = await server.client().reconnect(token);
    const inbox2 = new Inbox(bob2);
    bob2.send('hello', {});
    expect(await inbox2.next('welcome', 5000, 0)).toMatchObject({ seat: 1, host: false });
    await inbox2.next('welcome', 5000, 0);
    const from = inbox2.all.length;
    await ann.leave(true);
    // Bob becomes host, Ann's seat is free.
    expect(await inbox2.next<{ host: boolean }>('welcome', 5000, from)).toMatchObject({ host: true });
    await waitFor('seat 0 free', () => json(bob2).seats[0].kind === 'empty' && json(bob2).hostSeat === 1);
    expect(bobInbox.of('error')).toEqual([]);
    await bob2.leave();
  });
});
