import { describe, expect, it } from 'vitest';
import { DEFAULT_GAME, GAME_IDS } from './gameCatalog.js';
import { catalogMismatches, gameModule } from './registry.js';

describe('the game registry', () => {
  it('has a module for every game of the catalog, with the same name and seats', () => {
    expect(catalogMismatches()).toEqual([]);
    for (const id of GAME_IDS) expect(gameModule(id).id).toBe(id);
    expect(GAME_IDS).toContain(DEFAULT_GAME);
  });
});
