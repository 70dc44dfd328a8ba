/**
 * A material's icon in the HUD: the same shape as its 3D token and its glyph on the cards (iron an ingot,
 * bronze a coin, crystal a diamond, scale a hexagon, mithril a star; scene/materialGlyphs.ts), in its
 * colour, so that materials are told apart by shape as well as colour (issue 41). Decorative: the
 * count or button it stands in names the material for screen readers.
 */
import type { Material } from '../../../../shared/games/emberforge/index.js';

const SHAPES: Record<Material, string> = {
  iron: 'M1 10 L3 3 H9 L11 10 Z',
  bronze: 'M6 0.8 A5.2 5.2 0 1 1 5.99 0.8 Z',
  crystal: 'M6 0.4 L11.6 6 L6 11.6 L0.4 6 Z',
  scale: 'M6 0.6 L10.7 3.3 V8.7 L6 11.4 L1.3 8.7 V3.3 Z',
  mithril: 'M6 0.4 L7.6 4.2 L11.7 4.5 L8.6 7.2 L9.5 11.3 L6 9.1 L2.5 11.3 L3.4 7.2 L0.3 4.5 L4.4 4.2 Z',
};

export function MaterialIcon({ material }: { material: Material }) {
  return (
    <svg className="mat-icon" viewBox="0 0 12 12" aria-hidden="true" focusable="false" data-shape={material}>
      <path d={SHAPES[material]} />
    </svg>
  );
}
