import { useT } from '../i18n/index.js';
import { useGameStore } from '../state/gameStore.js';
import { DelayBadge } from './DelayBadge.js';
import { Icon } from './Icon.js';
import { useCompactLayout } from './useCompactLayout.js';

/**
 * How many people watch the table (top bar, and the clean view's corner), after a delayed connection's
 * delay. On a phone the eye and the number alone (the words are its title and label): in landscape the
 * top bar then keeps to one line.
 */
export function SpectatorCount() {
  const t = useT();
  const compact = useCompactLayout();
  const spectatorCount = useGameStore((s) => s.spectatorCount);
  const words = t('hud.spectatorCount', { n: spectatorCount });
  return (
    <>
      <DelayBadge />
      <span className="badge" title={compact ? words : t('word.spectators')} aria-label={words} data-testid="spectator-count">
        <Icon name="eye" /> {compact ? spectatorCount : words}
      </span>
    </>
  );
}
