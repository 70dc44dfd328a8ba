/** Helpers for the engine's tests: build games and put them in chosen situations. Not used by the engine. */
import { expect } from 'vitest';
import { CARDS } from '../cards/cardData.js';
import { cardOf, gridIndex, homeOf } from '../cards/cardLookup.js';
import type { CardDef, CardId } from '../cards/cardTypes.js';
import type { Action } from './actions.js';
import { applyAction } from './applyAction.js';
import { MINE_SIZE, PILES_PER_MINE, type AutomaLevel, type Resources } from './constants.js';
import { Draft } from './draft.js';
import type { GameEvent } from './events.js';
import { advance } from './roundFlow.js';
import { createGame } from './setup.js';
import { activeSeat as activeSeatOf } from './turn.js';
import type { GameConfig, GameState, Pos, Seat, Who } from './state.js';

export const COLORS = ['red', 'blue', 'green', 'yellow', 'purple'];

export function config(n: number, seed = 1, extra: Partial<GameConfig> = {}): GameConfig {
  return { players: COLORS.slice(0, n).map((color, i) => ({ name: `P${i + 1}`, color })), seed, ...extra };
}

export function newGame(n: number, seed = 1, extra: Partial<GameConfig> = {}): GameState {
  return createGame(config(n, seed, extra));
}

export function solo(level: AutomaLevel, seed = 1): GameState {
  return newGame(1, seed, { automa: level });
}

/** Applies an action that must be accepted. */
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

export function clone(s: GameState): GameState {
  return structuredClone(s);
}

/** The first card (of the first set) that fits. */
export function card(pred: (c: CardDef) => boolean, skip: readonly CardId[] = []): CardId {
  const c = CARDS.find((x) => pred(x) && !skip.includes(x.id));
  if (!c) throw new Error('no card fits the test');
  return c.id;
}

export const mineCard = (kind: string, extra: (c: CardDef) => boolean = () => true) =>
  card((c) => c.kind !== 'special' && c.face.effect.kind === kind && extra(c));
export const monsterCard = (m: string) =>
  card((c) => c.kind !== 'special' && c.face.effect.kind === 'monster' && c.face.effect.monster === m);

/** Lays `id` on top of its own position in mine `m` (a card from elsewhere: the test's hand of god). Returns the position. */
export function lay(s: GameState, id: CardId, m = 0): Pos {
  const pos = m * MINE_SIZE + homeOf(id);
  s.mines[m]!.stacks[homeOf(id)]!.push(id);
  for (const mine of s.mines) mine.mountain = mine.mountain.filter((c) => c !== id);
  return pos;
}

export function setRes(s: GameState, who: Who, res: Partial<Resources>): void {
  s.players[who]!.res = { ...s.players[who]!.res, ...res };
}

/** Makes `id` (a Special card of mine `m`) the top of pile `pile`, swapping it with the card there. */
export function topOfPile(s: GameState, id: CardId, pile = 0): void {
  const m = Math.floor(pile / PILES_PER_MINE);
  const piles = s.mines[m]!.piles;
  const from = piles.findIndex((p) => p.includes(id));
  const i = piles[from]!.indexOf(id);
  const target = piles[pile % PILES_PER_MINE]!;
  const old = target[0]!;
  target[0] = id;
  piles[from]![i] = old;
}

/** Sets the next cards of mine `m`'s Mountain (the rest keep their order after them). */
export function mountainTop(s: GameState, ids: CardId[], m = 0): void {
  const rest = s.mines[m]!.mountain.filter((c) => !ids.includes(c));
  s.mines[m]!.mountain = [...ids, ...rest];
}

/** A Selection state with nobody placed yet and `first` as first player (no automa turn played). */
export function freshSelection(s: GameState, first: Who): GameState {
  const t = clone(s);
  t.firstPlayer = first;
  t.workers = t.workers.map(() => null);
  t.r = { ...t.r, pass: 1, turn: 0, baseLeft: t.r.baseLeft.map(() => 2), received: t.r.received.map(() => 2), calls: [], helpQueue: [] };
  t.phase = 'selection';
  t.choice = null;
  t.special = null;
  return t;
}

/** Lets the engine run on from a hand-made state (the automa's turns, the engine's phases) until a seat must act. */
export function settle(s: GameState): { state: GameState; events: GameEvent[] } {
  const d = new Draft(s);
  advance(d);
  return { state: d.s, events: d.events };
}

export function posOf(id: CardId, m = 0): Pos {
  return m * MINE_SIZE + gridIndex(cardOf(id).pos);
}

export function eventsOf<T extends GameEvent['type']>(events: readonly GameEvent[], type: T): Extract<GameEvent, { type: T }>[] {
  return events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);
}

/** Plays the rest of the round plainly (every choice declined, every worker on the first free position); all events kept. */
export function finishRound(s0: GameState): { state: GameState; events: GameEvent[] } {
  let s = s0;
  const events: GameEvent[] = [];
  const round = s.round;
  while (s.round === round && !s.end) {
    const seat = s.choice ? s.choice.who : ((s.phase === 'callForHelp' ? s.r.helpQueue[0] : null) ?? selectionTurn(s));
    const action: Action = s.choice ? { type: 'decline', item: 0 } : { type: 'place', pos: s.workers.indexOf(null) };
    const r = act(s, seat, action);
    events.push(...r.events);
    s = r.state;
  }
  return { state: s, events };
}

function selectionTurn(s: GameState): Seat {
  const seat = activeSeatOf(s);
  if (seat === null) throw new Error('nobody to act');
  return seat;
}
