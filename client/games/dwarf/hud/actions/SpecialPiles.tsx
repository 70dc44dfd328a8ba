import type { GameView } from '../../../../../shared/games/dwarf/index.js';
import { useLang, useT, workerSideName } from '../../i18n/index.js';
import { usePickStore } from '../../play/pickStore.js';
import { pickTarget } from '../../play/pickTarget.js';
import type { Offered } from '../../play/picks.js';
import { pileRows } from '../../viewModel/mine.js';

/**
 * The Special piles (Selection only): each top card's worker side and how many cards are left. A pile
 * this seat may not take now is aria-disabled, and its press says why (both workers needed, 4 iron,
 * the solo cap...). With two ways to pay, the press asks which (PayChoice).
 */
export function SpecialPiles({ view, offered, only = null }: { view: GameView; offered: Offered; only?: number | null }) {
  const t = useT();
  const lang = useLang();
  const hover = usePickStore((s) => s.hover);
  return (
    <div className="dwarf-piles" role="group" aria-label={t('dwarf.specials')}>
      <span className="small muted dwarf-piles-title">{t('dwarf.specials')}</span>
      <div className="dwarf-pile-list" data-mines={view.mines.length}>
        {pileRows(view, offered)
          .filter((p) => only === null || p.mine === only)
          .map((p) => {
            const pick = { kind: 'pile' as const, pile: p.pile };
            const name = p.top ? workerSideName(p.top, lang) : t('dwarf.pileEmpty');
            const ok = p.pays.length > 0;
            return (
              <button
                key={p.pile}
                type="button"
                className={`btn dwarf-pile${ok ? ' offered' : ''}`}
                aria-disabled={ok ? undefined : true}
                aria-label={`${t('dwarf.pile', { n: p.pile + 1 })}: ${name}, ${t('dwarf.pileCount', { n: p.count })}`}
                onClick={() => pickTarget(pick)}
                onMouseEnter={() => hover(pick)}
                onMouseLeave={() => hover(null)}
                onFocus={() => hover(pick)}
                onBlur={() => hover(null)}
                data-testid={`dwarf-pile-${p.pile}`}
                data-offered={ok ? 'true' : undefined}
              >
                <span className="dwarf-pile-name">{name}</span>
                <span className="small muted">{p.count}</span>
              </button>
            );
          })}
      </div>
    </div>
  );
}
