/**
 * The host loop on a manual clock: bots move only after their delay, a whole bots-only game plays to
 * its end with each seat's bot seeded from the game's seed, and the turn clock hands a silent
 * human's turn to the bot exactly when it runs out.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, legalActions, type Action, type GameState, type Seat } from '../games/emberforge/index.js';
import { botMove, botSeeds } from '../games/emberforge/bots/botMove.js';
import { emberforge } from '../games/emberforge/module.js';
import { HostLoop, type HostDriver } from './hostLoop.js';
import { ManualClock } from './manualClock.js';
import { Timers } from './timers.js';

const PLAYERS = [
  { name: 'Ann', color: 'blue' as const },
  { name: 'Brokk', color: 'red' as const },
];

interface Harness {
  clock: ManualClock;
  loop: HostLoop;
  game(): GameState;
  log: { seat: Seat; action: Action }[];
  expired: Seat[];
  setGame(g: GameState): void;
}

function harness(seed: number, bots: (seat: Seat) => boolean, opts = { botDelayMs: 100, turnSeconds: 0 }): Harness {
  const clock = new ManualClock(1_000_000);
  let game = createGame({ players: PLAYERS, seed, roundLimit: 2 });
  const log: { seat: Seat; action: Action }[] = [];
  const expired: Seat[] = [];
  const botSeats = new Set<Seat>();
  const h: Harness = {
    clock,
    log,
    expired,
    game: () => game,
    setGame: (g) => {
      game = g;
      h.loop.update();
    },
    loop: undefined as unknown as HostLoop,
  };
  const driver: HostDriver = {
    game: () => game,
    botControlled: (seat) => bots(seat) || botSeats.has(seat),
    commitBotMove: (seat, move) => {
      log.push({ seat, action: move.action as Action });
      h.setGame(move.state as GameState);
    },
    turnExpired: (seat) => {
      expired.push(seat);
      botSeats.add(seat);
      h.loop.update();
    },
    report: (message, error) => {
      throw new Error(`${message} ${String(error)}`);
    },
  };
  h.loop = new HostLoop(driver, new Timers(clock, (name, e) => driver.report(name, e)), { ...opts, module: emberforge });
  h.loop.seedBots(seed, PLAYERS.length);
  return h;
}

describe('host loop', () => {
  it('seeds every seat from the game seed, distinct and never 0', () => {
    const seeds = botSeeds(42, 4);
    expect(new Set(seeds).size).toBe(4);
    expect(seeds.every((s) => Number.isInteger(s) && s > 0 && s < 2 ** 32)).toBe(true);
    expect(botSeeds(42, 4)).toEqual(seeds);
    expect(botSeeds(43, 4)).not.toEqual(seeds);
  });

  it('moves a bot only once its delay has passed', () => {
    const h = harness(7, () => true);
    h.loop.update();
    h.clock.advance(99);
    expect(h.log).toHaveLength(0);
    h.clock.advance(1);
    expect(h.log).toHaveLength(1);
    expect(h.game().version).toBe(1);
  });

  it('plays a bots-only game to its end, each seat on its own seeded generator', () => {
    const h = harness(11, () => true, { botDelayMs: 0, turnSeconds: 0 });
    h.loop.update();
    for (let i = 0; i < 5000 && h.game().phase !== 'ended'; i++) h.clock.advance(1);
    expect(h.game().phase).toBe('ended');
    expect(h.clock.pendingCount).toBe(0);
    // The same game, replayed by hand with botMove and botSeeds: the loop adds nothing of its own.
    let state = createGame({ players: PLAYERS, seed: 11, roundLimit: 2 });
    const rng = botSeeds(11, PLAYERS.length);
    for (const entry of h.log) {
      expect(entry.seat).toBe(state.activeSeat);
      const move = botMove(state, entry.seat, rng[entry.seat]!)!;
      expect(move.action).toEqual(entry.action);
      rng[entry.seat] = move.rng;
      state = move.state;
    }
    expect(state).toEqual(h.game());
  });

  it('runs the turn clock on a human turn and hands the seat to the bot when it runs out', () => {
    const human: Seat = 0;
    const h = harness(5, (seat) => seat !== human, { botDelayMs: 50, turnSeconds: 5 });
    // Bots play until the human is to act.
    h.loop.update();
    for (let i = 0; i < 100 && h.game().activeSeat !== human; i++) h.clock.advance(50);
    expect(h.game().activeSeat).toBe(human);
    const deadline = h.loop.update();
    expect(deadline).toBe(h.clock.now() + 5000);
    h.clock.advance(4999);
    expect(h.expired).toEqual([]);
    // The human plays the turn in time (several actions, one deadline); after the bots, a new turn of
    // theirs gets a fresh deadline.
    for (let i = 0; i < 50 && h.game().activeSeat === human; i++) {
      const r = applyAction(h.game(), human, legalActions(h.game(), human)[0]!);
      if (!r.ok) throw new Error(r.error.message);
      h.setGame(r.state);
    }
    expect(h.game().activeSeat).not.toBe(human);
    for (let i = 0; i < 100 && h.game().activeSeat !== human; i++) h.clock.advance(50);
    expect(h.game().activeSeat).toBe(human);
    const start = h.clock.now();
    expect(h.loop.update()).toBe(start + 5000);
    h.clock.advance(4999);
    expect(h.expired).toEqual([]);
    h.clock.advance(1);
    expect(h.expired).toEqual([human]);
    const moves = h.log.length;
    h.clock.advance(50);
    expect(h.log.length).toBe(moves + 1);
    expect(h.log.at(-1)!.seat).toBe(human);
  });

  it('stops every timer on stop()', () => {
    const h = harness(3, () => true);
    h.loop.update();
    h.loop.stop();
    h.clock.advance(10_000);
    expect(h.log).toHaveLength(0);
  });
});
