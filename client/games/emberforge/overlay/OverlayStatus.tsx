import type { GameView } from '../../../../shared/games/emberforge/index.js';
import { useT } from '../i18n/index.js';

/** The overlay's status line, Emberforge's part: the round of the round limit. */
export function OverlayStatus({ view }: { view: GameView }) {
  const t = useT();
  return <span>{t('hud.round', { round: view.round, limit: view.roundLimit })}</span>;
}
