/**
 * In-place playouts (playout.ts) give exactly applyAction's states: whole games at 2-4 players, played by
 * a uniform random pick, a progress-minded random player and the heuristic bot, compared after every
 * action; the state copied from is deep-frozen, so any write into what the copy shares with it throws.
 */
import { describe, expect, it } from 'vitest';
import { heuristicBot } from '../bots/heuristicBot.js';
import type { Action } from './actions.js';
import { applyAction } from './applyAction.js';
import { applyInPlace, ownCopy } from './playout.js';
import { randomAction } from './randomPlay.js';
import { randomLegalAction } from './randomLegalAction.js';
import { createGame } from './setup.js';
import type { GameState } from './state.js';
import { config } from './testKit.js';
import { viewFor } from './viewFor.js';

function deepFreeze<T>(o: T): T {
  if (o && typeof o === 'object' && !Object.isFrozen(o)) {
    Object.freeze(o);
    for (const v of Object.values(o)) deepFreeze(v);
  }
  return o;
}

type Picker = (s: GameState, rng: number) => { action: Action; rng: number };
const PICKERS: Record<string, Picker> = {
  uniform: (s, rng) => randomLegalAction(s, s.activeSeat, rng)!,
  progress: (s, rng) => randomAction(s, rng),
  heuristic: (s, rng) => heuristicBot(viewFor(s, s.activeSeat), rng),
};

describe('playouts in place', () => {
  it('reach the state applyAction reaches after every action, never writing into the state they copied (180 games)', () => {
    const names = Object.keys(PICKERS);
    let compared = 0;
    const wins = new Set<string>();
    for (let g = 0; g < 180; g++) {
      const pick = PICKERS[names[g % names.length]!]!;
      const cfg = config(2 + (g % 3), 500 + g, { roundLimit: 8 + (g % 23), startPlayer: g % 4 === 0 ? 'random' : 'first' });
      let state = createGame(cfg);
      let rng = g * 7919 + 1;
      // The copy starts at the first action in most games, mid-game in the others.
      const startAt = g % 5 === 0 ? 40 + (g % 60) : 0;
      let owned: GameState | null = null;
      for (let step = 0; !state.winner; step++) {
        if (step === startAt) owned = ownCopy(deepFreeze(state));
        const chosen = pick(state, rng);
        rng = chosen.rng;
        const seat = state.activeSeat;
        const r = applyAction(state, seat, chosen.action);
        if (!r.ok) throw new Error(`refused ${JSON.stringify(chosen.action)}: ${r.error.message}`);
        state = r.state;
        if (owned) {
          applyInPlace(owned, seat, chosen.action);
          expect(JSON.stringify(owned)).toBe(JSON.stringify(state));
          compared++;
        }
      }
      wins.add(state.winner.reason);
    }
    expect(compared).toBeGreaterThan(25_000);
    expect([...wins].sort()).toEqual(['forgeMastery', 'guildPrestige', 'roundLimit']);
  });

  it('throws on a refused action and names it', () => {
    const owned = ownCopy(createGame(config(3, 9)));
    expect(() => applyInPlace(owned, 1, { type: 'endPlacement' })).toThrow(/not_your_turn/);
    expect(() => applyInPlace(owned, 0, { type: 'ignar', discard: [], take: [] })).toThrow(/wrong_phase/);
  });

  it('copies a state so that moving the copy leaves the original as it was', () => {
    const original = createGame(config(4, 3));
    const text = JSON.stringify(original);
    const owned = ownCopy(original);
    let rng = 5;
    while (!owned.winner) {
      const chosen = randomLegalAction(owned, owned.activeSeat, rng)!;
      rng = chosen.rng;
      applyInPlace(owned, owned.activeSeat, chosen.action);
    }
    expect(JSON.stringify(original)).toBe(text);
    expect(owned.version).toBeGreaterThan(100);
  });
});
