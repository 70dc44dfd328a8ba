/**
 * One text glyph per material, of the same shape as its token and its icon on the cards (ingot, coin,
 * diamond, hexagon, star): materials are told apart by shape, not by colour alone.
 */
import type { Material } from '../../../../shared/games/emberforge/engine/constants.js';

export const MATERIAL_GLYPHS: Record<Material, string> = {
  iron: '▰',
  bronze: '●',
  crystal: '◆',
  scale: '⬢',
  mithril: '★',
};
