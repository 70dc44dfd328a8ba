import type { GameView } from '../../../../shared/games/dwarf/index.js';
import { useT } from '../audienceWords/index.js';

/** The overlay's status line, DWARF's part: the round, the phase, the cards left in the Mountain (each mine's at 4-5 seats). */
export function OverlayStatus({ view }: { view: GameView }) {
  const t = useT();
  const counts = view.mines.map((m) => m.mountainCount);
  return (
    <span
      className="dw-status"
      data-testid="dwarf-overlay-status"
      data-round={view.round}
      data-phase={view.phase}
      data-mountain={counts.join(',')}
    >
      <span>{t('dwarfOverlay.round', { round: view.round })}</span>
      <span className="dw-sep">·</span>
      <span>{t(`dwarfOverlay.phase.${view.phase}`)}</span>
      <span className="dw-sep">·</span>
      <span>
        {counts.length === 1 ? t('dwarfOverlay.mountain', { n: counts[0]! }) : t('dwarfOverlay.mountains', { list: counts.join(' · ') })}
      </span>
    </span>
  );
}
