/**
 * The overlay's event ticker for any game: its big moments in words, newest last, read while rendering
 * (tickerLines.ts), never in an effect. `kindClass` prefixes each line's class with the moment's kind
 * (the game's stylesheet colours them).
 */
import { useState, type ComponentType } from 'react';
import { useLang } from '../i18n/useT.js';
import { useGameStore } from '../state/gameStore.js';
import type { ReadTicker, TickerLines } from './tickerLines.js';

export function overlayTicker<Event, View, Kind extends string>(
  read: ReadTicker<Event, View, Kind>,
  style: { listClass?: string; kindClass: string },
): ComponentType<{ view: View }> {
  return function OverlayTicker({ view }: { view: View }) {
    const lang = useLang();
    const log = useGameStore((s) => s.log) as TickerLines<Event, Kind>['log'];
    const [lines, setLines] = useState<TickerLines<Event, Kind> | null>(null);
    if (log.length > 0 && (lines === null || lines.log !== log || lines.lang !== lang)) {
      setLines(read(lines, log, lang, view));
    }
    const items = lines?.items ?? [];
    if (items.length === 0) return null;
    return (
      <ol className={`ov-ticker${style.listClass ? ` ${style.listClass}` : ''}`} data-testid="overlay-ticker" aria-live="polite">
        {items.map((i) => (
          <li key={i.id} className={`ov-tick ${style.kindClass}${i.kind}`} data-kind={i.kind}>
            {i.text}
          </li>
        ))}
      </ol>
    );
  };
}
