/** A digest of texts for simulations' final states: any game's `npm run simulate` (the CLI gives SHA-256). */
export interface Hasher {
  update(text: string): void;
  digest(): string;
}

/** A pure 64-bit FNV-1a (two 32-bit lanes), hex: the default where no SHA-256 is at hand (the browser). */
export function fnvHasher(): Hasher {
  let h1 = 0x811c9dc5;
  let h2 = 0xcbf29ce4;
  return {
    update(text: string) {
      for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        h1 = Math.imul(h1 ^ c, 0x01000193) >>> 0;
        h2 = Math.imul(h2 ^ c ^ (h1 >>> 7), 0x01000193) >>> 0;
      }
    },
    digest() {
      return h1.toString(16).padStart(8, '0') + h2.toString(16).padStart(8, '0');
    },
  };
}
