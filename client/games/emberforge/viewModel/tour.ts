/**
 * The guided first round (issue 41): five short steps a first-time player is offered at their first
 * table, each naming the control it points at (data-testid), which the HUD marks as it marks a hint's.
 * Pure: the HUD keeps where the player is in it (hud/tour/useGuidedTour.ts).
 */
import { EMBERS_PER_PLAYER, type GameView } from '../../../../shared/games/emberforge/index.js';
import type { GameMessageKey as MessageKey } from '../i18n/texts.js';

export interface TourStep {
  key: MessageKey;
  params: Record<string, string | number>;
  target: string | null;
}

/**
 * The steps, in order: how to win, your cards, the zones, overheating, then ending placement and what
 * follows. On a phone (`compact`) the hand is behind its toggle, so that is what the step points at.
 */
export function tourSteps(view: GameView, compact: boolean): TourStep[] {
  const players = view.players.length;
  return [
    { key: 'tour.goal', params: {}, target: 'standings' },
    { key: 'tour.hand', params: {}, target: compact ? 'toggle-hand' : 'hand-bar' },
    { key: 'tour.zones', params: { n: EMBERS_PER_PLAYER }, target: 'zone-ignar' },
    { key: 'tour.overheat', params: { players }, target: 'zone-durgaz' },
    { key: 'tour.activate', params: {}, target: 'end-placement' },
  ];
}

/** Offered at a player's first placement of the game, never to a spectator or in a replay. */
export function tourOffered(view: GameView, readOnly: boolean): boolean {
  return !readOnly && typeof view.viewer === 'number' && view.round === 1 && view.phase === 'placement';
}
