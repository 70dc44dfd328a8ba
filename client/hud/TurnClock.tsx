import { useEffect, useState } from 'react';
import { useT } from '../i18n/index.js';
import { useGameStore } from '../state/gameStore.js';
import { Icon } from './Icon.js';

/** Seconds left on the active turn's clock (tables with a turn clock only). */
export function TurnClock() {
  const t = useT();
  const deadline = useGameStore((s) => s.table?.turnDeadline ?? 0);
  const turnSeconds = useGameStore((s) => s.table?.turnSeconds ?? 0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!deadline) return;
    // The clock stood still while no turn was timed (a bot's): read it again at once for the new deadline.
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 500);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [deadline]);
  if (!deadline) return null;
  // Never more than a turn (a stale reading, or this device's clock behind the server's).
  const left = Math.max(0, Math.ceil((deadline - now) / 1000));
  const s = turnSeconds > 0 ? Math.min(turnSeconds, left) : left;
  return (
    <span className={`badge${s <= 10 ? ' hot' : ''}`} data-testid="turn-clock" title={t('hud.clock', { s })}>
      <Icon name="clock" size={12} /> {s}s
    </span>
  );
}
