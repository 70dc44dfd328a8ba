import { useState } from 'react';
import type { GameView } from '../../../../shared/games/dwarf/index.js';
import { useLang } from '../../../i18n/useT.js';
import { useGameStore } from '../state/gameStore.js';
import { readTicker, type TickerLines } from './tickerLines.js';

/**
 * DWARF's overlay ticker: the rounds, the monsters fended off and the attacks, the artefacts forged, the
 * Special Actions, the automa's moves (its placements and Calls for Help) and the end, in words. Read while rendering
 * (tickerLines.ts), never in an effect.
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
    <ol className="ov-ticker dw-ticker" data-testid="overlay-ticker" aria-live="polite">
      {items.map((i) => (
        <li key={i.id} className={`ov-tick dw-${i.kind}`} data-kind={i.kind}>
          {i.text}
        </li>
      ))}
    </ol>
  );
}
