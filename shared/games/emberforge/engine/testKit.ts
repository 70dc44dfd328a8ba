/** Helpers for the engine's tests: build games and put them in chosen situations. Not used by the engine. */
import { expect } from 'vitest';
import { CARDS } from '../cards/cardData.js';
import type { Action } from './actions.js';
import { applyAction } from './applyAction.js';
import type { CardDef } from './cardTypes.js';
import { MATERIALS, PLAYER_COLORS, ZONES } from './constants.js';
import type { CardId, MaterialCounts, Seat, Zone } from './constants.js';
import type { GameEvent } from './events.js';
import { createGame } from './setup.js';
import type { GameConfig, GameState } from './state.js';

export function config(n: number, seed = 1, extra: Partial<GameConfig> = {}): GameConfig {
  return { players: PLAYER_COLORS.slice(0, n).map((color, i) => ({ name: `P${i + 1}`, color })), seed, ...extra };
}

export function newGame(n: number, seed = 1, extra: Partial<GameConfig> = {}): GameState {
  return createGame(config(n, seed, extra));
}

/** Applies an action that must be accepted; returns the new state and its events. */
export function act(s: GameState, seat: Seat, action: Action): { state: GameState; events: GameEvent[] } {
  const r = applyAction(s, seat, action);
  if (!r.ok) throw new Error(`refused ${JSON.stringify(action)}: ${r.error.code} ${r.error.message}`);
  return { state: r.state, events: r.events };
}

/** Applies an action that must be refused with `code`, and checks the state is unchanged. */
export function refuse(s: GameState, seat: Seat, action: Action, code: string): void {
  const before = JSON.stringify(s);
  const r = applyAction(s, seat, action);
  expect(r.ok ? 'accepted' : r.error.code).toBe(code);
  expect(JSON.stringify(s)).toBe(before);
}

export function cardWhere(pred: (c: CardDef) => boolean, skip: CardId[] = []): CardDef {
  const c = CARDS.find((x) => pred(x) && !skip.includes(x.id));
  if (!c) throw new Error('no card fits the test');
  return c;
}

export function costTypesOf(c: CardDef): string[] {
  return MATERIALS.filter((m) => (c.cost[m] ?? 0) > 0);
}

export function hasOnly(c: CardDef, kinds: string[]): boolean {
  return c.ability.every((e) => kinds.includes(e.kind));
}

/** Removes a card from wherever it is (deck, discard, hands, play areas, commissions, box). */
export function takeCard(s: GameState, id: CardId): void {
  const drop = (list: CardId[]): void => {
    const i = list.indexOf(id);
    if (i >= 0) list.splice(i, 1);
  };
  drop(s.deck);
  drop(s.discard);
  drop(s.box);
  s.commissions = s.commissions.map((c) => (c === id ? null : c));
  for (const p of s.players) {
    drop(p.hand);
    const i = p.play.findIndex((c) => c.id === id);
    if (i >= 0) {
      for (const m of MATERIALS) s.supply[m] += p.play[i]!.paid[m];
      p.play.splice(i, 1);
    }
  }
}

export function giveHand(s: GameState, seat: Seat, ids: CardId[]): void {
  for (const id of ids) {
    takeCard(s, id);
    s.players[seat]!.hand.push(id);
  }
}

export function giveForged(s: GameState, seat: Seat, ids: CardId[]): void {
  for (const id of ids) {
    takeCard(s, id);
    s.players[seat]!.play.push({ id, forged: true, paid: { iron: 0, bronze: 0, crystal: 0, scale: 0, mithril: 0 } });
  }
}

/** Sets a player's materials, moving tokens between the supply and the player. */
export function setMaterials(s: GameState, seat: Seat, m: Partial<MaterialCounts>): void {
  const held = s.players[seat]!.materials;
  for (const k of MATERIALS) {
    const want = m[k] ?? 0;
    s.supply[k] += held[k] - want;
    held[k] = want;
  }
}

/**
 * Plays the placement phase: `zonesBySeat[seat]` lists where that seat puts its embers (in order);
 * seats are visited in turn order from the Forgemaster.
 */
export function place(s: GameState, zonesBySeat: Record<number, Zone[]>): { state: GameState; events: GameEvent[] } {
  let state = s;
  const events: GameEvent[] = [];
  for (let i = 0; i < s.playerCount; i++) {
    const seat = state.activeSeat;
    const zones = zonesBySeat[seat] ?? [];
    for (const zone of zones) {
      const r = act(state, seat, { type: 'placeEmber', zone });
      state = r.state;
      events.push(...r.events);
    }
    if (zones.length < 3) {
      const r = act(state, seat, { type: 'endPlacement' });
      state = r.state;
      events.push(...r.events);
    }
  }
  return { state, events };
}

/** Every card location, for totals. */
export function allCards(s: GameState): CardId[] {
  return [
    ...s.deck,
    ...s.discard,
    ...s.box,
    ...s.commissions.filter((c): c is CardId => c !== null),
    ...s.players.flatMap((p) => [...p.hand, ...p.play.map((c) => c.id)]),
  ];
}

export function materialTotal(s: GameState, m: (typeof MATERIALS)[number]): number {
  let n = s.supply[m];
  for (const p of s.players) {
    n += p.materials[m];
    for (const c of p.play) n += c.paid[m];
  }
  return n;
}

export { ZONES, MATERIALS };

export function totalCost(c: CardDef): number {
  return MATERIALS.reduce((n, m) => n + (c.cost[m] ?? 0), 0);
}
