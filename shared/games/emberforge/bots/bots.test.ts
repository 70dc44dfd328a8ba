import { describe, expect, it } from 'vitest';
import type { GameState } from '../engine/state.js';
import { PLAYER_COLORS } from '../engine/constants.js';
import { applyAction, checkAction, createGame, viewFor } from '../index.js';
import { gameSeed, playGame } from '../sim/simulate.js';
import { heuristicBot } from './heuristicBot.js';
import type { Bot } from './randomBot.js';
import { randomBot } from './randomBot.js';

function newGame(players: number, seed: number): GameState {
  return createGame({ players: PLAYER_COLORS.slice(0, players).map((color, i) => ({ name: `P${i}`, color })), seed });
}

function deepFreeze<T>(o: T): T {
  if (o && typeof o === 'object' && !Object.isFrozen(o)) {
    Object.freeze(o);
    for (const v of Object.values(o as object)) deepFreeze(v);
  }
  return o;
}

/** Plays a game, checking every action of every bot against the engine's rules first. */
function playChecked(seed: number, bots: Bot[]): GameState {
  let state = newGame(bots.length, seed);
  const rngs = bots.map((_, i) => seed + i);
  for (let steps = 0; !state.winner; steps++) {
    expect(steps).toBeLessThan(20_000);
    const seat = state.activeSeat;
    const view = deepFreeze(viewFor(structuredClone(state), seat));
    const { action, rng } = bots[seat]!(view, rngs[seat]!);
    rngs[seat] = rng;
    expect(checkAction(view, seat, action), JSON.stringify(action)).toBeNull();
    const r = applyAction(state, seat, action);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
  }
  return state;
}

describe('randomBot', () => {
  it('plays whole 2-, 3- and 4-player games with legal actions only, without touching the view', () => {
    for (const n of [2, 3, 4]) {
      const state = playChecked(100 + n, new Array(n).fill(randomBot));
      expect(state.winner).not.toBeNull();
    }
  });

  it('is a pure function of (view, rng)', () => {
    const view = viewFor(newGame(3, 5), 0);
    expect(randomBot(view, 42)).toEqual(randomBot(view, 42));
  });
});

describe('heuristicBot', () => {
  it('plays whole games with legal actions only, at every table size, without touching the view', () => {
    for (const n of [2, 3, 4]) {
      const state = playChecked(200 + n, new Array(n).fill(heuristicBot));
      expect(state.winner).not.toBeNull();
    }
  });

  it('wins most games against random bots', () => {
    let heuristicWins = 0;
    const games = 30;
    for (let g = 0; g < games; g++) {
      const heuristicSeat = g % 2;
      const bots = heuristicSeat === 0 ? [heuristicBot, randomBot] : [randomBot, heuristicBot];
      const { state } = playGame(gameSeed(77, g), bots);
      if (state.winner!.seats.includes(heuristicSeat) && state.winner!.seats.length === 1) heuristicWins++;
    }
    expect(heuristicWins / games).toBeGreaterThanOrEqual(0.8);
  });

  it('decides the same way whatever the hidden cards are', () => {
    const state = newGame(3, 9);
    const other = structuredClone(state);
    // Swap the other players' hands and the deck order: seat 0's view must not change its move.
    other.players[1]!.hand = state.players[2]!.hand.slice();
    other.players[2]!.hand = state.players[1]!.hand.slice();
    other.deck = state.deck.slice().reverse();
    expect(heuristicBot(viewFor(other, 0), 1)).toEqual(heuristicBot(viewFor(state, 0), 1));
  });

  it('never places the ember that overheats a zone holding its own embers', () => {
    const state = structuredClone(newGame(2, 11));
    state.zones.durgaz.embers = [1, 0]; // full for 2 players; seat 0 has one ember there
    state.activeSeat = 0;
    const { action } = heuristicBot(viewFor(state, 0), 3);
    expect(action).not.toEqual({ type: 'placeEmber', zone: 'durgaz' });
  });

  it('overheats Gildar when a rival is about to complete a third commission there', () => {
    const base = newGame(2, 12);
    const state = structuredClone(base);
    const commission = state.commissions[0]!;
    const sameCollection = state.deck.find((id) => id.slice(0, 2) === commission.slice(0, 2))!;
    state.deck = state.deck.filter((id) => id !== sameCollection);
    state.players[0]!.commissionTokens = 2;
    state.players[0]!.play = [{ id: sameCollection, forged: true, paid: { iron: 0, bronze: 0, crystal: 0, scale: 0, mithril: 0 } }];
    state.zones.gildar.embers = [0, 0];
    state.turnIndex = 1;
    state.activeSeat = 1;
    const { action } = heuristicBot(viewFor(state, 1), 5);
    expect(action).toEqual({ type: 'placeEmber', zone: 'gildar' });
  });

  it('delivers the weapon that wins by Guild Prestige', () => {
    let state = structuredClone(newGame(2, 13));
    const commission = state.commissions[1]!;
    const weapon = state.deck.find((id) => id.slice(0, 2) === commission.slice(0, 2))!;
    state.deck = state.deck.filter((id) => id !== weapon);
    state.players[0]!.commissionTokens = 2;
    state.players[0]!.play = [{ id: weapon, forged: true, paid: { iron: 0, bronze: 0, crystal: 0, scale: 0, mithril: 0 } }];
    // Seat 0 places two embers on Gildar (a third would overheat it), seat 1 none: seat 0 activates.
    for (let i = 0; i < 2; i++) state = ok(applyAction(state, 0, { type: 'placeEmber', zone: 'gildar' }));
    state = ok(applyAction(state, 0, { type: 'endPlacement' }));
    state = ok(applyAction(state, 1, { type: 'endPlacement' }));
    expect(state.phase).toBe('activation');
    const { action } = heuristicBot(viewFor(state, 0), 1);
    expect(action).toMatchObject({ type: 'gildar', pick: { kind: 'commission', cardId: weapon, slot: 1 } });
  });
});

function ok(r: ReturnType<typeof applyAction>): GameState {
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}
