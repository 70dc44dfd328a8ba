import type { Heat } from '../../../../shared/games/emberforge/index.js';
import { useT } from '../i18n/index.js';
import { Icon } from '../../../hud/Icon.js';

/**
 * A zone's Overheat or Cooldown token as a badge (nothing for a zone without one). `short`: what it
 * means in a word or two ("Locked", "No limit"), for a phone's narrow zone buttons; the whole text stays
 * its title and its name for screen readers.
 */
export function HeatBadge({ heat, short = false }: { heat: Heat; short?: boolean }) {
  const t = useT();
  if (heat === 'none') return null;
  const hot = heat === 'overheat';
  const full = t(hot ? 'heat.overheat' : 'heat.cooldown');
  return (
    <span className={`badge ${hot ? 'hot' : 'cool'}`} title={full} aria-label={full} data-heat={heat}>
      <Icon name={hot ? 'fire' : 'snow'} size={11} /> {short ? t(hot ? 'heat.overheatShort' : 'heat.cooldownShort') : full}
    </span>
  );
}
