/**
 * A small offline synthesiser: everything is a Float32Array of mono samples at SAMPLE_RATE.
 * Oscillators (band-limited, so no aliasing), seeded noise, WebAudio-style exponential envelopes and
 * RBJ biquad filters. Pure and deterministic: no Math.random, no time, no I/O.
 */
import { seededFloats } from '../../shared/games/emberforge/engine/publicRng.js';

export const SAMPLE_RATE = 22_050;

export type Wave = 'sine' | 'triangle' | 'sawtooth';
export type FilterType = 'lowpass' | 'highpass' | 'bandpass';

/** A silent buffer of `seconds`. */
export function silence(seconds: number): Float32Array {
  return new Float32Array(Math.round(seconds * SAMPLE_RATE));
}

export function whiteNoise(length: number, seed: number): Float32Array {
  const rnd = seededFloats(seed);
  const out = new Float32Array(length);
  for (let i = 0; i < length; i++) out[i] = rnd() * 2 - 1;
  return out;
}

/**
 * One sample of a band-limited wave at phase `phase` (cycles) for a fundamental `freq`: the sawtooth and
 * triangle are summed from their harmonics below Nyquist, as WebAudio's oscillators are.
 */
function harmonics(wave: Wave, freq: number): { n: number; amp: number; cos: boolean }[] {
  if (wave === 'sine') return [{ n: 1, amp: 1, cos: false }];
  const list: { n: number; amp: number; cos: boolean }[] = [];
  const nyquist = SAMPLE_RATE / 2;
  for (let n = 1; n * freq < nyquist; n++) {
    if (wave === 'sawtooth') list.push({ n, amp: ((n % 2 === 1 ? 1 : -1) * 2) / (Math.PI * n), cos: false });
    else if (n % 2 === 1) list.push({ n, amp: (8 / (Math.PI * Math.PI)) * ((((n - 1) / 2) % 2 === 0 ? 1 : -1) / (n * n)), cos: false });
  }
  return list;
}

/** `seconds` of an oscillator at `freq` Hz, amplitude 1. */
export function oscillator(wave: Wave, freq: number, seconds: number): Float32Array {
  const out = new Float32Array(Math.round(seconds * SAMPLE_RATE));
  const parts = harmonics(wave, freq);
  const w = (2 * Math.PI * freq) / SAMPLE_RATE;
  for (const { n, amp } of parts) {
    for (let i = 0; i < out.length; i++) out[i]! += amp * Math.sin(w * n * i);
  }
  return out;
}

/**
 * The envelope of the old WebAudio sfx: from 0.0001 exponentially up to `peak` in `attack` seconds, then
 * exponentially down to 0.0001 over `decay` seconds, then silent.
 */
export function envelope(length: number, peak: number, decay: number, attack = 0.005): Float32Array {
  const out = new Float32Array(length);
  const floor = 0.0001;
  const a = attack * SAMPLE_RATE;
  const d = decay * SAMPLE_RATE;
  for (let i = 0; i < length; i++) {
    if (i < a) out[i] = floor * Math.pow(peak / floor, i / a);
    else if (i < a + d) out[i] = peak * Math.pow(floor / peak, (i - a) / d);
    else out[i] = 0;
  }
  return out;
}

/** Multiplies `signal` by `gain` sample by sample (in place; returns `signal`). */
export function applyGain(signal: Float32Array, gain: Float32Array): Float32Array {
  for (let i = 0; i < signal.length; i++) signal[i]! *= gain[i] ?? 0;
  return signal;
}

/**
 * An RBJ-cookbook biquad over `input`. The cutoff is `freq`, or glides exponentially from `freq` to
 * `sweepTo` over `sweepSeconds` (like exponentialRampToValueAtTime).
 */
export function biquad(input: Float32Array, type: FilterType, freq: number, q: number, sweepTo?: number, sweepSeconds = 0): Float32Array {
  const out = new Float32Array(input.length);
  let x1 = 0,
    x2 = 0,
    y1 = 0,
    y2 = 0;
  const sweepLen = sweepSeconds * SAMPLE_RATE;
  for (let i = 0; i < input.length; i++) {
    const f = sweepTo && sweepLen > 0 ? freq * Math.pow(sweepTo / freq, Math.min(1, i / sweepLen)) : freq;
    const w0 = (2 * Math.PI * Math.min(f, SAMPLE_RATE * 0.49)) / SAMPLE_RATE;
    const cos = Math.cos(w0);
    const alpha = Math.sin(w0) / (2 * q);
    let b0: number, b1: number, b2: number;
    if (type === 'lowpass') [b0, b1, b2] = [(1 - cos) / 2, 1 - cos, (1 - cos) / 2];
    else if (type === 'highpass') [b0, b1, b2] = [(1 + cos) / 2, -(1 + cos), (1 + cos) / 2];
    else [b0, b1, b2] = [alpha, 0, -alpha];
    const a0 = 1 + alpha,
      a1 = -2 * cos,
      a2 = 1 - alpha;
    const x = input[i]!;
    const y = (b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2) / a0;
    x2 = x1;
    x1 = x;
    y2 = y1;
    y1 = y;
    out[i] = y;
  }
  return out;
}

/** Adds `part` into `mix` starting at `at` seconds (parts running past the end are cut). */
export function mixAt(mix: Float32Array, part: Float32Array, at: number): void {
  const start = Math.round(at * SAMPLE_RATE);
  for (let i = 0; i < part.length && start + i < mix.length; i++) mix[start + i]! += part[i]!;
}

/** A tone with the old sfx's envelope, mixed into `mix` at `at` seconds. */
export function tone(mix: Float32Array, wave: Wave, freq: number, at: number, peak: number, decay: number, attack = 0.005): void {
  const seconds = attack + decay + 0.05;
  const osc = oscillator(wave, freq, seconds);
  mixAt(mix, applyGain(osc, envelope(osc.length, peak, decay, attack)), at);
}

/** A filtered noise burst, mixed into `mix` at `at` seconds; `seed` picks the noise. */
export function noiseBurst(
  mix: Float32Array,
  seed: number,
  at: number,
  peak: number,
  decay: number,
  filter: FilterType,
  freq: number,
  q = 1,
  sweepTo?: number,
): void {
  const attack = 0.01;
  const n = Math.round((attack + decay + 0.1) * SAMPLE_RATE);
  const filtered = biquad(whiteNoise(n, seed), filter, freq, q, sweepTo, decay);
  mixAt(mix, applyGain(filtered, envelope(n, peak, decay, attack)), at);
}

/** Scales `mix` by `gain`, lowers it further if its peak would pass `ceiling`, and fades the last `fade` seconds out. */
export function master(mix: Float32Array, gain: number, ceiling = 0.89, fade = 0.03): Float32Array {
  let peak = 0;
  for (const s of mix) peak = Math.max(peak, Math.abs(s * gain));
  const g = peak > ceiling ? (gain * ceiling) / peak : gain;
  const fadeLen = Math.round(fade * SAMPLE_RATE);
  for (let i = 0; i < mix.length; i++) {
    const tail = mix.length - 1 - i;
    mix[i]! *= g * (tail < fadeLen ? tail / fadeLen : 1);
  }
  return mix;
}
