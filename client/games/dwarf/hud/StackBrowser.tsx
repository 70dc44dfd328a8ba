import type { GameView } from '../../../../shared/games/dwarf/index.js';
import { MINE_SIZE } from '../../../../shared/games/dwarf/engine/constants.js';
import { useEscape } from '../../../ui/useEscape.js';
import { cardName, useLang, useT } from '../i18n/index.js';
import { CardFace } from './CardFace.js';
import { useInspectStore } from './inspectStore.js';

/**
 * A position's stack opened: every card, bottom first (order kept, as at the table: anyone may look
 * through any stack), the top one marked; the card focused or hovered shows large. Escape closes it.
 */
export function StackBrowser({ view }: { view: GameView }) {
  const t = useT();
  const lang = useLang();
  const pos = useInspectStore((s) => s.browsing);
  const browse = useInspectStore((s) => s.browse);
  const inspected = useInspectStore((s) => s.inspected);
  const inspect = useInspectStore((s) => s.inspect);
  useEscape(pos !== null, () => browse(null));
  if (pos === null) return null;
  const stack = view.mines[Math.floor(pos / MINE_SIZE)]?.stacks[pos % MINE_SIZE] ?? [];
  const i = pos % MINE_SIZE;
  const where =
    view.mines.length > 1
      ? t('dwarf.positionOfMine', { mine: Math.floor(pos / MINE_SIZE) + 1, row: Math.floor(i / 3) + 1, col: (i % 3) + 1 })
      : t('dwarf.position', { row: Math.floor(i / 3) + 1, col: (i % 3) + 1 });
  const shown = inspected?.card && stack.includes(inspected.card) ? inspected.card : stack[stack.length - 1];
  return (
    <div
      className="panel dwarf-stack"
      role="dialog"
      aria-label={t('dwarf.stackTitle', { where, n: stack.length })}
      data-testid="dwarf-stack"
    >
      <div className="row">
        <b className="small">{t('dwarf.stackTitle', { where, n: stack.length })}</b>
        <span className="spacer" />
        <button type="button" className="btn small" onClick={() => browse(null)} data-testid="dwarf-stack-close" autoFocus>
          {t('common.close')}
        </button>
      </div>
      <ol className="dwarf-stack-cards">
        {stack.map((id, k) => (
          <li key={id}>
            <button
              type="button"
              className={`btn small${id === shown ? ' primary' : ''}`}
              onMouseEnter={() => inspect({ card: id, side: 'mine' })}
              onFocus={() => inspect({ card: id, side: 'mine' })}
              onClick={() => inspect({ card: id, side: 'mine' })}
              data-testid={`dwarf-stack-card-${k}`}
            >
              {k + 1}. {cardName(id, lang)}{' '}
              <span className="muted">({k === stack.length - 1 ? t('dwarf.stackTop') : t('dwarf.stackCovered')})</span>
            </button>
          </li>
        ))}
      </ol>
      {shown && <CardFace id={shown} />}
    </div>
  );
}
