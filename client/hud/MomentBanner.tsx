import { useEffect, useMemo, useRef, useState } from 'react';
import type { GameView } from '../../shared/index.js';
import { standings } from '../../shared/engine/rules/standings.js';
import { useLang, useT } from '../i18n/index.js';
import { useGameStore } from '../state/gameStore.js';
import { momentOf, type MomentKind } from '../viewModel/logGroups.js';
import { eventText, namesFrom } from '../viewModel/logText.js';

type Kind = MomentKind | 'oneStep';
interface Moment {
  id: string;
  kind: Kind;
  text: string;
}

const SHOW_MS = 4000;

/**
 * Calls out the big moments as they happen: a zone overheats, a weapon is forged, a commission is
 * completed, a player gets one step from victory, the game is won. Shown for a few seconds, newest
 * on top; the log keeps them afterwards. Nothing is announced for the history seen on joining.
 */
export function MomentBanner({ view }: { view: GameView }) {
  const t = useT();
  const lang = useLang();
  const log = useGameStore((s) => s.log);
  const [moments, setMoments] = useState<Moment[]>([]);
  const seenId = useRef<number | null>(null);
  const steps = useMemo(() => standings(view).map((s) => s.stepsToWin), [view]);
  const lastSteps = useRef<number[] | null>(null);

  const push = (m: Moment[]) => {
    if (m.length === 0) return;
    setMoments((old) => [...old, ...m].slice(-3));
    const ids = new Set(m.map((x) => x.id));
    setTimeout(() => setMoments((old) => old.filter((x) => !ids.has(x.id))), SHOW_MS);
  };

  useEffect(() => {
    const newestId = log.at(-1)?.id ?? 0;
    const from = seenId.current;
    seenId.current = newestId;
    if (from === null) return; // the history at mount time is not news
    const ctx = { lang, nameOf: namesFrom(view.players) };
    const fresh: Moment[] = [];
    for (const { id, event } of log) {
      if (id <= from) continue;
      const kind = momentOf(event);
      const text = kind ? eventText(event, ctx) : null;
      if (kind && text) fresh.push({ id: `e${id}`, kind, text });
    }
    push(fresh);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only new log entries are news
  }, [log]);

  useEffect(() => {
    const before = lastSteps.current;
    lastSteps.current = steps;
    if (!before || view.phase === 'ended') return;
    push(
      steps
        .map((n, seat) => ({ n, seat }))
        .filter(({ n, seat }) => n === 1 && (before[seat] ?? 0) > 1)
        .map(({ seat }) => ({
          id: `s${view.version}-${seat}`,
          kind: 'oneStep' as const,
          text: t('moment.oneStep', { name: view.players[seat]?.name ?? '?' }),
        })),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- announced when the steps change
  }, [steps]);

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
