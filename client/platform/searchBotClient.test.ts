import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../shared/host/manualClock.js';
import { gameModule } from '../../shared/platform/registry.js';
import { answerSearch } from './searchAnswer.js';
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
/** A clock for the search that moves 10 ms per reading: a few iterations (20 at Hard), whatever the machine. */
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
  it('answers a seat view with an action that seat may take, at Normal and Hard', () => {
    for (const level of ['normal', 'hard'] as const) {
      const a = answerSearch(request(level), ticking());
      expect(a.ok, level).toBe(true);
      if (a.ok) {
        expect(emberforge.check(view, seat, a.action)).toBeNull();
        expect(a.iterations).toBeGreaterThan(0);
      }
    }
  });

  it('refuses Easy, a game without a search and an unknown game, without throwing', () => {
    expect(answerSearch(request('easy'), ticking())).toMatchObject({ ok: false });
    expect(answerSearch(request('hard', 'dwarf'), ticking())).toMatchObject({ ok: false, message: expect.stringContaining('dwarf') });
    expect(answerSearch(request('hard', 'chess'), ticking())).toMatchObject({ ok: false });
    expect(answerSearch({ ...request('hard'), view: null }, ticking())).toMatchObject({ ok: false });
  });
});

describe('the page side of the search worker (SearchBotClient)', () => {
  const { id: _id, ...ask } = request('hard');

  it("resolves with the worker's move", async () => {
    const client = new SearchBotClient(() => new FakePort(), new ManualClock(0));
    const outcome = await client.move(ask, 1000);
    expect(outcome.ok).toBe(true);
    if (outcome.ok) expect(emberforge.check(view, seat, outcome.action)).toBeNull();
  });

  it('misses at the deadline, ends that worker, ignores its late answer and starts a new one for the next move', async () => {
    const ports: FakePort[] = [];
    const clock = new ManualClock(0);
    const client = new SearchBotClient(() => {
      ports.push(new FakePort(ports.length === 0));
      return ports.at(-1)!;
    }, clock);
    const first = client.move(ask, 1000);
    clock.advance(999);
    expect(ports[0]!.terminated).toBe(false);
    clock.advance(1);
    await expect(first).resolves.toEqual({ ok: false, miss: { kind: 'deadline' } });
    expect(ports[0]!.terminated).toBe(true);
    // The stuck worker's answer, arriving after all, settles nothing.
    ports[0]!.onmessage?.({ data: { id: ports[0]!.held[0]!.id, ok: true, action: 'late', iterations: 1, ms: 1 } });
    const second = await client.move(ask, 1000);
    expect(ports).toHaveLength(2);
    expect(second.ok).toBe(true);
  });

  it("passes on the worker's refusal and a crashed worker as misses", async () => {
    const clock = new ManualClock(0);
    const client = new SearchBotClient(() => new FakePort(), clock);
    await expect(client.move({ ...ask, game: 'dwarf' }, 1000)).resolves.toMatchObject({ ok: false, miss: { kind: 'failed' } });
    const port = new FakePort(true);
    const crashing = new SearchBotClient(() => port, clock);
    const pending = crashing.move(ask, 1000);
    port.onerror?.({ message: 'boom' });
    await expect(pending).resolves.toEqual({ ok: false, miss: { kind: 'failed', message: 'the search worker failed: boom' } });
    expect(port.terminated).toBe(true);
  });
});
