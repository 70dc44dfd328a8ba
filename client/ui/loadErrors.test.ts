import { describe, expect, it } from 'vitest';
import { isLoadError } from './loadErrors.js';

describe('isLoadError', () => {
  it("knows each browser's words for a chunk that could not be fetched", () => {
    for (const m of [
      'Failed to fetch dynamically imported module: http://localhost:3000/assets/GameScreen-abc.js', // Chromium
      'error loading dynamically imported module: http://localhost:3000/assets/GameScreen-abc.js', // Firefox
      'Importing a module script failed.', // Safari
      'Unable to preload CSS for /assets/history-abc.css', // Vite's preload helper
    ])
      expect(isLoadError(new TypeError(m)), m).toBe(true);
  });

  it('leaves other errors alone (a bug is not a network problem)', () => {
    expect(isLoadError(new TypeError("Cannot read properties of undefined (reading 'seat')"))).toBe(false);
    expect(isLoadError('WebGL context could not be created')).toBe(false);
  });
});
