import type { GameView } from '../../../../../shared/games/dwarf/index.js';
import { PILES_PER_MINE } from '../../../../../shared/games/dwarf/engine/constants.js';
import { useLang, useT, workerSideName } from '../../i18n/index.js';
import { usePickStore } from '../../play/pickStore.js';
import { payForPile } from '../../play/pickTarget.js';

/** "How do you pay for this Special Action?": both base workers, or 4 iron and one worker (only when both are open). */
export function PayChoice({ view }: { view: GameView }) {
  const t = useT();
  const lang = useLang();
  const pile = usePickStore((s) => s.payFor);
  const choosePay = usePickStore((s) => s.choosePay);
  if (pile === null) return null;
  const top = view.mines[Math.floor(pile / PILES_PER_MINE)]?.piles[pile % PILES_PER_MINE]?.top ?? null;
  return (
    <div className="dwarf-pay" role="group" aria-label={t('dwarf.payTitle', { card: workerSideName(top, lang) })} data-testid="dwarf-pay">
      <span className="small">{t('dwarf.payTitle', { card: workerSideName(top, lang) })}</span>
      <button type="button" className="btn primary" onClick={() => payForPile(pile, 'workers')} data-testid="dwarf-pay-workers" autoFocus>
        {t('dwarf.payWorkers')}
      </button>
      <button type="button" className="btn primary" onClick={() => payForPile(pile, 'iron')} data-testid="dwarf-pay-iron">
        {t('dwarf.payIron')}
      </button>
      <button type="button" className="btn small" onClick={() => choosePay(null)} data-testid="dwarf-pay-cancel">
        {t('common.cancel')}
      </button>
    </div>
  );
}
