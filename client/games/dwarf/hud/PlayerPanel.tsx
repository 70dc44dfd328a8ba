import { AUTOMA_NAMES, RESOURCES } from '../../../../shared/games/dwarf/engine/constants.js';
import { listText, resourceName, useLang, useT } from '../i18n/index.js';
import type { PlayerSummary } from '../viewModel/players.js';
import { ResourceCount } from './ResourceCount.js';
import { BotLevelBadge } from '../../../hud/BotLevelBadge.js';

/**
 * One participant: name and colour, the first-player marker, whose turn, resources (shape and colour
 * and name), the categories they lead outright now, Special Actions used (of 3 in solo), workers still
 * to place; the automa's level and, for Andvéttr, its medals towards 12.
 */
export function PlayerPanel({ p, compact }: { p: PlayerSummary; compact: boolean }) {
  const t = useT();
  const lang = useLang();
  const led = p.led.length
    ? listText(
        p.led.map((c) => resourceName(c, lang)),
        lang,
      )
    : t('dwarf.ledNone');
  return (
    <div
      className={`panel dwarf-player${p.active ? ' active' : ''}${p.me ? ' me' : ''}`}
      data-testid={`dwarf-player-${p.who}`}
      aria-current={p.active ? 'step' : undefined}
    >
      <div className="row dwarf-player-head">
        <span className={`ember-dot ${p.color}`} aria-hidden />
        <b className="dwarf-player-name">{p.name}</b>
        {p.me && <span className="small muted">({t('dwarf.you')})</span>}
        <span className="spacer" />
        {p.bot && <BotLevelBadge level={p.botLevel} testId={`dwarf-bot-${p.who}`} />}
        {compact && (
          <span className="small muted" title={t('dwarf.ledTitle', { list: led })} data-testid={`dwarf-led-${p.who}`}>
            {t('dwarf.ledShort', { n: p.led.length })}
          </span>
        )}
        {p.first && (
          <span className="dwarf-first" title={t('dwarf.first')} role="img" aria-label={t('dwarf.first')}>
            ⚑
          </span>
        )}
      </div>
      {p.automa && !compact && <div className="small muted">{t('dwarf.automa', { level: AUTOMA_NAMES[p.automa] })}</div>}
      <div className="dwarf-res-row">
        {RESOURCES.map((r) => (
          <ResourceCount key={r} resource={r} n={p.res[r]} />
        ))}
      </div>
      {!compact && (
        <div className="small dwarf-player-facts">
          <span title={t('dwarf.ledTitle', { list: led })} data-testid={`dwarf-led-${p.who}`}>
            {t('dwarf.led', { n: p.led.length })}
            {p.led.length > 0 && `: ${led}`}
          </span>
          {!p.automa && (
            <span data-testid={`dwarf-specials-${p.who}`}>
              {p.specialCap !== null
                ? t('dwarf.specialsUsedCap', { n: p.specials, cap: p.specialCap })
                : t('dwarf.specialsUsed', { n: p.specials })}
            </span>
          )}
          {p.workersLeft > 0 && <span>{t('dwarf.workersLeft', { n: p.workersLeft })}</span>}
          {p.medalsToWin !== null && <span className="dwarf-danger">{t('dwarf.medalsToWin', { n: p.res.medals })}</span>}
        </div>
      )}
    </div>
  );
}
