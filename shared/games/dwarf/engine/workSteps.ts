/**
 * The Extract and Forge steps (RULES-DWARF.md, "A round", 3.3-3.4): every worker on a card of the
 * step's type resolves it, each player choosing the order of their own and which conversions to
 * decline. Turns go clockwise from the first player, the base workers' first and then the extra
 * workers' (extra workers' actions resolve after the base workers' in each step). Under unbeaten Orc
 * Raiders no Forge action resolves.
 */
import type { Draft } from './draft.js';
import { topCard, topFace } from './rules.js';
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
  // One pass over the mine: which turns (participant, base or extra) have a card of this step to resolve.
  let due = 0;
  for (let pos = 0; pos < s.workers.length; pos++) {
    const w = s.workers[pos];
    if (w && !w.spent && topFace(s, pos).action === phase) due |= 1 << ((w.extra ? n : 0) + ((w.who - s.firstPlayer + n) % n));
  }
  while (d.s.r.step < 2 * n) {
    const i = d.s.r.step;
    d.round().step = i + 1;
    if (!(due & (1 << i))) continue;
    const who = (s.firstPlayer + (i % n)) % n;
    const extra = i >= n;
    const items: WorkItem[] = [];
    for (let pos = 0; pos < s.workers.length; pos++) {
      const w = s.workers[pos];
      if (!w || w.who !== who || w.extra !== extra || w.spent) continue;
      const face = topFace(s, pos);
      if (face.action === phase) items.push({ card: topCard(s, pos), pos, effect: face.effect, changeFirstPlayer: face.changeFirstPlayer });
    }
    if (resolveWork(d, who, phase, items)) return 'wait';
    if (d.s.end) return 'done';
  }
  return 'done';
}
