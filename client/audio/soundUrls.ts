/** The URLs of the sound files (assets/sounds/*.wav, written by `npm run sounds`), as Vite emits them. */
import emberUrl from '../../assets/sounds/ember.wav?url';
import overheatUrl from '../../assets/sounds/overheat.wav?url';
import forgeUrl from '../../assets/sounds/forge.wav?url';
import commissionUrl from '../../assets/sounds/commission.wav?url';
import victoryUrl from '../../assets/sounds/victory.wav?url';

export type SoundName = 'ember' | 'overheat' | 'forge' | 'commission' | 'victory';

export const SOUND_URLS: Record<SoundName, string> = {
  ember: emberUrl,
  overheat: overheatUrl,
  forge: forgeUrl,
  commission: commissionUrl,
  victory: victoryUrl,
};
