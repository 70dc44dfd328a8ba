/**
 * The Extract and Forge steps (RULES-DWARF.md, "A round", 3.3-3.4): every worker on a card of the
 * step's type resolves it, each player choosing the order of their own and which conversions to
 * decline. Turns go clockwise from the first player, the base workers' first and then the extra
 * workers' (extra workers' actions resolve after the base workers' in each step). Under unbeaten Orc
 * Raiders no Forge action resolves.
 */
import type { Draft } from './draft.js';
import { faceOf } from '../cards/cardLookup.js';
import { topCard } from './rules.js';
import type { WorkItem } from './state.js';
import { resolveWork } from './work.js';

export function startWorkStep(d: Draft, phase: 'extract' | 'forge'): void {
  d.s.phase = phase;
  d.round().step = 0;
  d.emit({ type: 'phaseStarted', phase });
}

/** 'wait' for a seat's choice, or 'done' once every worker of the step has resolved. */
export function workStepNext(d: Draft, phase: 'extract' | 'forge'): 'wait' | 'done' {
  if (phase === 'forge' && d.s.r.orcRaid) {
    d.emit({ type: 'forgesBlocked' });
    return 'done';
  }
  const s = d.s;
  const n = s.players.length;
  const from = s.r.step;
  // One pass over the mine: the items of each turn still to come (participant from the first player,
  // base workers' turns then extra workers'), each turn's in reading order. Nothing here moves during the step.
  let turns: (WorkItem[] | undefined)[] | null = null;
  for (let pos = 0; pos < s.workers.length; pos++) {
    const w = s.workers[pos];
    if (!w || w.spent) continue;
    const card = topCard(s, pos);
    const face = faceOf(card);
    if (face.action !== phase) continue;
    const i = (w.extra ? n : 0) + ((w.who - s.firstPlayer + n) % n);
    if (i < from) continue;
    turns ??= [];
    (turns[i] ??= []).push({ card, pos, effect: face.effect, changeFirstPlayer: face.changeFirstPlayer });
  }
  while (d.s.r.step < 2 * n) {
    const i = d.s.r.step;
    d.round().step = i + 1;
    const items = turns?.[i];
    if (!items) continue;
    if (resolveWork(d, (s.firstPlayer + (i % n)) % n, phase, items)) return 'wait';
    if (d.s.end) return 'done';
  }
  return 'done';
}
