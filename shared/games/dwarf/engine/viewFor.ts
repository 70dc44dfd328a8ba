/**
 * A viewer's view: the Mountains become counts and the Special piles their top cards and counts; all
 * the rest is open to everyone (RULES-DWARF.md, "Hidden information"). Views share unchanged arrays
 * with the (immutable) state: treat them as read-only.
 */
import type { GameEvent } from './events.js';
import type { GameState } from './state.js';
import type { GameView, Viewer } from './view.js';

export function viewFor(s: GameState, viewer: Viewer): GameView {
  return {
    version: s.version,
    seatCount: s.seatCount,
    automa: s.automa,
    mountainOrder: s.mountainOrder,
    round: s.round,
    phase: s.phase,
    firstPlayer: s.firstPlayer,
    players: s.players,
    workers: s.workers,
    discard: s.discard,
    r: s.r,
    special: s.special,
    choice: s.choice,
    end: s.end,
    viewer,
    mines: s.mines.map((m) => ({
      stacks: m.stacks,
      mountainCount: m.mountain.length,
      piles: m.piles.map((p) => ({ top: p[0] ?? null, count: p.length })),
    })),
  };
}

/** DWARF's events hide nothing: a card is named only once it is face up for everyone. */
export function redactEvents(events: readonly GameEvent[], _viewer: Viewer): GameEvent[] {
  return events.slice();
}
