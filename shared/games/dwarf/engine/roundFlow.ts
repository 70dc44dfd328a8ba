/**
 * The round's engine-run parts and its driver: Extraction at the start of each round, the end of the
 * round (workers back, the first player's marker passed, the end at 4 artefacts), and `advance`, which
 * runs the game on after an action until a seat must decide (Defend and the automa's moves included),
 * so that the game waits on a seat whenever it is not over.
 */
import { ARTEFACTS_TO_END, BASE_WORKERS } from './constants.js';
import type { Draft } from './draft.js';
import { extraction } from './extraction.js';
import { defend } from './defend.js';
import { endGame } from './gameEnd.js';
import { helpNext, startCallForHelp } from './callForHelp.js';
import { selectionNext } from './selection.js';
import { continueSpecial } from './special.js';
import type { GameState, RoundState, Worker } from './state.js';
import { startWorkStep, workStepNext } from './workSteps.js';

/** `n` copies of `x` in a packed array (new Array(n).fill makes a holey one, slower to read). */
function filled<T>(n: number, x: T): T[] {
  const out: T[] = [];
  for (let i = 0; i < n; i++) out.push(x);
  return out;
}

export function freshRound(s: GameState): RoundState {
  const n = s.players.length;
  return {
    pass: 1,
    turn: 0,
    baseLeft: filled(n, BASE_WORKERS),
    received: filled(n, BASE_WORKERS),
    calls: [],
    helpQueue: [],
    step: 0,
    orcRaid: false,
    passMarker: false,
    lastDrawn: null,
    humanFirst: null,
  };
}

export function startRound(d: Draft, round: number): void {
  const s = d.s;
  s.round = round;
  d.setRound(freshRound(s));
  d.emit({ type: 'roundStarted', round, firstPlayer: s.firstPlayer });
  s.phase = 'selection';
  if (!extraction(d)) return;
  d.emit({ type: 'phaseStarted', phase: 'selection' });
}

function endRound(d: Draft): void {
  const s = d.s;
  d.setWorkers(filled<Worker | null>(s.workers.length, null));
  if (s.r.passMarker && s.automa === null) s.firstPlayer = (s.firstPlayer + 1) % s.seatCount;
  d.emit({ type: 'roundEnded', round: s.round, firstPlayer: s.firstPlayer });
  if (s.players.some((p) => p.res.artefacts >= ARTEFACTS_TO_END)) endGame(d, 'artefacts');
  else startRound(d, s.round + 1);
}

/** Runs the game on until a seat must decide or the game is over. */
export function advance(d: Draft): void {
  const s = d.s;
  for (;;) {
    if (s.end || s.choice) return;
    if (s.special) {
      continueSpecial(d);
      continue;
    }
    switch (s.phase) {
      case 'selection':
        if (selectionNext(d) === 'wait') return;
        startCallForHelp(d);
        continue;
      case 'callForHelp':
        if (helpNext(d) === 'wait') return;
        defend(d);
        if (!s.end) startWorkStep(d, 'extract');
        continue;
      case 'extract':
        if (workStepNext(d, 'extract') === 'wait') return;
        if (!s.end) startWorkStep(d, 'forge');
        continue;
      case 'forge':
        if (workStepNext(d, 'forge') === 'wait') return;
        if (!s.end) endRound(d);
        continue;
      case 'ended':
        return;
    }
  }
}
