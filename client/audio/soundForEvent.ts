/** Which sound, if any, a game event makes (pure). */
import type { GameEvent } from '../../shared/index.js';
import type { SoundName } from './soundUrls.js';

export function soundForEvent(event: GameEvent): SoundName | null {
  switch (event.type) {
    case 'emberPlaced':
    case 'emberMoved':
      return 'ember';
    case 'zoneOverheated':
      return 'overheat';
    case 'weaponForged':
      return 'forge';
    case 'commissionCompleted':
      return 'commission';
    case 'gameWon':
      return 'victory';
    default:
      return null;
  }
}
