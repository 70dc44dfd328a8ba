/** Which sound, if any, an event makes: the first of its moments that names one (client/platform/moments.ts). Pure. */
import type { Moment } from '../platform/moments.js';
import type { SoundName } from './soundUrls.js';

export function soundOf(moments: readonly Moment[]): SoundName | null {
  return (moments.find((m) => m.sound)?.sound as SoundName | undefined) ?? null;
}
