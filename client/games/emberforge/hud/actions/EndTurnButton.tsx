import type { GameView } from '../../../../../shared/games/emberforge/index.js';
import { useT } from '../../i18n/index.js';
import { refusal } from '../../viewModel/legality.js';
import { reasonText } from './reasonText.js';
import { dispatchIntent } from '../../play/dispatch.js';

export function EndTurnButton({ view, primary }: { view: GameView; primary?: boolean }) {
  const t = useT();
  const why = reasonText(refusal(view, { type: 'endTurn' }), t);
  return (
    <button
      type="button"
      className={`btn${primary ? ' primary' : ''}`}
      disabled={why !== null}
      title={why ?? undefined}
      onClick={() => dispatchIntent({ kind: 'endTurn' })}
      data-testid="end-turn"
    >
      {t('action.endTurn')}
    </button>
  );
}
