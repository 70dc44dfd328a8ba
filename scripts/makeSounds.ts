/**
 * Writes the game's sound effects to assets/sounds/*.wav (`npm run sounds`). Deterministic: the same
 * script always writes the same bytes (client/audio/soundAssets.test.ts checks the committed files).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SOUND_NAMES, renderSound } from './sounds/sounds.js';
import { SAMPLE_RATE } from './sounds/synth.js';
import { encodeWav } from './sounds/wav.js';

const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'assets', 'sounds');
mkdirSync(outDir, { recursive: true });
let total = 0;
for (const name of SOUND_NAMES) {
  const samples = renderSound(name);
  const bytes = encodeWav(samples, SAMPLE_RATE);
  writeFileSync(join(outDir, `${name}.wav`), bytes);
  let peak = 0;
  let sumSq = 0;
  for (const s of samples) {
    peak = Math.max(peak, Math.abs(s));
    sumSq += s * s;
  }
  const db = (x: number) => (20 * Math.log10(x)).toFixed(1);
  total += bytes.length;
  console.log(
    `${name}.wav  ${(samples.length / SAMPLE_RATE).toFixed(2)} s  ${bytes.length} bytes  peak ${db(peak)} dBFS  rms ${db(Math.sqrt(sumSq / samples.length))} dBFS`,
  );
}
console.log(`total ${total} bytes in ${outDir}`);
