import type { GameView } from '../../../../../shared/games/dwarf/index.js';
import { cardName, useLang, useT } from '../../i18n/index.js';
import { usePickStore } from '../../play/pickStore.js';
import { pickTarget } from '../../play/pickTarget.js';
import type { PositionRow } from '../../viewModel/mine.js';
import { ActionTypeBadge } from '../ActionTypeBadge.js';
import { useInspectStore } from '../inspectStore.js';

/**
 * One position of a mine: its top card (name, action type, lanterns), the worker on it, how deep its
 * stack is. A position this seat may not use now is aria-disabled rather than disabled, so that its
 * press still reaches the click's meaning, which says why (as for its key and its 3D stack). Hover or
 * focus shows the card large and glows the stack on the table; the small button beside it opens the stack.
 */
export function PositionButton({ view, row, keyHint }: { view: GameView; row: PositionRow; keyHint: number | null }) {
  const t = useT();
  const lang = useLang();
  const hover = usePickStore((s) => s.hover);
  const browse = useInspectStore((s) => s.browse);
  const pick = { kind: 'position' as const, pos: row.pos };
  const where =
    view.mines.length > 1
      ? t('dwarf.positionOfMine', { mine: row.mine + 1, row: row.row + 1, col: row.col + 1 })
      : t('dwarf.position', { row: row.row + 1, col: row.col + 1 });
  const name = cardName(row.topId, lang);
  const occupant = row.worker ? view.players[row.worker.who] : null;
  const state = occupant
    ? [
        t('dwarf.takenBy', { name: occupant.name }),
        row.worker?.extra ? t('dwarf.extraWorker') : null,
        row.worker?.spent ? t('dwarf.spent') : null,
      ]
        .filter(Boolean)
        .join(', ')
    : t('dwarf.free');
  return (
    <div className="dwarf-cell">
      <button
        type="button"
        className={`btn dwarf-pos ${row.top.face.action}${row.offered ? ' offered' : ''}`}
        aria-disabled={row.offered ? undefined : true}
        aria-label={`${where}: ${name}, ${t(`dwarf.action.${row.top.face.action}`)}, ${state}`}
        onClick={() => pickTarget(pick)}
        onMouseEnter={() => hover(pick)}
        onMouseLeave={() => hover(null)}
        onFocus={() => hover(pick)}
        onBlur={() => hover(null)}
        data-testid={`dwarf-pos-${row.pos}`}
        data-offered={row.offered ? 'true' : undefined}
      >
        <span className="dwarf-pos-top">
          <ActionTypeBadge type={row.top.face.action} short />
          <span className="dwarf-pos-lanterns" aria-hidden>
            {'◆'.repeat(row.top.lanterns)}
          </span>
          {keyHint !== null && <span className="key">{keyHint}</span>}
        </span>
        <span className="dwarf-pos-name">{name}</span>
        {occupant && (
          <span className="dwarf-pos-worker" aria-hidden>
            <span className={`ember-dot ${occupant.color}`} />
            {row.worker?.extra ? '+' : ''}
          </span>
        )}
      </button>
      {row.stack.length > 1 ? (
        <button
          type="button"
          className="btn small dwarf-browse"
          onClick={() => browse(row.pos)}
          title={t('dwarf.browse')}
          aria-label={`${t('dwarf.browse')}: ${where}, ${t('dwarf.cardsInStack', { n: row.stack.length })}`}
          data-testid={`dwarf-browse-${row.pos}`}
        >
          {row.stack.length}
        </button>
      ) : (
        <span className="dwarf-browse-none" aria-hidden />
      )}
    </div>
  );
}
