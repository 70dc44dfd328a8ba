/**
 * Pure decoding of the synced Colyseus state (as `room.state.toJSON()`) into DWARF's GameView for this
 * client, as GAME_FIELDS declares. No Colyseus import: plain JSON in.
 */
import type { GameView } from '../engine/view.js';
import type { GameViewer } from '../../../platform/gameModule.js';
import { obj, readAll } from '../../../protocol/fieldKit.js';
import { GAME_FIELDS } from './gameFields.js';

/** The GameView this client may know, or null before the game starts. */
export function stateToView(state: unknown, viewer: GameViewer): GameView | null {
  const root = obj(state);
  if (root.game === undefined || root.game === null) return null;
  return readAll(obj(root.game), GAME_FIELDS, { viewer });
}
