import { useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { scrollEdges, type ScrollEdges } from './scrollEdges.js';

/**
 * A row of cards that scrolls sideways when it does not fit (a hand on a phone). The ends with more
 * cards beyond them fade out (`data-more`), so the row shows that it scrolls; cards snap into place.
 */
export function CardRow({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  const ref = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState<ScrollEdges>('');
  // Now, and on each scroll, resize, and card coming or going.
  useLayoutEffect(() => {
    const row = ref.current;
    if (!row) return;
    const update = () => setMore(scrollEdges(row));
    update();
    row.addEventListener('scroll', update, { passive: true });
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    resized?.observe(row);
    const changed = typeof MutationObserver === 'function' ? new MutationObserver(update) : null;
    changed?.observe(row, { childList: true });
    return () => {
      row.removeEventListener('scroll', update);
      resized?.disconnect();
      changed?.disconnect();
    };
  }, []);
  return (
    <div ref={ref} className="cards" data-more={more || undefined} style={style}>
      {children}
    </div>
  );
}
