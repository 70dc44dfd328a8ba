/** Display colours of the four player colours (tokens glow in these). */
import type { PlayerColor } from '../../shared/index.js';

export const PLAYER_HEX: Record<PlayerColor, string> = {
  red: '#ff3414',
  blue: '#2a74ff',
  green: '#22d850',
  yellow: '#ffbb10',
};
