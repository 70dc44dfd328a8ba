/**
 * The five game sounds, rendered offline (same character as the earlier WebAudio node graph):
 * an ember's tick with crackle, an overheat's whoosh and roar, the forge's anvil clang, a commission's
 * coin chime and a victory fanfare. `npm run sounds` writes them to assets/sounds/.
 */
import { SAMPLE_RATE, master, noiseBurst, silence, tone } from './synth.js';
import { encodeWav } from './wav.js';

export const SOUND_NAMES = ['ember', 'overheat', 'forge', 'commission', 'victory'] as const;
export type SoundName = (typeof SOUND_NAMES)[number];

/**
 * Twice the old graph's master gain (0.6), so the loudest file peaks near -1.6 dBFS and 16-bit samples
 * keep their resolution; client/audio/sfx.ts plays the files at PLAYBACK_GAIN 0.5, which gives back the
 * old loudness.
 */
const MASTER_GAIN = 1.2;

function ember(): Float32Array {
  const m = silence(0.36);
  noiseBurst(m, 11, 0, 0.35, 0.22, 'bandpass', 1800, 0.8, 500);
  tone(m, 'sine', 180, 0, 0.25, 0.18);
  for (let i = 0; i < 4; i++) noiseBurst(m, 20 + i, 0.05 + i * 0.04, 0.12, 0.03, 'highpass', 4000);
  return m;
}

function overheat(): Float32Array {
  const m = silence(1.5);
  noiseBurst(m, 31, 0, 0.6, 1.3, 'lowpass', 300, 1, 2400);
  tone(m, 'sawtooth', 55, 0, 0.18, 1.1, 0.08);
  tone(m, 'sine', 41, 0, 0.35, 1.2, 0.05);
  for (let i = 0; i < 8; i++) noiseBurst(m, 40 + i, 0.2 + i * 0.09, 0.1, 0.04, 'highpass', 3500);
  return m;
}

function forge(): Float32Array {
  const m = silence(1.3);
  noiseBurst(m, 51, 0, 0.5, 0.06, 'highpass', 2500);
  for (const [f, a, d] of [
    [523, 0.3, 1.1],
    [1307, 0.18, 0.8],
    [2093, 0.12, 0.6],
    [3148, 0.07, 0.4],
  ] as const)
    tone(m, 'sine', f, 0, a, d, 0.002);
  noiseBurst(m, 52, 0.32, 0.35, 0.05, 'highpass', 2500);
  tone(m, 'sine', 530, 0.32, 0.18, 0.8, 0.002);
  tone(m, 'sine', 1320, 0.32, 0.1, 0.6, 0.002);
  return m;
}

function commission(): Float32Array {
  const m = silence(0.9);
  [1318.5, 1975.5, 2637].forEach((f, i) => {
    tone(m, 'triangle', f, i * 0.09, 0.22, 0.6, 0.003);
    tone(m, 'sine', f * 2.01, i * 0.09, 0.06, 0.3, 0.003);
  });
  return m;
}

function victory(): Float32Array {
  // The old graph rang for 2.5 s; the chord's decay is shortened so the file stays under 2 s.
  const m = silence(1.95);
  const chord = [523.25, 659.25, 783.99, 1046.5];
  chord.forEach((f, i) => tone(m, 'triangle', f, i * 0.16, 0.25, 0.5, 0.01));
  for (const f of chord) tone(m, 'sawtooth', f, 0.7, 0.06, 1.15, 0.04);
  for (const f of [523.25, 783.99, 1046.5]) tone(m, 'triangle', f, 0.7, 0.18, 1.2, 0.03);
  return m;
}

const RENDERERS: Record<SoundName, () => Float32Array> = { ember, overheat, forge, commission, victory };

/** The samples of one sound, mastered (gain, peak ceiling, fade-out). */
export function renderSound(name: SoundName): Float32Array {
  return master(RENDERERS[name](), MASTER_GAIN);
}

/** The WAV file bytes of one sound. */
export function renderSoundWav(name: SoundName): Uint8Array {
  return encodeWav(renderSound(name), SAMPLE_RATE);
}
