import { useEffect, useRef, useState } from 'react';
import type { GameView } from '../../shared/index.js';
import { standings } from '../../shared/engine/rules/standings.js';
import { useLang } from '../i18n/index.js';
import { useGameStore } from '../state/gameStore.js';
import { namesFrom } from '../viewModel/logText.js';
import { tickerItems, type TickerItem } from './tickerText.js';

/** Lines on screen at once, newest last. */
const SHOWN = 3;

/**
 * The overlay's event ticker: the game's big moments in words. A line is written when its event
 * arrives, with the players' progress as of then (the view has already taken the action's patch);
 * the history received on joining is told without figures.
 */
export function OverlayTicker({ view }: { view: GameView }) {
  const lang = useLang();
  const log = useGameStore((s) => s.log);
  const [items, setItems] = useState<TickerItem[]>([]);
  const seen = useRef<{ lastId: number; lang: string } | null>(null);
  useEffect(() => {
    // The first entries are the history sent on joining (told without figures: those are of now).
    if (log.length === 0) return;
    const first = seen.current === null || seen.current.lang !== lang;
    const lastId = first ? -Infinity : seen.current!.lastId;
    const fresh = log.filter((e) => e.id > lastId);
    if (fresh.length === 0 && !first) return;
    const rows = standings(view);
    const ctx = {
      lang,
      nameOf: namesFrom(view.players),
      standingOf: first ? undefined : (seat: number) => rows.find((r) => r.seat === seat),
    };
    const added = tickerItems(fresh, ctx);
    seen.current = { lastId: log.at(-1)?.id ?? lastId, lang };
    setItems((prev) => (first ? added : [...prev, ...added]).slice(-SHOWN));
  }, [log, lang, view]);
  if (items.length === 0) return null;
  return (
    <ol className="ov-ticker" data-testid="overlay-ticker" aria-live="polite">
      {items.map((i) => (
        <li key={i.id} className={`ov-tick ov-${i.kind}`} data-kind={i.kind}>
          {i.text}
        </li>
      ))}
    </ol>
  );
}
