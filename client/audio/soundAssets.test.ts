import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SOUND_NAMES, renderSound, renderSoundWav } from '../../scripts/sounds/sounds.js';
import { SAMPLE_RATE } from '../../scripts/sounds/synth.js';
import { SOUND_URLS } from './soundUrls.js';

const file = (name: string) => new URL(`../../assets/sounds/${name}.wav`, import.meta.url);
const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('assets/sounds (written by npm run sounds)', () => {
  it('the client plays exactly the sounds the script renders', () => {
    expect(Object.keys(SOUND_URLS).sort()).toEqual([...SOUND_NAMES].sort());
  });

  it.each(SOUND_NAMES)('%s.wav is byte for byte what the script renders now (run `npm run sounds` after changing it)', (name) => {
    expect(sha(renderSoundWav(name))).toBe(sha(readFileSync(file(name))));
  });

  it.each(SOUND_NAMES)('%s.wav is a short, unclipped 16-bit mono WAV', (name) => {
    const bytes = readFileSync(file(name));
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    expect(bytes.subarray(0, 4).toString()).toBe('RIFF');
    expect(bytes.subarray(8, 16).toString()).toBe('WAVEfmt ');
    expect(view.getUint16(22, true)).toBe(1); // channels
    expect(view.getUint32(24, true)).toBe(SAMPLE_RATE);
    expect(view.getUint16(34, true)).toBe(16);
    const samples = view.getUint32(40, true) / 2;
    expect(samples / SAMPLE_RATE).toBeLessThan(2);
    let peak = 0;
    let sumSq = 0;
    for (const s of renderSound(name)) {
      peak = Math.max(peak, Math.abs(s));
      sumSq += s * s;
    }
    expect(peak).toBeLessThan(0.9); // headroom: never clips
    expect(Math.sqrt(sumSq / samples)).toBeGreaterThan(0.01); // and is not silent
  });

  it('the five files stay small', () => {
    const total = SOUND_NAMES.reduce((sum, name) => sum + statSync(file(name)).size, 0);
    expect(total).toBeLessThan(300_000);
  });
});
