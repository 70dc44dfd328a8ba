import { describe, expect, it } from 'vitest';
import { SEARCH_BUDGET_MS } from '../../shared/platform/botLevels.js';
import { gameModule } from '../../shared/platform/registry.js';
import { runSearchJob as answerSearch } from '../../shared/platform/search/levelSearch.js';
import { SearchBotClient, type SearchPort } from './searchBotClient.js';
import type { SearchAnswer, SearchRequest } from './searchRequest.js';

const emberforge = gameModule('emberforge');
const players = [
  { name: 'Ann', color: 'red' },
  { name: 'Bot', color: 'blue' },
];
const state = emberforge.create(emberforge.configFor(players, 7, emberforge.optionsSchema.parse({})));
const seat = emberforge.activeSeats(state)[0]!;
const view = emberforge.viewFor(state, seat);
/** A clock for the search that moves 10 ms per reading: a few determinizations (20 at Hard), whatever the machine. */
const ticking = () => {
  let t = 0;
  return () => (t += 10);
};
const request = (level: SearchRequest['level'], game = 'emberforge'): SearchRequest => ({
  id: 1,
  game,
  view,
  seat,
  seats: 2,
  level,
  budgetMs: SEARCH_BUDGET_MS[level],
  seed: 3,
});

/** A worker stand-in: answers with searchAnswer.ts after a microtask, or holds the requests (`hold`). */
class FakePort implements SearchPort {
  onmessage: ((e: { data: SearchAnswer }) => void) | null = null;
  onerror: ((e: unknown) => void) | null = null;
  terminated = false;
  held: SearchRequest[] = [];
  constructor(private readonly hold = false) {}
  postMessage(r: SearchRequest): void {
    if (this.hold) this.held.push(r);
    else queueMicrotask(() => this.onmessage?.({ data: answerSearch(r, ticking()) }));
  }
  terminate(): void {
    this.terminated = true;
  }
}

describe("the search worker's work (searchAnswer.ts)", () => {
  it('answers a seat view with an action that seat may take, at Normal and Hard, within the budget asked', () => {
    for (const level of ['normal', 'hard'] as const) {
      const a = answerSearch(request(level), ticking());
      expect(a.ok, level).toBe(true);
      if (a.ok) {
        expect(emberforge.check(view, seat, a.action)).toBeNull();
        expect(a.iterations).toBeGreaterThan(0);
        // One clock reading per determinization, which at this placement root (5 legal actions, a
        // paired root) plays every root action.
        const rootActions = emberforge.legalActions(state, seat).length;
        expect(a.iterations).toBeLessThanOrEqual((SEARCH_BUDGET_MS[level] / 10) * rootActions);
      }
    }
    // A budget above the level's is cut to the level's: the same search as at the level's own.
    const greedy = answerSearch({ ...request('normal'), budgetMs: 60_000 }, ticking());
    const normal = answerSearch(request('normal'), ticking());
    expect(greedy.ok && greedy.iterations).toBe(normal.ok && normal.iterations);
  });

  it('refuses Easy, an unknown game and no view, without throwing', () => {
    expect(answerSearch(request('easy'), ticking())).toMatchObject({ ok: false });
    expect(answerSearch(request('hard', 'chess'), ticking())).toMatchObject({ ok: false });
    expect(answerSearch({ ...request('hard'), view: null }, ticking())).toMatchObject({ ok: false });
  });
});

describe('the page side of the search worker (SearchBotClient)', () => {
  const { id: _id, ...ask } = request('hard');

  it("resolves with the worker's move", async () => {
    const client = new SearchBotClient(() => new FakePort());
    const action = await client.think(ask, new AbortController().signal);
    expect(emberforge.check(view, seat, action)).toBeNull();
    expect(client.answered).toBe(1);
  });

  it('when the host stops waiting: null, that worker ended, its late answer ignored, a new worker for the next question', async () => {
    const ports: FakePort[] = [];
    const client = new SearchBotClient(() => {
      ports.push(new FakePort(ports.length === 0));
      return ports.at(-1)!;
    });
    const abort = new AbortController();
    const first = client.think(ask, abort.signal);
    expect(ports[0]!.held).toHaveLength(1);
    abort.abort();
    await expect(first).resolves.toBeNull();
    expect(ports[0]!.terminated).toBe(true);
    expect(client.lastMiss).toBe('aborted');
    ports[0]!.onmessage?.({ data: { id: ports[0]!.held[0]!.id, ok: true, action: 'late', iterations: 1, ms: 1 } });
    const second = await client.think(ask, new AbortController().signal);
    expect(ports).toHaveLength(2);
    expect(emberforge.check(view, seat, second)).toBeNull();
    expect(client.answered).toBe(1);
  });

  it("answers null on the worker's refusal and on a crashed worker", async () => {
    const reports: string[] = [];
    const client = new SearchBotClient(
      () => new FakePort(),
      (m) => reports.push(m),
    );
    await expect(client.think({ ...ask, game: 'chess' })).resolves.toBeNull();
    expect(client.lastMiss).toBe('failed');
    const port = new FakePort(true);
    const crashing = new SearchBotClient(
      () => port,
      (m) => reports.push(m),
    );
    const pending = crashing.think(ask);
    port.onerror?.({ message: 'boom' });
    await expect(pending).resolves.toBeNull();
    expect(port.terminated).toBe(true);
    expect(reports.at(-1)).toBe('the search worker failed: boom');
  });
});
