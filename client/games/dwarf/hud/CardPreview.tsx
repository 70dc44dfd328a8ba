import type { GameView } from '../../../../shared/games/dwarf/index.js';
import { MINE_SIZE, PILES_PER_MINE } from '../../../../shared/games/dwarf/engine/constants.js';
import { usePickStore } from '../play/pickStore.js';
import { CardFace } from './CardFace.js';
import { useInspectStore, type Inspected } from './inspectStore.js';

/** The card under the pointer or the focus, large: from the HUD (inspectStore) or the 3D table (pickStore.hovered). */
export function CardPreview({ view }: { view: GameView }) {
  const inspected = useInspectStore((s) => s.inspected);
  const hovered = usePickStore((s) => s.hovered);
  let shown: Inspected | null = inspected;
  if (!shown && hovered?.kind === 'position') {
    const stack = view.mines[Math.floor(hovered.pos / MINE_SIZE)]?.stacks[hovered.pos % MINE_SIZE];
    const top = stack?.[stack.length - 1];
    if (top) shown = { card: top, side: 'mine' };
  } else if (!shown && hovered?.kind === 'pile') {
    const top = view.mines[Math.floor(hovered.pile / PILES_PER_MINE)]?.piles[hovered.pile % PILES_PER_MINE]?.top;
    if (top) shown = { card: top, side: 'worker' };
  }
  if (!shown) return null;
  return (
    <div className="panel dwarf-card-preview" data-testid="dwarf-card-preview" aria-live="polite">
      <CardFace id={shown.card} side={shown.side} />
    </div>
  );
}
