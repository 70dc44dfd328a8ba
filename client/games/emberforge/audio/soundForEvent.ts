/** Which sound, if any, a game event makes: its moment's (client/games/emberforge/moments.ts). Pure. */
import type { GameEvent } from '../../../../shared/index.js';
import { momentsOf } from '../moments.js';
import type { SoundName } from '../../../audio/soundUrls.js';

export function soundForEvent(event: GameEvent): SoundName | null {
  return momentsOf(event).find((m) => m.sound)?.sound ?? null;
}
