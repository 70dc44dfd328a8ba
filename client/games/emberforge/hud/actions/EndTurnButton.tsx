import type { GameView } from '../../../../../shared/games/emberforge/index.js';
import { useT } from '../../i18n/index.js';
import { refusal } from '../../viewModel/legality.js';
import { reasonText } from './reasonText.js';
import { dispatchIntent } from '../../play/dispatch.js';

/** Ends the activation turn; when it cannot, it stays pressable (aria-disabled) and its press says why. */
export function EndTurnButton({ view, primary }: { view: GameView; primary?: boolean }) {
  const t = useT();
  const why = reasonText(refusal(view, { type: 'endTurn' }), t);
  return (
    <button
      type="button"
      className={`btn${primary ? ' primary' : ''}`}
      aria-disabled={why === null ? undefined : true}
      title={why ?? undefined}
      onClick={() => dispatchIntent({ kind: 'endTurn' })}
      data-testid="end-turn"
    >
      {t('action.endTurn')}
    </button>
  );
}
