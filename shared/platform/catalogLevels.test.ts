import { describe, expect, it } from 'vitest';
import { levelsFor } from './botLevels.js';
import { botLevelsOf, GAME_CATALOG } from './gameCatalog.js';
import { gameModule } from './registry.js';

describe("the catalog's bot levels", () => {
  it('are the levels each registered module offers (levelsFor: all three only where it can determinize)', () => {
    for (const g of GAME_CATALOG) expect([...g.botLevels], g.id).toEqual([...levelsFor(gameModule(g.id))]);
  });

  it('offer Easy for a game the catalog does not know', () => {
    expect(botLevelsOf('chess')).toEqual(['easy']);
    expect(botLevelsOf('emberforge')).toEqual(['easy', 'normal', 'hard']);
  });
});
