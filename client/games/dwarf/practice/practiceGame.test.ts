/**
 * DWARF offline: the engine runs in the page, the bots on the platform's host loop, the automa inside
 * the engine; the store is written as the network layer would (a table naming the game, so the shell
 * loads DWARF's HUD).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { legalActions } from '../../../../shared/games/dwarf/index.js';
import { activeWho } from '../viewModel/step.js';
import { useGameStore } from '../state/gameStore.js';
import { startPractice, stopPractice } from './practiceGame.js';

describe('DWARF practice', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    stopPractice();
    vi.useRealTimers();
  });

  it('plays a whole game against the heuristic bots through the store, refusing an illegal action with its code', async () => {
    startPractice({ name: 'Ann', color: 'green', seats: 3, seed: 11 });
    const st = useGameStore.getState();
    expect(st.table?.game).toBe('dwarf');
    expect(st.table?.seatCount).toBe(3);
    expect(st.view!.players.map((p) => p.name)[0]).toBe('Ann');
    let refused = false;
    for (let i = 0; i < 5000; i++) {
      const view = useGameStore.getState().view!;
      if (view.end) break;
      if (activeWho(view) === 0) {
        if (!refused && view.phase === 'selection' && view.workers.some((w) => w !== null)) {
          const taken = view.workers.findIndex((w) => w !== null);
          const answer = await useGameStore.getState().send({ type: 'place', pos: taken });
          expect(answer).toMatchObject({ ok: false, code: 'position_taken' });
          refused = true;
        }
        const answer = await useGameStore.getState().send(legalActions(view, 0)[0]!);
        expect(answer.ok).toBe(true);
      } else vi.advanceTimersByTime(600);
    }
    expect(refused).toBe(true);
    expect(useGameStore.getState().view!.end).not.toBeNull();
  });

  it('solo: against the automa at the level asked for (the engine plays it; no bot seat)', () => {
    startPractice({ name: 'Ann', color: 'red', seats: 1, seed: 3, gameOptions: { automa: 'andvettr-fadir', mountain: 'lanterns' } });
    const { view, seats, table } = useGameStore.getState();
    expect(view!.automa).toBe('andvettr-fadir');
    expect(view!.mountainOrder).toBe('lanterns');
    expect(view!.players).toHaveLength(2);
    expect(seats).toHaveLength(1);
    expect(table?.gameOptions).toEqual({ automa: 'andvettr-fadir', mountain: 'lanterns' });
    expect(activeWho(view!)).toBe(0);
  });

  it('an unknown level falls back to Eldhúsfífl', () => {
    startPractice({ name: 'Ann', color: 'red', seats: 1, seed: 3, gameOptions: { automa: 'nobody' } });
    expect(useGameStore.getState().view!.automa).toBe('eldhusfifl');
  });
});
