/**
 * What a seat or a spectator may know: other hands become counts, the deck and the box become counts,
 * the seed and the random state are absent. Views share unchanged arrays with the (immutable) state:
 * treat them as read-only.
 */
import type { GameEvent } from './events.js';
import type { GameState } from './state.js';
import type { GameView, PlayerView, Viewer } from './view.js';

export function viewFor(state: GameState, viewer: Viewer): GameView {
  const players: PlayerView[] = state.players.map((p) => ({
    seat: p.seat,
    name: p.name,
    color: p.color,
    play: p.play,
    materials: p.materials,
    commissionTokens: p.commissionTokens,
    resolvedZones: p.resolvedZones,
    handCount: p.hand.length,
    hand: p.seat === viewer ? p.hand : null,
  }));
  return {
    version: state.version,
    playerCount: state.playerCount,
    roundLimit: state.roundLimit,
    round: state.round,
    phase: state.phase,
    forgemaster: state.forgemaster,
    activeSeat: state.activeSeat,
    turnIndex: state.turnIndex,
    placedThisTurn: state.placedThisTurn,
    zones: state.zones,
    discard: state.discard,
    commissions: state.commissions,
    supply: state.supply,
    resolving: state.resolving,
    winner: state.winner,
    viewer,
    deckCount: state.deck.length,
    boxCount: state.box.length,
    players,
  };
}

/** The events as `viewer` may see them: the identity of a card drawn by someone else is hidden. */
export function redactEvents(events: readonly GameEvent[], viewer: Viewer): GameEvent[] {
  return events.map((e) => (e.type === 'cardDrawn' && e.seat !== viewer && e.cardId !== null ? { ...e, cardId: null } : e));
}
