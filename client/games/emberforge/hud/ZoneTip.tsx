import { useState } from 'react';
import type { Zone } from '../../../../shared/games/emberforge/index.js';
import { useLang, useT, zoneName } from '../i18n/index.js';

/**
 * A zone's name that explains the zone: the tooltip shows on hover or keyboard focus, and a tap
 * toggles it (phones have no hover).
 */
export function ZoneTip({ zone, playerCount }: { zone: Zone; playerCount: number }) {
  const t = useT();
  const lang = useLang();
  const [open, setOpen] = useState(false);
  return (
    <button
      type="button"
      className={`zname zone-tip${open ? ' open' : ''}`}
      onClick={() => setOpen((o) => !o)}
      onBlur={() => setOpen(false)}
      aria-expanded={open}
      data-testid={`zone-tip-${zone}`}
    >
      {zoneName(zone, lang)}
      <span className="tip" role="tooltip" data-testid={`zone-tip-text-${zone}`}>
        <b>{t(`zoneRole.${zone}`)}.</b> {t(`zoneHelp.${zone}`)} {t('zoneHelp.limit', { n: playerCount })}
      </span>
    </button>
  );
}
