import { useT } from '../i18n/index.js';
import { useGameStore } from '../state/gameStore.js';
import { DelayBadge } from './DelayBadge.js';
import { Icon } from './Icon.js';

/** How many people watch the table (top bar, and the clean view's corner), after a delayed connection's delay. */
export function SpectatorCount() {
  const t = useT();
  const spectatorCount = useGameStore((s) => s.spectatorCount);
  return (
    <>
      <DelayBadge />
      <span className="badge" title={t('word.spectators')} data-testid="spectator-count">
        <Icon name="eye" /> {t('hud.spectatorCount', { n: spectatorCount })}
      </span>
    </>
  );
}
