/**
 * The search's actions stay few with a big hand (there is no hand limit, and n cards have 2^n Ignar
 * discards): one-card discards above SEARCH_FULL_HAND cards, every legal action below it. A game found by
 * bench:bots ran a search out of memory (4 GB) before this.
 */
import { describe, expect, it } from 'vitest';
import { searchMove } from '../../../platform/search/ismcts.js';
import { applyAction } from '../engine/applyAction.js';
import { allCardIds } from '../engine/cardLookup.js';
import { checkAction } from '../engine/checkAction.js';
import { legalActions } from '../engine/legalActions.js';
import type { GameState } from '../engine/state.js';
import { giveHand, newGame, place } from '../engine/testKit.js';
import { viewFor } from '../engine/viewFor.js';
import { emberforge } from '../module.js';
import { SEARCH_FULL_HAND, searchActions } from './searchHeuristics.js';

/** Seat 0 to act with two embers on Ignar and `cards` cards in hand. */
function ignarWith(cards: number): GameState {
  const s = structuredClone(place(newGame(2, 5), { 0: ['ignar', 'ignar', 'runarium'], 1: ['durgaz', 'durgaz', 'gildar'] }).state);
  expect(s.activeSeat).toBe(0);
  const own = new Set(s.players[0]!.hand);
  giveHand(
    s,
    0,
    allCardIds()
      .filter((id) => !own.has(id))
      .slice(0, cards - own.size),
  );
  return s;
}

describe("the search's actions", () => {
  it('are every legal action up to SEARCH_FULL_HAND cards', () => {
    const s = ignarWith(SEARCH_FULL_HAND);
    expect(searchActions(s, 0)).toEqual(legalActions(s, 0));
  });

  it('with a bigger hand, are the legal actions whose Ignar discard is one card at most: thousands, not millions', () => {
    const s = ignarWith(20);
    const acts = searchActions(s, 0);
    expect(acts.length).toBeGreaterThan(20);
    expect(acts.length).toBeLessThan(2000);
    for (const a of acts) {
      if (a.type === 'ignar') expect(a.discard.length).toBeLessThanOrEqual(1);
      expect(applyAction(s, 0, a).ok, JSON.stringify(a)).toBe(true);
    }
    expect(acts.some((a) => a.type === 'ignar' && a.discard.length === 1 && a.take.length === 2)).toBe(true);
    expect(acts.some((a) => a.type === 'rune')).toBe(true);
  });

  it('let a search at a 20-card hand pick a legal move', () => {
    const s = ignarWith(20);
    const view = viewFor(s, 0);
    const r = searchMove(emberforge, view, 0, { seats: 2, iterations: 40, seed: 3, playoutSteps: 30, pairedRoot: 8 });
    expect(checkAction(view, 0, r.action)).toBeNull();
    expect(r.iterations).toBeGreaterThanOrEqual(40);
  });
});
