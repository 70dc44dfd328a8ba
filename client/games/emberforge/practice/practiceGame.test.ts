/**
 * The offline practice game runs the shared host loop: its bots move after their delay and are
 * seeded exactly as the server's (botSeeds), so a practice game equals the same game replayed by hand
 * with botMove.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyAction, createGame, legalActions, PLAYER_COLORS, viewFor, type Action } from '../../../../shared/games/emberforge/index.js';
import { botMove, botSeeds } from '../../../../shared/games/emberforge/bots/botMove.js';
import { useGameStore } from '../state/gameStore.js';
import { startPractice, stopPractice } from './practiceGame.js';

describe('practice game', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    stopPractice();
    vi.useRealTimers();
  });

  it('plays the bots with the host loop, seeded as on the server', () => {
    const seed = 99;
    startPractice({ name: 'Ann', color: 'green', seats: 4, seed, roundLimit: 3 });
    const mine: Action[] = [];
    for (let i = 0; i < 2000; i++) {
      const view = useGameStore.getState().view!;
      if (view.winner) break;
      if (view.activeSeat === 0) {
        const action = legalActions(view, 0)[0]!;
        mine.push(action);
        useGameStore.getState().send(action);
      } else vi.advanceTimersByTime(600);
    }
    const final = useGameStore.getState().view!;
    expect(final.winner).not.toBeNull();
    expect(useGameStore.getState().lastError).toBeNull();

    // The same game by hand: Ann's actions in order, every bot move from botMove on botSeeds.
    const colors = ['green' as const, ...PLAYER_COLORS.filter((c) => c !== 'green')].slice(0, 4);
    const names = ['Ann', 'Brokk', 'Eitri', 'Dvalin'];
    let state = createGame({ players: colors.map((color, i) => ({ name: names[i]!, color })), seed, roundLimit: 3 });
    const rng = botSeeds(seed, 4);
    let next = 0;
    let botMoves = 0;
    while (state.phase !== 'ended') {
      const seat = state.activeSeat;
      if (seat === 0) {
        const r = applyAction(state, 0, mine[next++]!);
        if (!r.ok) throw new Error(r.error.message);
        state = r.state;
      } else {
        const move = botMove(state, seat, rng[seat]!)!;
        rng[seat] = move.rng;
        state = move.state;
        botMoves++;
      }
    }
    expect(next).toBe(mine.length);
    expect(botMoves).toBeGreaterThan(5);
    expect(final).toEqual(viewFor(state, 0));
  });
});
