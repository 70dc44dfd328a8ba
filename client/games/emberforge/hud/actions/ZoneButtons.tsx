import { embersOf, ZONES } from '../../../../../shared/games/emberforge/index.js';
import type { GameView, Zone } from '../../../../../shared/games/emberforge/index.js';
import { useLang, useT, zoneName } from '../../i18n/index.js';
import { HeatBadge } from '../HeatBadge.js';
import { useCompactLayout } from '../../../../hud/useCompactLayout.js';

interface Props {
  view: GameView;
  enabled: (zone: Zone) => boolean;
  onZone: (zone: Zone) => void;
  /** Why a zone cannot be used (its tooltip; a press says it above the controls). */
  why?: (zone: Zone) => string | null;
  /** Whether one more ember there overheats the zone (placement: a warning on the button). */
  overheats?: (zone: Zone) => boolean;
  /** The zone whose ember waits for a second press (placement: an ember that overheats it). */
  armed?: Zone | null;
}

/**
 * The four zones as big buttons (keys 1-4): embers on them, heat, and my embers there. A zone that
 * cannot be used is aria-disabled rather than disabled, so that its press still reaches the click
 * meaning (dispatch.ts), which says why, as it does for its key and its tile in the 3D table.
 */
export function ZoneButtons({ view, enabled, onZone, why, overheats, armed = null }: Props) {
  const t = useT();
  const lang = useLang();
  const compact = useCompactLayout();
  const me = view.viewer === 'spectator' ? -1 : view.viewer;
  return (
    <div className="zone-buttons">
      {ZONES.map((z, i) => {
        const zone = view.zones[z];
        const mine = me >= 0 ? embersOf(view, me, z) : 0;
        const usable = enabled(z);
        const hot = usable && (overheats?.(z) ?? false);
        return (
          <button
            key={z}
            type="button"
            className={`btn zone-btn${hot ? ' overheats' : ''}`}
            aria-disabled={usable ? undefined : true}
            title={why?.(z) ?? t(`zoneHelp.${z}`)}
            onClick={() => onZone(z)}
            data-testid={`zone-${z}`}
            data-overheats={hot ? 'true' : undefined}
            data-armed={armed === z ? 'true' : undefined}
          >
            <span className="row" style={{ width: '100%' }}>
              <span className="zn">{zoneName(z, lang)}</span>
              <span className="spacer" />
              <span className="key">{i + 1}</span>
            </span>
            <span className="small muted">{t(`zoneRole.${z}`)}</span>
            <span className="embers">
              {zone.embers.map((s, k) => (
                <span key={k} className={`ember-dot ${view.players[s]?.color ?? ''}`} />
              ))}
            </span>
            <HeatBadge heat={zone.heat} short={compact} />
            {hot && (
              <span className="small overheat-warning" data-testid={`zone-${z}-overheats`}>
                {armed === z ? t('action.placeAnyway') : t(compact ? 'action.wouldOverheatShort' : 'action.wouldOverheat')}
              </span>
            )}
            {mine > 0 && view.phase === 'activation' && <span className="small">{t('action.embersHere', { n: mine })}</span>}
          </button>
        );
      })}
    </div>
  );
}
