/** Questions the rules ask of a state (read only): turn orders, the mine's positions and top cards, what a player can pay. */
import { faceOf } from '../cards/cardLookup.js';
import type { CardId, Effect, MineFace } from '../cards/cardTypes.js';
import { MINE_SIZE, PILES_PER_MINE, type Resources } from './constants.js';
import type { GameState, Pos, TableBase, Who } from './state.js';

export function participants(s: TableBase): number {
  return s.players.length;
}

export function isAutoma(s: TableBase, who: Who): boolean {
  return s.players[who]?.automa === true;
}

/** Everyone, clockwise from the first player. */
export function clockwise(s: TableBase): Who[] {
  const n = participants(s);
  const out: Who[] = [];
  for (let i = 0; i < n; i++) out.push((s.firstPlayer + i) % n);
  return out;
}

/**
 * The turns of a Selection pass: clockwise from the first player, then counter-clockwise from the last.
 * Solo: the automa (always first) places its second worker right after the human's first.
 */
export function passOrder(s: TableBase, pass: 1 | 2): Who[] {
  const out: Who[] = [];
  for (let turn = 0; turn < passLength(s, pass); turn++) out.push(passTurn(s, pass, turn)!);
  return out;
}

export function passLength(s: TableBase, pass: 1 | 2): number {
  return s.players.length + (pass === 1 && s.automa !== null ? 1 : 0);
}

/** Who has turn `turn` of Selection pass `pass` (null: the pass is over). */
export function passTurn(s: TableBase, pass: 1 | 2, turn: number): Who | null {
  const n = s.players.length;
  if (turn < 0 || turn >= passLength(s, pass)) return null;
  if (turn === n) return s.firstPlayer; // solo: the automa's second worker
  return pass === 1 ? (s.firstPlayer + turn) % n : (s.firstPlayer + n - 1 - turn) % n;
}

export function positions(s: GameState): number {
  return s.mines.length * MINE_SIZE;
}

export function pileCount(s: GameState): number {
  return s.mines.length * PILES_PER_MINE;
}

/** The card on top of a position's stack (the one that acts). */
export function topCard(s: GameState, pos: Pos): CardId {
  const stack = s.mines[Math.floor(pos / MINE_SIZE)]!.stacks[pos % MINE_SIZE]!;
  return stack[stack.length - 1]!;
}

export function topFace(s: GameState, pos: Pos): MineFace {
  return faceOf(topCard(s, pos));
}

export function freePositions(s: GameState): Pos[] {
  const out: Pos[] = [];
  for (let p = 0; p < s.workers.length; p++) if (s.workers[p] === null) out.push(p);
  return out;
}

export function hasFreePosition(s: GameState): boolean {
  return s.workers.includes(null);
}

/** The top of Special pile `pile` (0-2 beside the first mine, 3-5 beside the second), or null if it is empty. */
export function pileTop(s: GameState, pile: number): CardId | null {
  const cards = s.mines[Math.floor(pile / PILES_PER_MINE)]?.piles[pile % PILES_PER_MINE];
  return cards && cards.length > 0 ? cards[0]! : null;
}

export function isConversion(e: Effect): boolean {
  return e.kind === 'steelAlloy' || e.kind === 'forge';
}

/** What a conversion takes (nothing for any other effect). */
export function costOf(e: Effect): Partial<Resources> {
  if (e.kind === 'steelAlloy') return { iron: 3 };
  if (e.kind === 'forge') return { steel: e.recipe.steel, gold: e.recipe.gold, iron: e.recipe.iron };
  return {};
}

export function canPay(res: Resources, e: Effect): boolean {
  if (e.kind === 'steelAlloy') return res.iron >= 3;
  if (e.kind === 'forge') return res.steel >= e.recipe.steel && res.gold >= e.recipe.gold && res.iron >= e.recipe.iron;
  return true;
}

/** Whether `who` could fully use the card on `pos` now (the Andvéttr levels' test): pay its conversion, if any. */
export function usable(s: GameState, who: Who, pos: Pos): boolean {
  return canPay(s.players[who]!.res, topFace(s, pos).effect);
}
