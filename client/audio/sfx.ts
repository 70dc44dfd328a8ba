/**
 * Plays the game's sound effects: the WAV files in assets/sounds/ (rendered offline by
 * `npm run sounds`, scripts/makeSounds.ts). The AudioContext is created on the first sound and resumed
 * on the first user gesture (browsers block audio before one); on that first sound all five files are
 * fetched and decoded once, and each sound plays as soon as its buffer is ready.
 */
import { useUiStore } from '../state/uiStore.js';
import { SOUND_URLS, type SoundName } from './soundUrls.js';

export type { SoundName } from './soundUrls.js';

/** The files are mastered 6 dB hot (see scripts/sounds/sounds.ts); this brings them back to the table's level. */
const PLAYBACK_GAIN = 0.5;
/** A sound whose file arrives later than this after it was asked for is dropped rather than played late. */
const MAX_LATENESS_S = 0.6;

let ctx: AudioContext | null = null;
let master: GainNode | null = null;
const buffers = new Map<SoundName, Promise<AudioBuffer | null>>();

function audio(): AudioContext | null {
  if (ctx) return ctx;
  const Ctor =
    typeof window !== 'undefined'
      ? (window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext)
      : undefined;
  if (!Ctor) return null;
  ctx = new Ctor();
  master = ctx.createGain();
  master.gain.value = PLAYBACK_GAIN;
  master.connect(ctx.destination);
  const resume = () => void ctx?.resume();
  window.addEventListener('pointerdown', resume, { once: true });
  window.addEventListener('keydown', resume, { once: true });
  for (const name of Object.keys(SOUND_URLS) as SoundName[]) void load(ctx, name);
  return ctx;
}

/** The decoded buffer of a sound, fetched and decoded once; null if the file cannot be had. */
function load(c: AudioContext, name: SoundName): Promise<AudioBuffer | null> {
  let p = buffers.get(name);
  if (!p) {
    p = fetch(SOUND_URLS[name])
      .then((r) => (r.ok ? r.arrayBuffer() : Promise.reject(new Error(`${r.status} ${SOUND_URLS[name]}`))))
      .then((data) => c.decodeAudioData(data))
      .catch(() => {
        buffers.delete(name); // try again next time
        return null;
      });
    buffers.set(name, p);
  }
  return p;
}

/** Plays a sound now (does nothing where WebAudio is missing, or when muted). */
export function playSound(name: SoundName): void {
  if (useUiStore.getState().muted) return;
  // Before any user gesture the browser would refuse to start audio: stay silent instead of warning.
  const activation =
    typeof navigator !== 'undefined'
      ? (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } }).userActivation
      : undefined;
  if (activation && !activation.hasBeenActive) return;
  const c = audio();
  if (!c || !master) return;
  if (c.state === 'suspended') void c.resume();
  const askedAt = c.currentTime;
  void load(c, name).then((buffer) => {
    if (!buffer || !master || useUiStore.getState().muted || c.currentTime - askedAt > MAX_LATENESS_S) return;
    const src = c.createBufferSource();
    src.buffer = buffer;
    src.connect(master);
    src.start(c.currentTime + 0.01);
  });
}
