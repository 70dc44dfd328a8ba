import { useT } from '../i18n/index.js';
import { useGameStore } from '../state/gameStore.js';
import { Icon } from './Icon.js';

/** How many people watch the table (top bar, and the clean view's corner). */
export function SpectatorCount() {
  const t = useT();
  const spectatorCount = useGameStore((s) => s.spectatorCount);
  return (
    <span className="badge" title={t('word.spectators')} data-testid="spectator-count">
      <Icon name="eye" /> {t('hud.spectatorCount', { n: spectatorCount })}
    </span>
  );
}
