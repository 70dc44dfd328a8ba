import { useT } from '../i18n/index.js';
import { useGameStore } from '../state/gameStore.js';

/** "Delayed 120 s" for a delayed connection (issue 12), with its view (all hands, own seat); nothing when live. */
export function DelayBadge() {
  const t = useT();
  const watch = useGameStore((s) => s.watch);
  if (!watch || watch.view === 'live') return null;
  const extra = watch.view === 'caster' ? t('broadcast.casterBadge') : watch.view === 'seat' ? t('broadcast.seatBadge') : null;
  return (
    <span className="badge cool" data-testid="delay-badge" data-view={watch.view} data-delay={watch.delaySeconds}>
      {t('broadcast.delayedBadge', { n: watch.delaySeconds })}
      {extra && ` · ${extra}`}
    </span>
  );
}
