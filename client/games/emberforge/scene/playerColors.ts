/** Display colours of the player colours (tokens glow in these). */
import type { PlayerColor } from '../../../../shared/games/emberforge/index.js';

export const PLAYER_HEX: Record<PlayerColor, string> = {
  red: '#ff3414',
  blue: '#2a74ff',
  green: '#22d850',
  yellow: '#ffbb10',
  purple: '#b44dff',
};

/**
 * A shape per player colour, shown beside the colour wherever seats are told apart (name plates, the
 * zones' ember counts): colour-blind viewers and compressed streams tell players apart by shape.
 */
export const PLAYER_MARK: Record<PlayerColor, string> = {
  red: '▲',
  blue: '■',
  green: '◆',
  yellow: '●',
  purple: '★',
};
