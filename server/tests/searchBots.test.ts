/**
 * Search bots on the server (issue 42), over real websockets: a table of Hard bots plays the moves its
 * worker threads answer (the real pool, searchPool.ts, asked with each seat's view only), and a table
 * whose thinker never answers plays the heuristic bot's move at each deadline and goes on; a player's
 * timed-out turn is played by the bot at the table's takeover level, from the player's view. The pool
 * itself: real workers answer legal moves, a queued job whose host stopped waiting is dropped, a
 * job that could not start in time is shed, a worker that hangs is replaced, close() ends them all.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { BotThinker, BotThinkRequest } from '../../shared/host/botThinker.js';
import { SEARCH_BUDGET_MS } from '../../shared/platform/botLevels.js';
import { botMove } from '../../shared/games/emberforge/bots/botMove.js';
import { createGame, viewFor, type Action, type GameState, type GameView } from '../../shared/games/emberforge/index.js';
import { emberforge } from '../../shared/games/emberforge/module.js';
import { ManualClock } from '../../shared/host/manualClock.js';
import { SearchPool } from '../bots/searchPool.js';
import { bootServer, json, serverRoom, waitFor, type TestServer } from './helpers.js';
import type { EmberforgeRecord } from './support/emberforgeRecord.js';

const servers: TestServer[] = [];
const pools: SearchPool[] = [];
afterAll(async () => {
  for (const s of servers) await s.close();
  for (const p of pools) await p.close();
});

/** What a thinker was asked, and what it answered while its host still waited. */
interface Asked {
  request: BotThinkRequest;
  signal: AbortSignal;
  answer?: unknown;
}

/** A thinker that passes each question to `inner` and remembers questions and answers. */
function recording(inner: BotThinker | null): { thinker: BotThinker; asked: Asked[] } {
  const asked: Asked[] = [];
  const thinker: BotThinker = {
    think: async (request, signal) => {
      const entry: Asked = { request, signal };
      asked.push(entry);
      if (!inner) return new Promise(() => {}); // never answers
      const answer = await inner.think(request, signal);
      if (!signal.aborted) entry.answer = answer;
      return answer;
    },
    warm: () => inner?.warm?.(),
  };
  return { thinker, asked };
}

/** A bots-only table of `seats` bots at `level`, started, watched from the creator's spectator seat. */
async function botTable(server: TestServer, level: 'normal' | 'hard', seats = 2) {
  const host = await server.client().create('table', { table: { seats, botDelayMs: 0, tableName: 'Search #4242' }, spectator: true });
  host.send('addBots', { level });
  await waitFor('bots seated', () => json(host).seats?.every((s: { kind: string }) => s.kind === 'bot'));
  host.send('start', {});
  await waitFor('started', () => json(host).status === 'playing');
  return host;
}

/** The states before each logged move (the game replayed from its config). */
function statesBefore(record: EmberforgeRecord): GameState[] {
  let state = createGame(record.config);
  return record.log.map(({ seat, action }) => {
    const before = state;
    const r = emberforge.apply(state, seat, action);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
    return before;
  });
}

describe('search bots at a table', () => {
  it("plays the Hard bots' moves as their worker threads answered them, from each seat's view", async () => {
    const pool = new SearchPool({ size: 1 });
    pools.push(pool);
    const { thinker, asked } = recording(pool);
    const server = await bootServer({ botThinker: thinker, tableSeed: () => 4242 });
    servers.push(server);
    const host = await botTable(server, 'hard');
    expect(json(host).seats.map((s: { botLevel: string }) => s.botLevel)).toEqual(['hard', 'hard']);
    // The first answers may miss their deadline while the worker loads the games; then they come in time.
    await waitFor('six moves answered in time', () => pool.stats.answered >= 6, 40_000, 20);
    const record = serverRoom(host.roomId).gameRecord<EmberforgeRecord>()!;
    const before = statesBefore(record);
    let fromWorker = 0;
    record.log.forEach(({ seat, action }, i) => {
      const state = before[i]!;
      // Each question was the seat's view of the game then: nothing hidden from that seat.
      const questions = asked.filter((a) => a.request.seat === seat && (a.request.view as GameView).version === state.version);
      expect(questions.length).toBeGreaterThan(0);
      for (const q of questions) expect(q.request.view).toEqual(viewFor(state, seat));
      const answered = questions.find((q) => q.answer !== undefined);
      if (answered) {
        expect(action).toEqual(answered.answer);
        fromWorker++;
      }
    });
    expect(fromWorker).toBeGreaterThanOrEqual(5);
    expect(asked.every((a) => a.request.level === 'hard' && a.request.budgetMs === SEARCH_BUDGET_MS.hard)).toBe(true);
    await host.leave();
  });

  it("plays the heuristic bot's move at the deadline when the thinker never answers, and goes on", async () => {
    const { thinker, asked } = recording(null);
    const server = await bootServer({ botThinker: thinker, botThinkMarginMs: 0, tableSeed: () => 77 });
    servers.push(server);
    const host = await botTable(server, 'normal');
    await waitFor('four moves', () => (serverRoom(host.roomId).gameRecord<EmberforgeRecord>()?.log.length ?? 0) >= 4, 20_000, 20);
    const record = serverRoom(host.roomId).gameRecord<EmberforgeRecord>()!;
    const before = statesBefore(record);
    record.log.slice(0, 4).forEach(({ seat, action }, i) => {
      const state = before[i]!;
      const q = asked.find((a) => a.request.seat === seat && (a.request.view as GameView).version === state.version)!;
      expect(q.signal.aborted).toBe(true); // the host stopped waiting at the deadline
      expect(action).toEqual(botMove(state, seat, q.request.seed)!.action);
    });
    await host.leave();
  });
});

describe("a player's seat taken over", () => {
  it("is played at the table's takeover level, from that player's view", async () => {
    const clock = new ManualClock(Date.now(), setImmediate);
    const { thinker, asked } = recording(null);
    const server = await bootServer({ clock, botThinker: thinker, botThinkMarginMs: 0, tableSeed: () => 31 });
    servers.push(server);
    const ann = await server.client().create('table', {
      table: { seats: 2, botDelayMs: 0, turnSeconds: 5, botLevel: 'hard', tableName: 'Takeover' },
      name: 'Ann',
    });
    ann.send('addBots', { level: 'easy' });
    await waitFor('the bot', () => json(ann).seats?.[1]?.kind === 'bot');
    ann.send('start', {});
    const room = () => serverRoom(ann.roomId).gameRecord<EmberforgeRecord>()!;
    await waitFor("Ann's turn", () => json(ann).status === 'playing' && room().state.activeSeat === 0);
    expect(asked).toHaveLength(0); // the Easy bot never asks
    const state = room().state;
    clock.advance(5000); // her turn clock runs out: the bot plays her turn, at the table's level
    const q = await waitFor('the question for her seat', () => asked.find((a) => a.request.seat === 0));
    expect(q.request).toMatchObject({ level: 'hard', budgetMs: SEARCH_BUDGET_MS.hard });
    expect(q.request.view).toEqual(viewFor(state, 0));
    clock.advance(SEARCH_BUDGET_MS.hard); // no answer by the deadline: the heuristic move
    await waitFor('her turn played', () => room().log.some((e) => e.seat === 0));
    expect(room().log[state.version]).toEqual({ seat: 0, action: botMove(state, 0, q.request.seed)!.action });
    await ann.leave();
  });
});

describe('the search pool', () => {
  const twoSeats = createGame({
    players: [
      { name: 'A', color: 'red' },
      { name: 'B', color: 'blue' },
    ],
    seed: 9,
    roundLimit: 2,
  });
  const request = (seed: number): BotThinkRequest => ({
    game: 'emberforge',
    seat: twoSeats.activeSeat,
    seats: 2,
    view: viewFor(twoSeats, twoSeats.activeSeat),
    level: 'normal',
    budgetMs: SEARCH_BUDGET_MS.normal,
    seed,
  });

  it('answers legal moves from real worker threads, drops a job nobody waits for, and closes', async () => {
    const pool = new SearchPool({ size: 1 });
    pools.push(pool);
    const first = await pool.think(request(1), new AbortController().signal);
    expect(emberforge.check(twoSeats, twoSeats.activeSeat, first as Action)).toBeNull();
    // Two more jobs: the second waits for the only worker, and its host gives up first.
    const giveUp = new AbortController();
    const running = pool.think(request(2), new AbortController().signal);
    const queued = pool.think(request(3), giveUp.signal);
    expect(pool.queued).toBe(1);
    giveUp.abort();
    expect(await queued).toBeNull();
    expect(pool.stats.dropped).toBe(1);
    expect(emberforge.check(twoSeats, twoSeats.activeSeat, (await running) as Action)).toBeNull();
    expect(pool.stats).toMatchObject({ asked: 3, answered: 2, dropped: 1, failed: 0, replaced: 0 });
    await pool.close();
    expect(await pool.think(request(4), new AbortController().signal)).toBeNull();
  });

  it('sheds a job that could not start in time: answered with nothing at once', async () => {
    const pool = new SearchPool({ size: 1, maxWaitMs: 50 });
    pools.push(pool);
    const hard = { ...request(1), level: 'hard' as const, budgetMs: SEARCH_BUDGET_MS.hard };
    const running = pool.think(hard, new AbortController().signal);
    // The only worker has ~200 ms of work ahead: more than 50 ms to wait.
    expect(await pool.think(request(2), new AbortController().signal)).toBeNull();
    expect(pool.stats).toMatchObject({ asked: 2, shed: 1 });
    expect(emberforge.check(twoSeats, twoSeats.activeSeat, (await running) as Action)).toBeNull();
    await pool.close();
  });

  it('replaces a worker that hangs, answering its job with nothing', async () => {
    const hanging = new URL('./support/hangingSearchWorker.ts', import.meta.url);
    const logged: string[] = [];
    const pool = new SearchPool({ size: 1, stuckAfterMs: 50, workerFile: hanging, log: (m) => logged.push(m) });
    pools.push(pool);
    expect(await pool.think(request(1), new AbortController().signal)).toBeNull();
    expect(pool.stats).toMatchObject({ failed: 1, replaced: 1 });
    expect(logged.join()).toMatch(/no answer .* past its budget/);
    await pool.close();
  });
});
