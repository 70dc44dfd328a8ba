import type { Heat } from '../../shared/index.js';
import { useT } from '../i18n/index.js';
import { Icon } from './Icon.js';

/** A zone's Overheat or Cooldown token as a badge (nothing for a zone without one). */
export function HeatBadge({ heat }: { heat: Heat }) {
  const t = useT();
  if (heat === 'overheat')
    return (
      <span className="badge hot">
        <Icon name="fire" size={11} /> {t('heat.overheat')}
      </span>
    );
  if (heat === 'cooldown')
    return (
      <span className="badge cool">
        <Icon name="snow" size={11} /> {t('heat.cooldown')}
      </span>
    );
  return null;
}
