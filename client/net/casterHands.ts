/**
 * Every hand, for a delayed caster connection (issue 12): the server hands a caster's StateView the
 * cards of every seat's `hand` (the same @view() collection a player gets for their own), so the
 * decoded state holds them all. The engine's GameView carries only the viewer's own hand, so the caster's
 * hands are kept beside it, per seat. Only a caster's store ever holds this.
 */
import type { SeatIndex } from '../../shared/platform/gameModule.js';

/** Each seat's hand as the game's card ids. */
export type HandsBySeat = Partial<Record<SeatIndex, string[]>>;

export function casterHandsOf(state: unknown): HandsBySeat | null {
  const players = (state as { game?: { players?: unknown } } | null)?.game?.players;
  if (!Array.isArray(players)) return null;
  const hands: HandsBySeat = {};
  for (const p of players as { seat?: unknown; hand?: unknown }[]) {
    if (typeof p?.seat !== 'number' || !Array.isArray(p.hand)) continue;
    hands[p.seat] = (p.hand as { id?: unknown }[]).map((c) => String(c?.id ?? '')).filter((id) => id !== '');
  }
  return hands;
}
