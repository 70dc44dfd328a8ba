/**
 * A game's secret randomness (every game's: Emberforge's and DWARF's shuffles, reshuffles and random
 * start players; moved here from Emberforge's engine so that no game imports another's files). A ChaCha20
 * keystream (@noble/ciphers, audited) under a 256-bit key; the generator's whole state is the key and the
 * position in the keystream (kept in the game's state, e.g. GameState.rng), plain JSON, so seed + action log replay a game exactly. The key is
 * the server's secret (crypto.randomBytes(32), as 64 hex digits); views never carry it (see viewFor).
 * Integer draws are unbiased (rejection sampling). For things that hide nothing, see ./publicRng.ts.
 */
import { chacha20 } from '@noble/ciphers/chacha.js';

/** The generator's state: the key (64 hex digits) and the index of the next 32-bit keystream word. */
export interface GameRng {
  key: string;
  word: number;
}

/**
 * What seeds a game: a 256-bit secret as 64 hex digits (the server's), or a whole number 0..2^32-1 for
 * simulations, tests and the local practice game only (its key is derived from the number by anyone, so
 * such a game hides nothing from whoever knows the number).
 */
export type GameSeed = string | number;

const KEY_HEX = /^[0-9a-f]{64}$/;
const NONCE = new Uint8Array(12);
const BLOCK_WORDS = 16;
/** Key-derivation nonce for numeric seeds ("EFsim" + the number), distinct from the stream nonce. */
const SIM_TAG = [0x45, 0x46, 0x73, 0x69, 0x6d];

export function isGameSeed(seed: unknown): seed is GameSeed {
  if (typeof seed === 'string') return KEY_HEX.test(seed);
  return typeof seed === 'number' && Number.isInteger(seed) && seed >= 0 && seed <= 0xffffffff;
}

const HEX_BYTES: readonly string[] = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, '0'));

function hex(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i++) s += HEX_BYTES[bytes[i]!]!;
  return s;
}

/** The value of one lower-case hex digit's char code (the key is checked by KEY_HEX first). */
function nibble(code: number): number {
  return code <= 57 ? code - 48 : code - 87;
}

/** The bytes of a key a Stream has checked (KEY_HEX). */
function keyBytes(key: string): Uint8Array {
  const out = new Uint8Array(32);
  for (let i = 0; i < 32; i++) out[i] = (nibble(key.charCodeAt(2 * i)) << 4) | nibble(key.charCodeAt(2 * i + 1));
  return out;
}

/** The generator at the start of a game. A numeric seed N gives the key ChaCha20(0^256, "EFsim"‖N). */
export function rngFromSeed(seed: GameSeed): GameRng {
  if (!isGameSeed(seed)) throw new Error('The seed must be 64 hex digits or a whole number 0-4294967295.');
  if (typeof seed === 'string') return { key: seed, word: 0 };
  const nonce = new Uint8Array(12);
  nonce.set(SIM_TAG);
  new DataView(nonce.buffer).setUint32(8, seed, true);
  return { key: hex(chacha20(new Uint8Array(32), nonce, new Uint8Array(32))), word: 0 };
}

/**
 * The last keystream blocks computed, by key and group of GROUP_BLOCKS blocks: consecutive draws of one
 * game (a shuffle of the deck reads 4 blocks, then a draw a few actions later; a search replaying many
 * futures of one position) mostly read the same group, so it is kept instead of being recomputed, and
 * one call of the cipher makes a whole group (each call costs more in setting up than a block does).
 * A pure cache: values never depend on it.
 */
const GROUP_BLOCKS = 8;
const GROUP_WORDS = GROUP_BLOCKS * BLOCK_WORDS;
let cachedKey = '';
let cachedKeyBytes: Uint8Array | null = null;
let cachedGroup = -1;
const cachedWords = new Uint32Array(GROUP_WORDS);
const ZEROS = new Uint8Array(GROUP_WORDS * 4);
const groupBytes = new Uint8Array(GROUP_WORDS * 4);
const groupView = new DataView(groupBytes.buffer);

/** The keystream's 32-bit word number `w` (little-endian words, RFC 8439 block counter from 0). */
function keystreamWord(key: string, w: number): number {
  if (key !== cachedKey || cachedKeyBytes === null) {
    cachedKeyBytes = keyBytes(key);
    cachedKey = key;
    cachedGroup = -1;
  }
  const group = Math.floor(w / GROUP_WORDS);
  if (group !== cachedGroup) {
    chacha20(cachedKeyBytes, NONCE, ZEROS, groupBytes, group * GROUP_BLOCKS);
    for (let i = 0; i < GROUP_WORDS; i++) cachedWords[i] = groupView.getUint32(4 * i, true);
    cachedGroup = group;
  }
  return cachedWords[w - group * GROUP_WORDS]!;
}

/** Reads the keystream word by word from a state; `state()` is where the next read would start. */
class Stream {
  private word: number;

  constructor(private readonly rng: GameRng) {
    // The cached key was checked when it was cached: a game's draws check theirs once, not per draw.
    if (rng.key !== cachedKey && !KEY_HEX.test(rng.key)) throw new Error('The random state needs a 64-hex-digit key.');
    this.word = rng.word;
  }

  next(): number {
    return keystreamWord(this.rng.key, this.word++);
  }

  /** A uniform integer in [0, n), 1 ≤ n ≤ 2^32: words in the biased tail are rejected. */
  below(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > 0x100000000) throw new Error(`Cannot draw below ${n}.`);
    const limit = 0x100000000 - (0x100000000 % n);
    for (;;) {
      const w = this.next();
      if (w < limit) return w % n;
    }
  }

  state(): GameRng {
    return { key: this.rng.key, word: this.word };
  }
}

/** A uniform integer in [0, n) (n ≥ 1) and the generator's next state. */
export function rngInt(rng: GameRng, n: number): { value: number; state: GameRng } {
  const s = new Stream(rng);
  const value = s.below(n);
  return { value, state: s.state() };
}

/** A Fisher–Yates shuffled copy of `items` and the generator's next state (the input is not touched). */
export function rngShuffle<T>(items: readonly T[], rng: GameRng): { items: T[]; state: GameRng } {
  const out = items.slice();
  const s = new Stream(rng);
  for (let i = out.length - 1; i > 0; i--) {
    const j = s.below(i + 1);
    const tmp = out[i]!;
    out[i] = out[j]!;
    out[j] = tmp;
  }
  return { items: out, state: s.state() };
}

/**
 * A stand-in state for games rebuilt from a view (bots planning ahead): they do not know the key, so
 * any shuffle they simulate is a guess. All-zero key: never the key of a real game.
 */
export const UNKNOWN_RNG: GameRng = { key: '0'.repeat(64), word: 0 };
