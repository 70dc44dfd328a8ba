import type { Action, GameView } from '../../../../../shared/games/emberforge/index.js';
import { isMessageKey, useT } from '../../i18n/index.js';
import { useConfirmSlot } from '../../play/confirmSlot.js';
import { dispatchIntent } from '../../play/dispatch.js';
import { refusal } from '../../viewModel/legality.js';

interface Props {
  view: GameView;
  /** The action the button sends, or null while the draft is incomplete. */
  action: Action | null;
  /** Why the draft cannot be sent yet (checked before the engine). */
  localWhy: string | null;
  label: string;
  keepZone?: boolean;
  testId?: string;
}

/** The confirm button of a step: enabled only for a legal action, otherwise it says why. Enter confirms it too. */
export function ConfirmButton({ view, action, localWhy, label, keepZone, testId = 'confirm' }: Props) {
  const t = useT();
  const engineWhy = !localWhy && action ? refusal(view, action) : null;
  const engineText = engineWhy
    ? isMessageKey(`error.${engineWhy.code}`)
      ? `${t(`error.${engineWhy.code}` as Parameters<typeof t>[0])} ${engineWhy.message ? `(${engineWhy.message})` : ''}`
      : engineWhy.message
    : null;
  const why = localWhy ?? engineText;
  const disabled = !action || why !== null;
  useConfirmSlot(disabled ? null : action, keepZone ?? false, why);
  return (
    <>
      {why && (
        <span className="why" data-testid={`${testId}-why`}>
          {why}
        </span>
      )}
      <button
        type="button"
        className="btn primary"
        disabled={disabled}
        title={why ?? undefined}
        onClick={() => dispatchIntent({ kind: 'confirm' })}
        data-testid={testId}
      >
        {label}
      </button>
    </>
  );
}
