/**
 * The host loop's searching levels on a manual clock (issue 42): the thinker is asked with the seat's
 * view only and its answer is played; with no answer by the level's budget plus the margin the
 * heuristic bot plays at that instant; a late answer, or one for a game that moved on, is dropped; a
 * refused answer falls back to the heuristic bot; Easy never asks the thinker.
 */
import { describe, expect, it } from 'vitest';
import { createGame, legalActions, type Action, type GameState, type Seat } from '../games/emberforge/index.js';
import { botMove, botSeeds } from '../games/emberforge/bots/botMove.js';
import { emberforge } from '../games/emberforge/module.js';
import { SEARCH_BUDGET_MS, type BotLevel } from '../platform/botLevels.js';
import type { BotThinker, BotThinkRequest } from './botThinker.js';
import { HostLoop } from './hostLoop.js';
import { ManualClock } from './manualClock.js';
import { Timers } from './timers.js';

const PLAYERS = [
  { name: 'Ann', color: 'blue' as const },
  { name: 'Brokk', color: 'red' as const },
];
const MARGIN = 50;
const SEED = 21;

/** A question the test answers by hand. */
interface Asked {
  request: BotThinkRequest;
  signal: AbortSignal;
  answer(action: unknown): void;
  fail(e: unknown): void;
}

/** Lets the promise callbacks of answered questions run (no time passes on the manual clock). */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

function harness(level: BotLevel) {
  const clock = new ManualClock(1_000_000);
  let game: GameState = createGame({ players: PLAYERS, seed: SEED, roundLimit: 2 });
  const log: { seat: Seat; action: Action }[] = [];
  const reports: string[] = [];
  const asked: Asked[] = [];
  const bot: { controls: (seat: Seat) => boolean } = { controls: () => true };
  const thinker: BotThinker = {
    think: (request, signal) =>
      new Promise((answer, fail) => {
        asked.push({ request, signal, answer, fail });
      }),
  };
  const loop: HostLoop = new HostLoop(
    {
      game: () => game,
      botControlled: (seat) => bot.controls(seat),
      botLevel: () => level,
      commitBotMove: (seat, move) => {
        log.push({ seat, action: move.action as Action });
        game = move.state as GameState;
        loop.update();
      },
      turnExpired: () => {},
      report: (message) => reports.push(message),
    },
    new Timers(clock, (name, e) => {
      throw new Error(`${name}: ${String(e)}`);
    }),
    { module: emberforge, botDelayMs: 10, turnSeconds: 0, thinker, thinkMarginMs: MARGIN },
  );
  loop.seedBots(SEED, PLAYERS.length);
  return {
    clock,
    loop,
    log,
    reports,
    asked,
    bot,
    game: () => game,
    setGame: (g: GameState) => {
      game = g;
      loop.update();
    },
  };
}

/** An action the heuristic bot would not play now, so a test can tell whose move was played. */
function notTheHeuristicMove(state: GameState, seat: Seat, rng: number): Action {
  const heuristic = botMove(state, seat, rng)!.action;
  const other = legalActions(state, seat).find((a) => JSON.stringify(a) !== JSON.stringify(heuristic));
  if (!other) throw new Error('only one legal action');
  return other;
}

describe('host loop: searching levels through a thinker', () => {
  it("asks with the seat's view only and plays the answer", async () => {
    const h = harness('hard');
    h.loop.update();
    h.clock.advance(10);
    expect(h.asked).toHaveLength(1);
    const q = h.asked[0]!;
    const seat = h.game().activeSeat;
    expect(q.request).toMatchObject({ game: 'emberforge', seat, seats: 2, level: 'hard', budgetMs: SEARCH_BUDGET_MS.hard });
    expect(q.request.view).toEqual(emberforge.viewFor(h.game(), seat));
    expect(Object.keys(q.request).sort()).toEqual(['budgetMs', 'game', 'level', 'seat', 'seats', 'seed', 'view']);
    expect(Number.isInteger(q.request.seed) && q.request.seed > 0).toBe(true);
    const pick = notTheHeuristicMove(h.game(), seat, botSeeds(SEED, 2)[seat]!);
    q.answer(pick);
    await settle();
    expect(h.log).toEqual([{ seat, action: pick }]);
    expect(h.game().version).toBe(1);
    expect(h.reports).toEqual([]);
    // The next bot turn asks again, with a new seed.
    h.clock.advance(10);
    expect(h.asked).toHaveLength(2);
    expect(h.asked[1]!.request.seed).not.toBe(q.request.seed);
  });

  it('plays the heuristic move exactly at the deadline, and drops the late answer', async () => {
    const h = harness('normal');
    h.loop.update();
    h.clock.advance(10);
    const q = h.asked[0]!;
    const start = h.game();
    const seat = start.activeSeat;
    h.clock.advance(SEARCH_BUDGET_MS.normal + MARGIN - 1);
    expect(h.log).toHaveLength(0);
    expect(h.loop.isThinking).toBe(true);
    h.clock.advance(1);
    expect(q.signal.aborted).toBe(true);
    expect(h.loop.isThinking).toBe(false);
    expect(h.log).toHaveLength(1);
    const heuristic = botMove(start, seat, q.request.seed)!;
    expect(h.log[0]).toEqual({ seat, action: heuristic.action });
    expect(h.reports.join()).toMatch(/no answer in time/);
    // The answer arrives late: nothing more is played for that turn.
    q.answer(notTheHeuristicMove(start, seat, q.request.seed));
    await settle();
    expect(h.log).toHaveLength(1);
    expect(h.game()).toEqual(heuristic.state);
  });

  it('drops an answer once the seat is no longer the bot’s, and asks nothing meanwhile', async () => {
    const h = harness('hard');
    h.loop.update();
    h.clock.advance(10);
    const q = h.asked[0]!;
    const seat = h.game().activeSeat;
    // The player takes the seat back while the bot thinks.
    h.bot.controls = (s) => s !== seat;
    h.loop.update();
    expect(q.signal.aborted).toBe(true);
    q.answer(legalActions(h.game(), seat)[0]);
    await settle();
    h.clock.advance(10_000);
    expect(h.log).toHaveLength(0);
    expect(h.asked).toHaveLength(1);
    expect(h.game().version).toBe(0);
  });

  it('drops an answer made for an older version of the game', async () => {
    const h = harness('hard');
    h.loop.update();
    h.clock.advance(10);
    const q = h.asked[0]!;
    const seat = h.game().activeSeat;
    // Someone else's move lands first (the host committed it): the question is for a game gone by.
    const moved = botMove(h.game(), seat, 1)!;
    h.setGame(moved.state);
    expect(q.signal.aborted).toBe(true);
    q.answer(legalActions(createGame({ players: PLAYERS, seed: SEED, roundLimit: 2 }), seat)[0]);
    await settle();
    expect(h.log).toHaveLength(0);
    expect(h.game()).toBe(moved.state);
  });

  it('falls back to the heuristic move on a refused answer or a failed thinker', async () => {
    const h = harness('hard');
    h.loop.update();
    h.clock.advance(10);
    const first = h.game();
    h.asked[0]!.answer({ type: 'no-such-action' });
    await settle();
    expect(h.log).toHaveLength(1);
    expect(h.log[0]!.action).toEqual(botMove(first, first.activeSeat, h.asked[0]!.request.seed)!.action);
    expect(h.reports.join()).toMatch(/refused action/);
    h.clock.advance(10);
    const second = h.game();
    h.asked[1]!.fail(new Error('worker died'));
    await settle();
    expect(h.log).toHaveLength(2);
    expect(h.log[1]!.action).toEqual(botMove(second, second.activeSeat, h.asked[1]!.request.seed)!.action);
    expect(h.reports.join()).toMatch(/failed to think/);
  });

  it('plays Easy on the host without asking the thinker', () => {
    const h = harness('easy');
    h.loop.update();
    h.clock.advance(10);
    expect(h.asked).toHaveLength(0);
    expect(h.log).toHaveLength(1);
  });

  it('stop() drops the question awaited', async () => {
    const h = harness('hard');
    h.loop.update();
    h.clock.advance(10);
    h.loop.stop();
    expect(h.asked[0]!.signal.aborted).toBe(true);
    h.asked[0]!.answer(legalActions(h.game(), h.game().activeSeat)[0]);
    await settle();
    h.clock.advance(10_000);
    expect(h.log).toHaveLength(0);
  });
});
