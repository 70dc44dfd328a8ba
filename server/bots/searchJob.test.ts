/** One search job on this thread: a legal move from the seat's view at its level; refusals answered, never thrown. */
import { describe, expect, it } from 'vitest';
import { performance } from 'node:perf_hooks';
import { createGame, viewFor, type Action } from '../../shared/games/emberforge/index.js';
import { emberforge } from '../../shared/games/emberforge/module.js';
import { runSearchJob, type SearchJob } from '../../shared/platform/search/levelSearch.js';

const state = createGame({
  players: [
    { name: 'A', color: 'red' },
    { name: 'B', color: 'blue' },
  ],
  seed: 3,
  roundLimit: 2,
});
const job = (over: Partial<SearchJob>): SearchJob => ({
  id: 1,
  game: 'emberforge',
  seat: state.activeSeat,
  seats: 2,
  view: viewFor(state, state.activeSeat),
  level: 'normal',
  budgetMs: 20,
  seed: 5,
  ...over,
});
const now = () => performance.now();

describe('runSearchJob', () => {
  it("answers a legal move from the seat's view, within the budget asked", () => {
    const answer = runSearchJob(job({}), now);
    expect(answer.ok).toBe(true);
    if (!answer.ok) return;
    expect(emberforge.check(state, state.activeSeat, answer.action as Action)).toBeNull();
    expect(answer.iterations).toBeGreaterThan(0);
    expect(answer.ms).toBeLessThan(1000);
  });

  it('answers a bad job with a reason instead of throwing', () => {
    expect(runSearchJob(job({ game: 'chess' }), now)).toMatchObject({ ok: false, message: 'no game chess' });
    expect(runSearchJob(job({ level: 'easy' }), now)).toMatchObject({ ok: false, message: 'emberforge has no search at level easy' });
    expect(runSearchJob(job({ view: null }), now)).toMatchObject({ ok: false });
    expect(runSearchJob(job({ seat: 1 - state.activeSeat }), now)).toMatchObject({ ok: false });
  });
});
