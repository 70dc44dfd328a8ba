import type { Resource } from '../../../../shared/games/dwarf/index.js';

/**
 * A resource's token as a small picture, its shape as well as its colour so that the five are told apart
 * without colour: iron an ingot, gold a coin, steel a diamond, an artefact a hexagon, a medal a star.
 */
export function ResourceIcon({ res }: { res: Resource }) {
  return (
    <svg className={`dw-icon dw-${res}`} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      {SHAPES[res]}
    </svg>
  );
}

const SHAPES: Record<Resource, React.ReactNode> = {
  iron: <path d="M2 15 L5 6 H15 L18 15 Z" />,
  gold: (
    <>
      <circle cx="10" cy="10" r="8" />
      <circle className="dw-icon-inner" cx="10" cy="10" r="4.6" />
    </>
  ),
  steel: <path d="M10 1.5 L18 10 L10 18.5 L2 10 Z" />,
  artefacts: <path d="M10 1.5 L17.4 5.75 V14.25 L10 18.5 L2.6 14.25 V5.75 Z" />,
  medals: <path d="M10 1.5 L12.35 7.2 L18.5 7.6 L13.8 11.5 L15.3 17.6 L10 14.3 L4.7 17.6 L6.2 11.5 L1.5 7.6 L7.65 7.2 Z" />,
};
