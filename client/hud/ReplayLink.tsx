import { useEffect, useState } from 'react';
import { END_SHOWN_MARGIN_MS } from '../../shared/protocol/gameRelease.js';
import { useT } from '../i18n/index.js';
import { useGameStore } from '../state/gameStore.js';

/** Seconds as m:ss. */
function clock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The end dialog's way to the replay. At once on a table without a delay; on a delayed table only once
 * the server serves it (its replay shows every hand): its delayed broadcast must show the end first,
 * then END_SHOWN_MARGIN_MS. Meanwhile it counts down. Mounted when the end shows: a live viewer sees
 * it a whole delay before the broadcast does, a delayed viewer as the broadcast does.
 */
export function ReplayLink({ href }: { href: string }) {
  const t = useT();
  const tableDelay = useGameStore((s) => s.table?.broadcastDelaySeconds ?? 0);
  const watchDelay = useGameStore((s) => s.watch?.delaySeconds ?? 0);
  const [opensAt] = useState(() => (tableDelay > 0 ? Date.now() + (watchDelay > 0 ? 0 : tableDelay * 1000) + END_SHOWN_MARGIN_MS : 0));
  const [now, setNow] = useState(() => Date.now());
  const waiting = now < opensAt;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [waiting]);
  if (waiting)
    return (
      <button type="button" className="btn" disabled data-testid="victory-replay-wait" title={t('victory.replayWaitHint')}>
        {t('victory.replayIn', { time: clock(Math.ceil((opensAt - now) / 1000)) })}
      </button>
    );
  return (
    <a className="btn" href={href} data-testid="victory-replay">
      {t('victory.watchReplay')}
    </a>
  );
}
