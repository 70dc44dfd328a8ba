import { cardOf } from '../../../../shared/games/dwarf/cards/cardLookup.js';
import type { CardId } from '../../../../shared/games/dwarf/index.js';
import { effectText, useLang, useT, workerSideText } from '../i18n/index.js';
import { ActionTypeBadge } from './ActionTypeBadge.js';

/**
 * A card shown large: its name in the viewer's language, lanterns, action type and effect in words,
 * Change First Player; a Special card shows its worker side (done at once) and its mine side (where it
 * then lies).
 */
export function CardFace({ id, side = 'mine' }: { id: CardId; side?: 'mine' | 'worker' }) {
  const t = useT();
  const lang = useLang();
  const c = cardOf(id);
  const where = t('dwarf.position', { row: c.pos.row + 1, col: c.pos.col + 1 });
  return (
    <div className={`dwarf-card-face ${c.face.action}`} data-testid="dwarf-card-face" data-card={id}>
      {c.kind === 'special' && side === 'worker' && (
        <div className="dwarf-card-side">
          <div className="small muted">{t('dwarf.workerSide')}</div>
          <div className="dwarf-card-name" data-testid="dwarf-card-name">
            {c.worker.name[lang]}
          </div>
          <ActionTypeBadge type={c.worker.action} />
          <p className="dwarf-card-effect">{workerSideText(c.worker, lang)}</p>
        </div>
      )}
      <div className="dwarf-card-side">
        {c.kind === 'special' && side === 'worker' && <div className="small muted">{t('dwarf.mineSide', { where })}</div>}
        <div className="row">
          <span className="dwarf-card-name" data-testid={side === 'mine' || c.kind !== 'special' ? 'dwarf-card-name' : undefined}>
            {c.face.name[lang]}
          </span>
          <span className="spacer" />
          <span
            className="dwarf-lanterns"
            title={t('dwarf.lanterns', { n: c.lanterns })}
            aria-label={t('dwarf.lanterns', { n: c.lanterns })}
          >
            {'◆'.repeat(c.lanterns)}
          </span>
        </div>
        <ActionTypeBadge type={c.face.action} />
        <p className="dwarf-card-effect">{effectText(c.face.effect, lang)}</p>
        {c.face.changeFirstPlayer && <p className="small dwarf-cfp">⚑ {t('dwarf.changeFirstPlayer')}</p>}
        <div className="small muted">{where}</div>
      </div>
    </div>
  );
}
