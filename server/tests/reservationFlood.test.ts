/**
 * A reservation flood never keeps a friend out (issue 38, item 4). Attacker addresses (127.0.0.2...)
 * send `POST /matchmake/joinById/<table>` as fast as the server answers and never connect, holding
 * and churning every reservation they are let have, as players, spectators and with made-up seat
 * keys (support/reservationFlood.ts). Meanwhile, at the server's real limits (DEFAULT_CONFIG.reservations),
 * a friend at another address joins a lobby as a spectator and as a player, every time, on one try
 * (no retry), and before any attacker's reservation could have lapsed (5 s), also when they connect only a second after their reservation; and a
 * player whose seat a bot plays returns with their seat key from a third address and gets the seat,
 * every time. Before the fix, a table kept 16 reservations and a new one dropped the oldest, which
 * freed its owner's budget: 3 addresses kept the friend out.
 */
import type { Room, SeatReservation } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../shared/host/manualClock.js';
import type { WelcomeMessage } from '../../shared/protocol/protocol.js';
import { DEFAULT_CONFIG } from '../config.js';
import { bootServer, Inbox, json, sleep, waitFor, type TestServer } from './helpers.js';
import { floodReservations, loopbackAddresses, reserveFrom } from './support/reservationFlood.js';

const GRACE = 1;
const FRIEND = '127.0.0.200';
const RETURNING = '127.0.0.201';
/**
 * Under a reservation's 5 s life: a friend who had to wait for an attacker's reservation to lapse fails.
 * How fast a friend gets in (the issue's 2 s; 126-153 ms at most with 10 attackers on a quiet machine)
 * is `npm run bench:reservations`'s figure: a CI machine busy with other test files took 3.2 s once.
 */
const WITHIN_MS = 4500;
const TRIALS = 3;

const clock = new ManualClock(Date.now(), setImmediate);
let server: TestServer;
beforeAll(async () => {
  server = await bootServer({
    reservations: DEFAULT_CONFIG.reservations, // the limits production runs with
    graceSeconds: GRACE,
    rateLimit: { burst: 1000, perSecond: 1000 },
    clock,
  });
});
afterAll(() => server.close());

interface Joined {
  room: Room;
  welcome: WelcomeMessage;
  ms: number;
}

/** Reservation from `address`, `wait` ms, then its websocket (colyseus.js) and the welcome: how long it all took. */
async function joinFrom(address: string, id: string, options: object, waitMs = 0): Promise<Joined> {
  const t0 = performance.now();
  const reservation = await reserveFrom(server.port, address, `joinById/${id}`, options);
  if (!reservation.sessionId) throw new Error(`reservation refused: ${reservation.error} (${reservation.code})`);
  if (waitMs > 0) await sleep(waitMs);
  const room = await server.client().consumeSeatReservation(reservation as unknown as SeatReservation);
  const inbox = new Inbox(room);
  room.send('hello', {});
  const welcome = await inbox.next<WelcomeMessage>('welcome', 10_000, 0);
  return { room, welcome, ms: performance.now() - t0 - waitMs };
}

/** A game where Bea's seat is played by the bot, her seat key kept, and a spectator watching it. */
async function beasGame() {
  const bea = await server
    .client()
    .create('table', { table: { seats: 2, botDelayMs: 500, roundLimit: 100, tableName: 'Game' }, name: 'Bea' });
  const beaInbox = new Inbox(bea);
  bea.send('hello', {});
  const { seatKey } = await beaInbox.next<WelcomeMessage>('welcome', 5000, 0);
  const watcher = await server.client().joinById(bea.roomId, { spectator: true });
  new Inbox(watcher);
  bea.send('start', { fillBots: true });
  await waitFor('the game', () => json(watcher).game);
  await botTakesSeat(bea, watcher);
  return { gameId: bea.roomId, seatKey: seatKey!, watcher };
}

/** The seat's player drops; after the grace period the bot plays it. */
async function botTakesSeat(player: Room, watcher: Room): Promise<void> {
  await player.leave(false);
  await waitFor('the seat to be free of its connection', () => json(watcher).seats[0].connected === false);
  clock.advance(GRACE * 1000);
  await waitFor('the bot to play the seat', () => json(watcher).seats[0].botControlled === true);
}

type Kind = 'spectator' | 'player' | 'late player' | 'seat key';

/**
 * Runs `trials` while `attackers` addresses flood `tableId` (once they hold what they are let hold),
 * then prints what the flood did and the friend's times, and checks that it was a flood.
 */
async function underFlood(attackers: number, tableId: string, times: Partial<Record<Kind, number[]>>, trials: () => Promise<void>) {
  const flood = floodReservations(server.port, loopbackAddresses(attackers), [tableId]);
  try {
    await waitFor('the flood to hold reservations', () => flood.reserved >= attackers * 4, 10_000);
    await trials();
  } finally {
    const figures = await flood.stop();
    console.log(
      `reservation flood, ${attackers} addresses: ${figures.calls} calls in ${figures.seconds.toFixed(1)} s ` +
        `(${Math.round(figures.calls / figures.seconds)}/s), ${figures.reserved} reserved; refusals ${JSON.stringify(figures.refusals)}`,
    );
    for (const [kind, ms] of Object.entries(times))
      console.log(`  friend ${kind}: ${ms.length} of ${TRIALS} in, ms ${ms.map((m) => m.toFixed(0)).join(' ')}`);
    expect(figures.calls).toBeGreaterThan(attackers * 50); // it was a flood
  }
  for (const ms of Object.values(times)) {
    expect(ms).toHaveLength(TRIALS);
    for (const m of ms) expect(m).toBeLessThan(WITHIN_MS);
  }
}

describe.each([3, 10])('a reservation flood from %i addresses', (attackers) => {
  it('keeps no friend out of a lobby: spectator and player joins get in every time, on one try', async () => {
    const ann = await server.client().create('table', { table: { seats: 4, tableName: 'Lobby' }, name: 'Ann' });
    new Inbox(ann);
    const lobbyId = ann.roomId;
    const times: Partial<Record<Kind, number[]>> = { spectator: [], player: [], 'late player': [] };
    await underFlood(attackers, lobbyId, times, async () => {
      for (let i = 0; i < TRIALS; i++) {
        const spectator = await joinFrom(FRIEND, lobbyId, { spectator: true });
        expect(spectator.welcome).toMatchObject({ role: 'spectator', seat: null });
        times.spectator!.push(spectator.ms);
        await spectator.room.leave();

        const player = await joinFrom(FRIEND, lobbyId, { name: 'Friend' });
        expect(player.welcome).toMatchObject({ role: 'player', seat: 1 });
        times.player!.push(player.ms);
        await player.room.leave();

        // A slow friend: their websocket comes a second after the reservation (nothing evicts it meanwhile).
        const late = await joinFrom(FRIEND, lobbyId, { name: 'Friend' }, 1000);
        expect(late.welcome).toMatchObject({ role: 'player', seat: 1 });
        times['late player']!.push(late.ms);
        await late.room.leave();
      }
    });
    await ann.leave();
  });

  it('gives a player back their seat from the bot with their seat key, every time', async () => {
    const { gameId, seatKey, watcher } = await beasGame();
    const times: Partial<Record<Kind, number[]>> = { 'seat key': [] };
    await underFlood(attackers, gameId, times, async () => {
      for (let i = 0; i < TRIALS; i++) {
        const back = await joinFrom(RETURNING, gameId, { seatKey });
        expect(back.welcome).toMatchObject({ role: 'player', seat: 0 });
        await waitFor('Bea back in her seat', () => json(watcher).seats[0].botControlled === false && json(watcher).seats[0].connected);
        times['seat key']!.push(back.ms);
        await botTakesSeat(back.room, watcher);
      }
    });
    await watcher.leave();
  });
});
