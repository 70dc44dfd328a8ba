import { describe, expect, it } from 'vitest';
import { activeSeat, viewFor } from '../../../../shared/games/dwarf/index.js';
import { act, newGame, solo } from '../../../../shared/games/dwarf/engine/testKit.js';
import { activeWho, currentStep } from './step.js';

describe('the HUD step of a DWARF view', () => {
  it('is the active seat\'s Selection turn (pass 1), and "waiting" for the others and spectators', () => {
    const s = newGame(3, 5);
    const who = activeSeat(s)!;
    expect(currentStep(viewFor(s, who))).toEqual({ kind: 'place', pass: 1 });
    const other = (who + 1) % 3;
    expect(currentStep(viewFor(s, other))).toEqual({ kind: 'waiting', who });
    expect(currentStep(viewFor(s, 'spectator'))).toEqual({ kind: 'waiting', who });
    expect(currentStep(viewFor(s, who), true)).toEqual({ kind: 'waiting', who });
    expect(activeWho(viewFor(s, other))).toBe(who);
  });

  it('moves to pass 2 once everyone placed a worker clockwise', () => {
    let s = newGame(2, 3);
    for (let i = 0; i < 2; i++) {
      const who = activeSeat(s)!;
      const free = s.workers.findIndex((w) => w === null);
      s = act(s, who, { type: 'place', pos: free }).state;
    }
    const who = activeSeat(s)!;
    expect(currentStep(viewFor(s, who))).toEqual({ kind: 'place', pass: 2 });
  });

  it('solo: the human is asked while the automa has already placed its first worker', () => {
    const s = solo('andvettr', 4);
    expect(s.workers.filter((w) => w !== null)).toHaveLength(1);
    expect(currentStep(viewFor(s, 0))).toEqual({ kind: 'place', pass: 1 });
  });

  it('is "over" once the game ended', () => {
    const s = newGame(2, 1);
    const ended = {
      ...s,
      phase: 'ended' as const,
      end: { cause: 'artefacts' as const, winners: [0], automaWins: false, decidedBy: 'categories' as const },
    };
    expect(currentStep(viewFor(ended, 0))).toEqual({ kind: 'over' });
    expect(activeWho(viewFor(ended, 0))).toBeNull();
  });
});
