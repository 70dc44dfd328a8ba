import type { GameView } from '../../../../../shared/games/dwarf/index.js';
import { useT } from '../../i18n/index.js';
import type { Offered } from '../../play/picks.js';
import { positionRows } from '../../viewModel/mine.js';
import { PositionButton } from './PositionButton.js';

/** The mines' positions as 3x3 grids of buttons (keys 1-9: the first mine's), in reading order; `only`: one mine's (a phone's tab). */
export function PositionGrid({ view, offered, only = null }: { view: GameView; offered: Offered; only?: number | null }) {
  const t = useT();
  const rows = positionRows(view, offered);
  return (
    <div className="dwarf-mines">
      {view.mines.map((_, mine) =>
        only !== null && only !== mine ? null : (
          <div
            key={mine}
            className="dwarf-mine"
            role="group"
            aria-label={view.mines.length > 1 ? t('dwarf.mine', { n: mine + 1 }) : t('dwarf.positions')}
          >
            {rows
              .filter((r) => r.mine === mine)
              .map((r) => (
                <PositionButton key={r.pos} view={view} row={r} keyHint={mine === 0 ? r.pos + 1 : null} />
              ))}
          </div>
        ),
      )}
    </div>
  );
}
