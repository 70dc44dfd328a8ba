import { useEffect, useReducer } from 'react';
import type { GameView } from '../../../../../shared/games/dwarf/index.js';
import { useT } from '../../i18n/index.js';
import { REFUSAL_MS, useRefusalStore } from '../../play/refusalStore.js';
import { refusalText } from './refusalText.js';

/**
 * Why the last click, key or 3D pick did nothing, right above the controls the player is using, for
 * REFUSAL_MS; announced to screen readers (role alert).
 */
export function RefusalNotice({ view }: { view: GameView }) {
  const t = useT();
  const refusal = useRefusalStore((s) => s.refusal);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const shown = refusal && Date.now() - refusal.at < REFUSAL_MS ? refusal : null;
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(rerender, Math.max(0, shown.at + REFUSAL_MS - Date.now()) + 20);
    return () => clearTimeout(timer);
  }, [shown]);
  if (!shown) return null;
  return (
    <div className="panel play-notice refused" role="alert" data-testid="play-notice" data-kind="refused">
      <span className="play-notice-icon" aria-hidden>
        ⊘
      </span>
      <span data-testid="play-notice-text">{refusalText(shown, view, t)}</span>
    </div>
  );
}
