/**
 * Selection (RULES-DWARF.md, "A round", 2): from the first player clockwise, each places a worker on a
 * free position or takes a Special Action; then, from the last player counter-clockwise, everyone with
 * a base worker left places it. Players with nothing left are skipped, and so is one with nothing legal
 * to do (no free position and no Special Action they can take). The automa's turns are played here.
 */
import { SOLO_SPECIAL_CAP, SPECIAL_IRON } from './constants.js';
import type { Draft } from './draft.js';
import { automaTarget } from './automa.js';
import { playCall } from './callForHelp.js';
import { hasFreePosition, isAutoma, passTurn, pileCount, pileTop, topCard, topFace } from './rules.js';
import type { GameState, Pos, TableBase, Who } from './state.js';

/** A base worker on `pos`. */
export function placeBase(d: Draft, who: Who, pos: Pos): void {
  d.workers()[pos] = { who, extra: false, spent: false };
  d.baseLeft()[who]! -= 1;
  d.emit({ type: 'workerPlaced', who, pos, extra: false });
  if (d.s.automa !== null && !isAutoma(d.s, who) && d.s.r.humanFirst === null) d.round().humanFirst = topCard(d.s, pos);
  if (topFace(d.s, pos).action === 'callForHelp') playCall(d, who, pos);
}

/** Whether `who` may take a Special Action now with `pay`, leaving the pile aside. */
export function maySpecial(s: TableBase, who: Who, pay: 'workers' | 'iron'): boolean {
  if (s.automa !== null && s.players[who]!.specials >= SOLO_SPECIAL_CAP) return false;
  return pay === 'workers' ? s.r.baseLeft[who] === 2 : s.r.baseLeft[who]! >= 1 && s.players[who]!.res.iron >= SPECIAL_IRON;
}

function canAct(s: GameState, who: Who): boolean {
  if (hasFreePosition(s)) return true;
  if (!maySpecial(s, who, 'workers') && !maySpecial(s, who, 'iron')) return false;
  for (let p = 0; p < pileCount(s); p++) if (pileTop(s, p) !== null) return true;
  return false;
}

/** The seat whose Selection turn it is, or null once both passes are over. */
export function selectionSeat(s: TableBase): Who | null {
  return passTurn(s, s.r.pass, s.r.turn);
}

/** Plays the automa's turns and skips the empty ones: 'wait' for a seat's turn, or 'done' when both passes are over. */
export function selectionNext(d: Draft): 'wait' | 'done' {
  for (;;) {
    const s = d.s;
    const who = passTurn(s, s.r.pass, s.r.turn);
    if (who === null) {
      if (s.r.pass === 2) return 'done';
      const r = d.round();
      r.pass = 2;
      r.turn = 0;
      continue;
    }
    if (s.r.baseLeft[who] === 0) {
      d.round().turn += 1;
      continue;
    }
    if (isAutoma(s, who)) {
      const pos = automaTarget(s, who);
      if (pos === null) {
        d.baseLeft()[who]! -= 1;
        d.emit({ type: 'turnSkipped', who });
      } else placeBase(d, who, pos);
      d.round().turn += 1;
      continue;
    }
    if (canAct(s, who)) return 'wait';
    d.emit({ type: 'turnSkipped', who });
    d.round().turn += 1;
  }
}
