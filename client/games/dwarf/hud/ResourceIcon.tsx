/**
 * A resource's icon in the HUD, in the shapes of its pieces on the table and its pictures on the cards
 * (scene/cardIcons.ts): iron a cube, gold a nugget, steel an ingot, artefacts a chalice, medals a disc
 * on a ribbon; in its colour, so that resources are told apart by shape as well as colour. Decorative:
 * the count it stands in names the resource for screen readers.
 */
import type { Resource } from '../../../../shared/games/dwarf/engine/constants.js';

const SHAPES: Record<Resource, string> = {
  // a cube seen from above a corner
  iron: 'M6 0.6 L11.2 3.3 V8.7 L6 11.4 L0.8 8.7 V3.3 Z M6 6 L11.2 3.3 M6 6 L0.8 3.3 M6 6 V11.4',
  // a lumpy nugget
  gold: 'M2 7.5 C0.6 5 2.6 2 5 2.4 C6.8 0.8 10.6 1.8 10.6 4.8 C12 7.2 9.6 10.6 6.6 10 C4.6 11.4 2.2 10.2 2 7.5 Z',
  // an ingot (a trapezoid bar)
  steel: 'M0.6 9.6 L2.8 3 H9.2 L11.4 9.6 Z',
  // a chalice: cup, stem, foot
  artefacts: 'M1.8 1 H10.2 C10.2 4.6 8.4 6.4 6.8 6.8 V9 H9 V11.2 H3 V9 H5.2 V6.8 C3.6 6.4 1.8 4.6 1.8 1 Z',
  // a disc on a ribbon
  medals: 'M3.2 0.4 H5.4 L6 3 L6.6 0.4 H8.8 L7.6 4.4 A3.7 3.7 0 1 1 4.4 4.4 Z',
};

export function ResourceIcon({ resource }: { resource: Resource }) {
  return (
    <svg className="mat-icon dwarf-res-icon" viewBox="0 0 12 12" aria-hidden="true" focusable="false" data-shape={resource}>
      <path d={SHAPES[resource]} fillRule="evenodd" />
    </svg>
  );
}
