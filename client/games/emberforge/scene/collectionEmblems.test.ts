import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../../../../shared/games/emberforge/engine/constants.js';
import { COLLECTION_ART } from './collectionEmblems.js';

describe('collection art', () => {
  it('gives every collection its own emblem shape (readable without colour)', () => {
    const shapes = COLLECTIONS.map((c) => COLLECTION_ART[c].emblem);
    expect(new Set(shapes).size).toBe(COLLECTIONS.length);
  });

  it('gives every collection its own sky colours', () => {
    const skies = COLLECTIONS.map((c) => COLLECTION_ART[c].sky.join('/'));
    expect(new Set(skies).size).toBe(COLLECTIONS.length);
    expect(new Set(COLLECTIONS.map((c) => COLLECTION_ART[c].sky[0])).size).toBe(COLLECTIONS.length);
  });
});
