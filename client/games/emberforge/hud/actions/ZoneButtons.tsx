import { embersOf, ZONES } from '../../../../../shared/games/emberforge/index.js';
import type { GameView, Zone } from '../../../../../shared/games/emberforge/index.js';
import { useLang, useT, zoneName } from '../../i18n/index.js';
import { HeatBadge } from '../HeatBadge.js';
import { useCompactLayout } from '../../../../hud/useCompactLayout.js';

interface Props {
  view: GameView;
  enabled: (zone: Zone) => boolean;
  onZone: (zone: Zone) => void;
  /** Why a zone is disabled (tooltip). */
  why?: (zone: Zone) => string | null;
}

/** The four zones as big buttons (keys 1-4): embers on them, heat, and my embers there. */
export function ZoneButtons({ view, enabled, onZone, why }: Props) {
  const t = useT();
  const lang = useLang();
  const compact = useCompactLayout();
  const me = view.viewer === 'spectator' ? -1 : view.viewer;
  return (
    <div className="zone-buttons">
      {ZONES.map((z, i) => {
        const zone = view.zones[z];
        const mine = me >= 0 ? embersOf(view, me, z) : 0;
        return (
          <button
            key={z}
            type="button"
            className="btn zone-btn"
            disabled={!enabled(z)}
            title={why?.(z) ?? t(`zoneHelp.${z}`)}
            onClick={() => onZone(z)}
            data-testid={`zone-${z}`}
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
            {mine > 0 && view.phase === 'activation' && <span className="small">{t('action.embersHere', { n: mine })}</span>}
          </button>
        );
      })}
    </div>
  );
}
