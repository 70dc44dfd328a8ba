import type { GameView } from '../../../../../shared/games/dwarf/index.js';
import { PILES_PER_MINE } from '../../../../../shared/games/dwarf/engine/constants.js';
import { useEscape } from '../../../../ui/useEscape.js';
import { useLang, useT, workerSideName } from '../../i18n/index.js';
import { usePickStore } from '../../play/pickStore.js';
import { payForPile } from '../../play/pickTarget.js';
import { useOffered } from '../../play/useOffered.js';
import { CardFace } from '../CardFace.js';

/**
 * A Special Action asks once before it is done (it spends both base workers, or 4 iron and one): the
 * card (its worker side now, its mine side then) and the ways to pay that are open; Cancel or Escape
 * takes nothing.
 */
export function PayChoice({ view }: { view: GameView }) {
  const t = useT();
  const lang = useLang();
  const pile = usePickStore((s) => s.payFor);
  const choosePay = usePickStore((s) => s.choosePay);
  const pays = useOffered().piles.get(pile ?? -1) ?? [];
  useEscape(pile !== null, () => choosePay(null));
  if (pile === null || pays.length === 0) return null;
  const top = view.mines[Math.floor(pile / PILES_PER_MINE)]?.piles[pile % PILES_PER_MINE]?.top ?? null;
  const title = t('dwarf.payTitle', { card: workerSideName(top, lang) });
  return (
    <div className="dwarf-pay" role="group" aria-label={title} data-testid="dwarf-pay">
      {top && (
        <div className="dwarf-pay-card">
          <CardFace id={top} side="worker" />
        </div>
      )}
      <span className="small">{title}</span>
      <span className="row">
        {pays.includes('workers') && (
          <button
            type="button"
            className="btn primary"
            onClick={() => payForPile(pile, 'workers')}
            data-testid="dwarf-pay-workers"
            autoFocus
          >
            {t('dwarf.payWorkers')}
          </button>
        )}
        {pays.includes('iron') && (
          <button
            type="button"
            className="btn primary"
            onClick={() => payForPile(pile, 'iron')}
            data-testid="dwarf-pay-iron"
            autoFocus={!pays.includes('workers')}
          >
            {t('dwarf.payIron')}
          </button>
        )}
        <button type="button" className="btn small" onClick={() => choosePay(null)} data-testid="dwarf-pay-cancel">
          {t('common.cancel')}
        </button>
      </span>
    </div>
  );
}
