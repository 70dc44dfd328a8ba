/**
 * Which of a participant's four workers (slots 0-1 base, 2-3 extra) stands where (pure). Slots keep
 * their position from one view to the next, so that a worker that moves is the one that was placed:
 * a new placement takes a free slot of its kind (base or extra), a worker whose position emptied goes
 * home. Base workers not placed and not committed wait in the area; those committed to a Special
 * Action lie down there; extra workers show only in a round that received them.
 */
import type { GameView } from '../../../../shared/games/dwarf/index.js';

export type Assignment = Map<string, number>;

export interface MeepleSpot {
  key: string;
  who: number;
  slot: number;
  /** The position it stands on, or null in its area. */
  pos: number | null;
  /** Lying down: its card was covered (spent), or committed to a Special Action. */
  down: boolean;
}

export const meepleKey = (who: number, slot: number): string => `${who}:${slot}`;

export function assignMeeples(
  view: Pick<GameView, 'workers' | 'players' | 'r'>,
  previous: Assignment,
): { spots: MeepleSpot[]; assignment: Assignment } {
  const assignment: Assignment = new Map();
  const spots: MeepleSpot[] = [];
  view.players.forEach((_, who) => {
    const placed: { pos: number; extra: boolean; spent: boolean }[] = [];
    view.workers.forEach((w, pos) => {
      if (w && w.who === who) placed.push({ pos, extra: w.extra, spent: w.spent });
    });
    const slotPos = new Map<number, number>();
    const taken = new Set<number>();
    // Keep the slots whose position still holds this participant's worker of the same kind.
    for (let slot = 0; slot < 4; slot++) {
      const pos = previous.get(meepleKey(who, slot));
      const p = pos === undefined ? undefined : placed.find((x) => x.pos === pos && x.extra === slot >= 2);
      if (p && !taken.has(p.pos)) {
        slotPos.set(slot, p.pos);
        taken.add(p.pos);
      }
    }
    for (const p of placed) {
      if (taken.has(p.pos)) continue;
      const range = p.extra ? [2, 3, 0, 1] : [0, 1, 2, 3];
      const slot = range.find((s) => !slotPos.has(s));
      if (slot === undefined) continue;
      slotPos.set(slot, p.pos);
      taken.add(p.pos);
    }
    const received = view.r.received[who] ?? 2;
    const baseLeft = view.r.baseLeft[who] ?? 0;
    let homeBase = 0;
    for (let slot = 0; slot < 4; slot++) {
      const pos = slotPos.get(slot);
      if (pos !== undefined) {
        assignment.set(meepleKey(who, slot), pos);
        spots.push({ key: meepleKey(who, slot), who, slot, pos, down: placed.find((p) => p.pos === pos)!.spent });
      } else if (slot < 2) {
        // Waiting (baseLeft of them), else committed to a Special Action.
        const waiting = homeBase < baseLeft;
        homeBase++;
        spots.push({ key: meepleKey(who, slot), who, slot, pos: null, down: !waiting });
      } else if (slot < received) spots.push({ key: meepleKey(who, slot), who, slot, pos: null, down: false });
    }
  });
  return { spots, assignment };
}
