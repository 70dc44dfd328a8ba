import { canPay, costOf } from '../../../../../shared/games/dwarf/engine/rules.js';
import type { Choice, GameView } from '../../../../../shared/games/dwarf/index.js';
import { cardName, costText, effectText, useLang, useT } from '../../i18n/index.js';
import { useInspectStore } from '../inspectStore.js';
import { tryAction } from './tryAction.js';

/**
 * The conversions waiting for this seat (a Special card's worker side, a covered card, the Extract or
 * Forge step): each with Convert and Decline, done in the order the player chooses. Convert on one
 * the player cannot pay is aria-disabled and its press says why.
 */
export function ChoicePanel({ view, choice }: { view: GameView; choice: Choice }) {
  const t = useT();
  const lang = useLang();
  const inspect = useInspectStore((s) => s.inspect);
  const me = view.viewer === 'spectator' ? null : view.players[view.viewer];
  return (
    <ol className="dwarf-choice" data-testid="dwarf-choice">
      {choice.items.map((item, i) => {
        const payable = me ? canPay(me.res, item.effect) : false;
        const cost = costText(costOf(item.effect), lang);
        return (
          <li key={`${item.card}-${i}`} className="dwarf-choice-item" data-testid={`dwarf-item-${i}`}>
            <span
              className="dwarf-choice-card"
              tabIndex={0}
              onMouseEnter={() => inspect({ card: item.card, side: choice.reason === 'special' ? 'worker' : 'mine' })}
              onMouseLeave={() => inspect(null)}
              onFocus={() => inspect({ card: item.card, side: choice.reason === 'special' ? 'worker' : 'mine' })}
              onBlur={() => inspect(null)}
            >
              <b>{cardName(item.card, lang)}</b> <span className="small">{effectText(item.effect, lang)}</span>
            </span>
            <span className="row">
              <button
                type="button"
                className={`btn${payable ? ' primary' : ''}`}
                aria-disabled={payable ? undefined : true}
                title={payable ? t('dwarf.cost', { cost }) : t('dwarf.why.cannotPayItem', { cost })}
                onClick={() => tryAction(view, { type: 'convert', item: i })}
                data-testid={`dwarf-convert-${i}`}
              >
                {t('dwarf.convert')} <span className="small">({payable ? cost : t('dwarf.cannotPay')})</span>
              </button>
              <button
                type="button"
                className="btn"
                onClick={() => tryAction(view, { type: 'decline', item: i })}
                data-testid={`dwarf-decline-${i}`}
              >
                {t('dwarf.decline')}
              </button>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
