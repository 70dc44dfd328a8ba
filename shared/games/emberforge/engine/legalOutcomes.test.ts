/**
 * Every legal move is offered: on states from many random games, every action the engine accepts from
 * an exhaustive generator of candidates (actionCandidates.ts) leads to an outcome that one of the
 * actions legalActions lists (on the seat's own view) also reaches. An outcome is the next state;
 * the order in which cards discarded together join the pile is not part of it (RULES_NOTES.md).
 */
import { describe, expect, it } from 'vitest';
import type { Action } from './actions.js';
import { actionCandidates } from './actionCandidates.js';
import { applyAction } from './applyAction.js';
import { legalActions } from './legalActions.js';
import { playRandomGame } from './randomPlay.js';
import type { GameState } from './state.js';
import { config, giveHand, newGame, place, setMaterials } from './testKit.js';
import { viewFor } from './viewFor.js';

function outcome(s: GameState, a: Action): string | null {
  const r = applyAction(s, s.activeSeat, a);
  if (!r.ok) return null;
  return JSON.stringify({ ...r.state, discard: r.state.discard.slice().sort() });
}

describe('legalActions', () => {
  it('reaches the outcome of every action the engine accepts (states from random games)', () => {
    let states = 0;
    let accepted = 0;
    const missed: string[] = [];
    for (let g = 0; g < 60; g++) {
      const cfg = config(2 + (g % 3), 500 + g, { roundLimit: 6 + (g % 5) });
      playRandomGame(cfg, g * 17 + 3, {
        onStep: (s) => {
          if (missed.length > 0 || s.phase !== 'activation') return;
          states++;
          const listed = new Set<string>();
          for (const a of legalActions(viewFor(s, s.activeSeat), s.activeSeat)) listed.add(outcome(s, a) ?? 'refused');
          expect(listed.has('refused')).toBe(false);
          for (const a of actionCandidates(s)) {
            const o = outcome(s, a);
            if (o === null) continue;
            accepted++;
            if (!listed.has(o)) missed.push(JSON.stringify(a));
          }
        },
      });
    }
    expect(missed.slice(0, 5)).toEqual([]);
    expect(states).toBeGreaterThan(1000);
    expect(accepted).toBeGreaterThan(40_000);
  });

  it('lists both orders when two cards need the same material, and discards larger than E', () => {
    const s0 = newGame(2, 21);
    const seat = s0.activeSeat;
    giveHand(s0, seat, ['HM01', 'AX01']);
    setMaterials(s0, seat, { iron: 2, bronze: 0 });
    const s = place(s0, { [seat]: ['durgaz', 'durgaz', 'ignar'] }).state;
    const listed = legalActions(viewFor(s, seat), seat);
    expect(listed).toContainEqual({
      type: 'durgaz',
      payments: [
        { cardId: 'AX01', material: 'iron' },
        { cardId: 'HM01', material: 'iron' },
      ],
    });
    expect(listed).toContainEqual({ type: 'durgaz', payments: [{ cardId: 'HM01', material: 'iron' }] });
    expect(listed).toContainEqual({ type: 'ignar', discard: ['HM01', 'AX01'], take: ['iron'] });
  });
});
