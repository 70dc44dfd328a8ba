/**
 * The solo automa's placements (RULES-DWARF.md, "Solo: the automa"). Its first worker goes to the black
 * mark of the last Mountain card drawn, its second to the black mark of the card under the human's
 * first worker (or of the Special card they took): the white mark if that is taken, else the first
 * free position in reading order. The Andvéttr levels send the second worker to the first free Forge
 * position before the marks, and move off a position they cannot fully use to the first usable free
 * one to its right in the row; Andvéttr faðir then, failing that, to the first usable free position in
 * reading order. Its Call for Help workers are placed at once: both in the Call's row, else both in its
 * column, else one in each, else in reading order.
 */
import { cardOf, gridIndex } from '../cards/cardLookup.js';
import type { CardId } from '../cards/cardTypes.js';
import { MINE_SIZE } from './constants.js';
import type { Draft } from './draft.js';
import { freePositions, topFace, usable } from './rules.js';
import type { GameState, Pos, Who } from './state.js';
import { placeExtra } from './callForHelp.js';

const rowOf = (p: Pos) => Math.floor((p % MINE_SIZE) / 3);
const colOf = (p: Pos) => p % 3;

/** The marks of `card`: black if free, else white if free, else the first free position. Solo has one mine. */
function byMarks(s: GameState, card: CardId | null, free: Pos[]): Pos | null {
  if (card !== null) {
    const marks = cardOf(card).marks;
    for (const p of [gridIndex(marks.black), gridIndex(marks.white)]) if (s.workers[p] === null) return p;
  }
  return free[0] ?? null;
}

/** Where the automa's next base worker goes (null: no free position). */
export function automaTarget(s: GameState, who: Who): Pos | null {
  const level = s.automa;
  const free = freePositions(s);
  const first = s.r.baseLeft[who] === 2;
  let pos: Pos | null = null;
  if (!first && level !== 'eldhusfifl') pos = free.find((p) => topFace(s, p).action === 'forge') ?? null;
  pos ??= byMarks(s, first ? s.r.lastDrawn : s.r.humanFirst, free);
  if (pos === null || level === 'eldhusfifl' || usable(s, who, pos)) return pos;
  const target = pos;
  const right = free.find((p) => rowOf(p) === rowOf(target) && colOf(p) > colOf(target) && usable(s, who, p));
  if (right !== undefined) return right;
  if (level === 'andvettr-fadir') return free.find((p) => usable(s, who, p)) ?? pos;
  return pos;
}

/** Where the automa's Call for Help workers go, the Call being on `call` (null: no position, reading order). */
export function helpTargets(s: GameState, call: Pos | null, workers: number): Pos[] {
  const free = freePositions(s).filter((p) => p !== call);
  const reading = free.slice(0, workers);
  if (call === null) return reading;
  const row = free.filter((p) => rowOf(p) === rowOf(call));
  const col = free.filter((p) => colOf(p) === colOf(call));
  if (row.length >= workers) return row.slice(0, workers);
  if (col.length >= workers) return col.slice(0, workers);
  if (workers === 2 && row.length >= 1 && col.length >= 1) return [row[0]!, col[0]!];
  return reading;
}

export function automaPlacesHelp(d: Draft, who: Who, call: Pos | null, workers: number): void {
  const targets = helpTargets(d.s, call, workers);
  for (const p of targets) placeExtra(d, who, p);
  for (let i = targets.length; i < workers; i++) d.emit({ type: 'workerLost', who });
}
