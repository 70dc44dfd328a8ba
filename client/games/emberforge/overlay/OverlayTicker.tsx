import { useState } from 'react';
import type { GameView } from '../../../../shared/games/emberforge/index.js';
import { useLang } from '../i18n/index.js';
import { useGameStore } from '../state/gameStore.js';
import { readTicker, type TickerLines } from './tickerLines.js';

/**
 * The overlay's event ticker: the game's big moments in words. A line is written when its event
 * arrives, with the players' progress as of then; the history received on joining is told without
 * figures. The lines are read while rendering (see tickerLines.ts), never in an effect.
 */
export function OverlayTicker({ view }: { view: GameView }) {
  const lang = useLang();
  const log = useGameStore((s) => s.log);
  const [lines, setLines] = useState<TickerLines | null>(null);
  if (log.length > 0 && (lines === null || lines.log !== log || lines.lang !== lang)) {
    setLines(readTicker(lines, log, lang, view));
  }
  const items = lines?.items ?? [];
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
