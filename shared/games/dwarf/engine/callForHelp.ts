/**
 * Call for Help (RULES-DWARF.md, "A round", 3.1): a Call gives 2 extra workers this round (never
 * above 4 in all). A seat's extras are placed in the Call for Help step, callers in the order they
 * played their Call, alternating their 3rd and 4th workers; one with no free position is lost. The
 * automa places its own at once (automa.ts).
 */
import { EXTRA_WORKERS_PER_CALL, MAX_WORKERS } from './constants.js';
import type { Draft } from './draft.js';
import { automaPlacesHelp } from './automa.js';
import { hasFreePosition, topFace } from './rules.js';
import type { Pos, Who } from './state.js';
import { markerCheck } from './work.js';

/** `who` played a Call (a worker on a Call for Help card at `pos`, or a worker side: pos null). */
export function playCall(d: Draft, who: Who, pos: Pos | null): void {
  const received = d.s.r.received[who]!;
  const workers = Math.max(0, Math.min(EXTRA_WORKERS_PER_CALL, MAX_WORKERS - received));
  if (pos !== null) markerCheck(d, who, topFace(d.s, pos).changeFirstPlayer);
  if (workers === 0) return;
  d.received()[who] = received + workers;
  d.emit({ type: 'helpCalled', who, workers });
  if (d.s.players[who]!.automa) automaPlacesHelp(d, who, pos, workers);
  else if (d.s.phase === 'callForHelp') for (let i = 0; i < workers; i++) d.helpQueue().push(who);
  else d.calls().push(who);
}

/** An extra worker on `pos` (a seat's in the Call for Help step, or the automa's at once). */
export function placeExtra(d: Draft, who: Who, pos: Pos): void {
  d.workers()[pos] = { who, extra: true, spent: false };
  d.emit({ type: 'workerPlaced', who, pos, extra: true });
  if (topFace(d.s, pos).action === 'callForHelp') playCall(d, who, pos);
}

/** The step begins: every Call's two workers queued, the callers' 3rd workers first, then their 4th. */
export function startCallForHelp(d: Draft): void {
  d.s.phase = 'callForHelp';
  d.emit({ type: 'phaseStarted', phase: 'callForHelp' });
  const calls = d.s.r.calls;
  const queue = d.helpQueue();
  for (let k = 0; k < EXTRA_WORKERS_PER_CALL; k++) queue.push(...calls);
}

/** 'wait' for the next extra worker's owner, or 'done' (workers with no free position are lost). */
export function helpNext(d: Draft): 'wait' | 'done' {
  while (d.s.r.helpQueue.length > 0) {
    if (hasFreePosition(d.s)) return 'wait';
    d.emit({ type: 'workerLost', who: d.helpQueue().shift()! });
  }
  return 'done';
}
