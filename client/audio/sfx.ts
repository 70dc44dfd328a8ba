/**
 * Sound effects synthesised at runtime with WebAudio (no audio files to ship): an ember placed, a zone
 * overheating, a weapon forged, a commission completed, a victory. The AudioContext is created on the
 * first sound and resumed on the first user gesture (browsers block audio before one).
 */

export type SoundName = 'ember' | 'overheat' | 'forge' | 'commission' | 'victory';

let ctx: AudioContext | null = null;
let master: GainNode | null = null;
let noiseBuffer: AudioBuffer | null = null;

function audio(): AudioContext | null {
  if (ctx) return ctx;
  const Ctor = typeof window !== 'undefined' ? (window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext) : undefined;
  if (!Ctor) return null;
  ctx = new Ctor();
  master = ctx.createGain();
  master.gain.value = 0.6;
  master.connect(ctx.destination);
  const resume = () => void ctx?.resume();
  window.addEventListener('pointerdown', resume, { once: true });
  window.addEventListener('keydown', resume, { once: true });
  return ctx;
}

function noise(c: AudioContext): AudioBuffer {
  if (noiseBuffer) return noiseBuffer;
  const len = c.sampleRate * 1.5;
  noiseBuffer = c.createBuffer(1, len, c.sampleRate);
  const data = noiseBuffer.getChannelData(0);
  let seed = 12345;
  for (let i = 0; i < len; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    data[i] = (seed / 0x7fffffff) * 2 - 1;
  }
  return noiseBuffer;
}

/** An envelope: quick attack to `peak`, exponential decay over `decay` seconds. */
function env(c: AudioContext, at: number, peak: number, decay: number, attack = 0.005): GainNode {
  const g = c.createGain();
  g.gain.setValueAtTime(0.0001, at);
  g.gain.exponentialRampToValueAtTime(peak, at + attack);
  g.gain.exponentialRampToValueAtTime(0.0001, at + attack + decay);
  g.connect(master!);
  return g;
}

function tone(c: AudioContext, type: OscillatorType, freq: number, at: number, peak: number, decay: number, attack?: number): void {
  const o = c.createOscillator();
  o.type = type;
  o.frequency.value = freq;
  o.connect(env(c, at, peak, decay, attack));
  o.start(at);
  o.stop(at + (attack ?? 0.005) + decay + 0.05);
}

function noiseBurst(c: AudioContext, at: number, peak: number, decay: number, filter: BiquadFilterType, freq: number, q = 1, sweepTo?: number): void {
  const src = c.createBufferSource();
  src.buffer = noise(c);
  const f = c.createBiquadFilter();
  f.type = filter;
  f.frequency.setValueAtTime(freq, at);
  if (sweepTo) f.frequency.exponentialRampToValueAtTime(sweepTo, at + decay);
  f.Q.value = q;
  src.connect(f);
  f.connect(env(c, at, peak, decay, 0.01));
  src.start(at);
  src.stop(at + decay + 0.1);
}

const PLAYERS: Record<SoundName, (c: AudioContext, t: number) => void> = {
  ember: (c, t) => {
    noiseBurst(c, t, 0.35, 0.22, 'bandpass', 1800, 0.8, 500);
    tone(c, 'sine', 180, t, 0.25, 0.18);
    for (let i = 0; i < 4; i++) noiseBurst(c, t + 0.05 + i * 0.04, 0.12, 0.03, 'highpass', 4000);
  },
  overheat: (c, t) => {
    noiseBurst(c, t, 0.6, 1.3, 'lowpass', 300, 1, 2400);
    tone(c, 'sawtooth', 55, t, 0.18, 1.1, 0.08);
    tone(c, 'sine', 41, t, 0.35, 1.2, 0.05);
    for (let i = 0; i < 8; i++) noiseBurst(c, t + 0.2 + i * 0.09, 0.1, 0.04, 'highpass', 3500);
  },
  forge: (c, t) => {
    noiseBurst(c, t, 0.5, 0.06, 'highpass', 2500);
    for (const [f, a, d] of [
      [523, 0.3, 1.1],
      [1307, 0.18, 0.8],
      [2093, 0.12, 0.6],
      [3148, 0.07, 0.4],
    ] as const) tone(c, 'sine', f, t, a, d, 0.002);
    noiseBurst(c, t + 0.32, 0.35, 0.05, 'highpass', 2500);
    tone(c, 'sine', 530, t + 0.32, 0.18, 0.8, 0.002);
    tone(c, 'sine', 1320, t + 0.32, 0.1, 0.6, 0.002);
  },
  commission: (c, t) => {
    [1318.5, 1975.5, 2637].forEach((f, i) => {
      tone(c, 'triangle', f, t + i * 0.09, 0.22, 0.6, 0.003);
      tone(c, 'sine', f * 2.01, t + i * 0.09, 0.06, 0.3, 0.003);
    });
  },
  victory: (c, t) => {
    [523.25, 659.25, 783.99, 1046.5].forEach((f, i) => tone(c, 'triangle', f, t + i * 0.16, 0.25, 0.5, 0.01));
    for (const f of [523.25, 659.25, 783.99, 1046.5]) tone(c, 'sawtooth', f, t + 0.7, 0.06, 1.6, 0.04);
    for (const f of [523.25, 783.99, 1046.5]) tone(c, 'triangle', f, t + 0.7, 0.18, 1.8, 0.03);
  },
};

/** Plays a sound now (does nothing where WebAudio is missing). */
export function playSound(name: SoundName): void {
  // Before any user gesture the browser would refuse to start audio: stay silent instead of warning.
  const activation = typeof navigator !== 'undefined' ? (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } }).userActivation : undefined;
  if (activation && !activation.hasBeenActive) return;
  const c = audio();
  if (!c || !master) return;
  if (c.state === 'suspended') void c.resume();
  PLAYERS[name](c, c.currentTime + 0.01);
}
