import { useEffect, useMemo, useState } from 'react';
import type { GameView } from '../../../../shared/games/emberforge/index.js';
import { standings } from '../../../../shared/games/emberforge/engine/rules/standings.js';
import { useLang, useT } from '../i18n/index.js';
import { useGameStore } from '../state/gameStore.js';
import { momentsShownAt, readMoments, startMoments, type MomentsSeen } from '../viewModel/moments.js';

const SHOW_MS = 4000;

/**
 * Calls out the big moments as they happen: a zone overheats, a weapon is forged, a commission is
 * completed, a player gets one step from victory, the game is won. Shown for a few seconds, newest
 * on top; the log keeps them afterwards. Nothing is announced for the history seen on joining.
 * The moments are read while rendering (see viewModel/moments.ts); only their expiry is a timer.
 */
export function MomentBanner({ view }: { view: GameView }) {
  const t = useT();
  const lang = useLang();
  const log = useGameStore((s) => s.log);
  const steps = useMemo(() => standings(view).map((s) => s.stepsToWin), [view]);
  const [seen, setSeen] = useState<MomentsSeen>(() => startMoments(log, steps));
  if (seen.log !== log || seen.steps !== steps) {
    const oneStepText = (name: string) => t('moment.oneStep', { name });
    setSeen(readMoments(seen, log, steps, view, { lang, oneStepText, now: Date.now() }));
  }
  const moments = seen.moments;

  // Each moment leaves SHOW_MS after it came: one timer, for the next to leave.
  useEffect(() => {
    if (moments.length === 0) return;
    const next = Math.min(...moments.map((m) => m.at)) + SHOW_MS;
    const timer = setTimeout(
      () => {
        setSeen((s) => ({ ...s, moments: momentsShownAt(s.moments, Date.now(), SHOW_MS) }));
      },
      Math.max(0, next - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [moments]);

  if (moments.length === 0) return null;
  return (
    <div className="moments" data-testid="moments" aria-live="polite">
      {moments.map((m) => (
        <div key={m.id} className={`panel moment moment-${m.kind}`} data-testid={`moment-${m.kind}`}>
          {m.text}
        </div>
      ))}
    </div>
  );
}
