import type { GameView } from '../../../../../shared/games/emberforge/index.js';
import { useT } from '../../i18n/index.js';
import { useNotice } from '../../play/useNotice.js';
import { useTouchScreen } from '../../../../hud/useTouchScreen.js';
import { noticeText } from './noticeText.js';

/**
 * What the last gesture would cost (a first press of a guarded action), or why it was refused, right
 * above the controls the player is using, whether the gesture was a click, a key or a pick in the 3D
 * table. Announced to screen readers (role alert).
 */
export function PlayNotice({ view }: { view: GameView }) {
  const t = useT();
  const touch = useTouchScreen();
  const notice = useNotice(view.version);
  if (!notice) return null;
  return (
    <div className={`panel play-notice ${notice.kind}`} role="alert" data-testid="play-notice" data-kind={notice.kind}>
      <span className="play-notice-icon" aria-hidden>
        {notice.kind === 'armed' ? '⚠' : '⊘'}
      </span>
      <span data-testid="play-notice-text">{noticeText(notice, t, touch)}</span>
    </div>
  );
}
