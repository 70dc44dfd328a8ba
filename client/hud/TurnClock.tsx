import { useEffect, useState } from 'react';
import { useT } from '../i18n/index.js';
import { useGameStore } from '../state/gameStore.js';
import { Icon } from './Icon.js';

/** Seconds left on the active turn's clock (tables with a turn clock only). */
export function TurnClock() {
  const t = useT();
  const deadline = useGameStore((s) => s.table?.turnDeadline ?? 0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!deadline) return;
    const timer = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(timer);
  }, [deadline]);
  if (!deadline) return null;
  const s = Math.max(0, Math.ceil((deadline - now) / 1000));
  return (
    <span className={`badge${s <= 10 ? ' hot' : ''}`} data-testid="turn-clock" title={t('hud.clock', { s })}>
      <Icon name="clock" size={12} /> {s}s
    </span>
  );
}
