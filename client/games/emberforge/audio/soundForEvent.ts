/** Which sound, if any, an Emberforge event makes: its moments' (../moments.ts), as the shell's sounds pick it. Pure. */
import type { GameEvent } from '../../../../shared/games/emberforge/index.js';
import { momentsOf } from '../moments.js';
import { soundOf } from '../../../audio/soundOf.js';
import type { SoundName } from '../../../audio/soundUrls.js';

export function soundForEvent(event: GameEvent): SoundName | null {
  return soundOf(momentsOf(event));
}
