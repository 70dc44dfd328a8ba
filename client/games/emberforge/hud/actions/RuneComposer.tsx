import { useDraftStore } from '../../play/draftStore.js';
import { useMemo } from 'react';
import { cardNeeds, choiceComplete, choiceFor } from '../../../../../shared/games/emberforge/index.js';
import type { Action, GameView } from '../../../../../shared/games/emberforge/index.js';
import { useT } from '../../i18n/index.js';
import { dispatchIntent } from '../../play/dispatch.js';
import { usableRuneCards } from '../../viewModel/legalChoices.js';
import { legalFor, refusal } from '../../viewModel/legality.js';
import { CardChip } from '../CardChip.js';
import { CardRow } from '../../../../hud/CardRow.js';
import { AbilityChoiceFields } from './AbilityChoiceFields.js';
import { ConfirmButton } from './ConfirmButton.js';
import { EndTurnButton } from './EndTurnButton.js';
import { ZoneExitButton } from './ZoneExitButton.js';

/** Runarium, one ember per use: Forged Power (an upright weapon) or Ephemeral Magic (a hand card). */
export function RuneComposer({ view, embers, started }: { view: GameView; embers: number; started: boolean }) {
  const t = useT();
  const rune = useDraftStore((s) => s.rune);
  const setRune = useDraftStore((s) => s.setRune);
  // Cards whose ability has at least one legal use now (the engine's own list).
  const usable = useMemo(() => usableRuneCards(legalFor(view)), [view]);
  if (view.viewer === 'spectator') return null;
  const seat = view.viewer;
  const me = view.players[seat]!;
  const forged = me.play.filter((c) => c.forged).map((c) => c.id);
  const hand = me.hand ?? [];
  // No forged weapon yet: start on Ephemeral Magic.
  const mode = rune.mode === 'forged' && forged.length === 0 ? 'ephemeral' : rune.mode;
  const pool = mode === 'forged' ? forged : hand;
  const cardId = rune.cardId && pool.includes(rune.cardId) ? rune.cardId : null;
  const needs = cardNeeds(cardId);
  const complete = choiceComplete(needs, rune.choice);
  const choice = choiceFor(needs, rune.choice);
  const action: Action | null = cardId ? { type: 'rune', use: choice ? { mode, cardId, choice } : { mode, cardId } } : null;
  // The engine has the last word: a choice that could do nothing (empty discard pile...) is not needed.
  const localWhy = !cardId ? t('why.pickCard') : !complete && action && refusal(view, action) ? t('why.pickChoice') : null;
  return (
    <div className="panel actions" data-testid="rune-composer">
      <h3>{t('rune.title', { n: embers })}</h3>
      <div className="row">
        <span className="seg">
          <button
            type="button"
            aria-pressed={mode === 'forged'}
            onClick={() => setRune({ mode: 'forged', cardId: null, choice: {} })}
            data-testid="rune-forged"
            title={t('rune.forgedHint')}
          >
            {t('rune.forged')}
          </button>
          <button
            type="button"
            aria-pressed={mode === 'ephemeral'}
            onClick={() => setRune({ mode: 'ephemeral', cardId: null, choice: {} })}
            data-testid="rune-ephemeral"
            title={t('rune.ephemeralHint')}
          >
            {t('rune.ephemeral')}
          </button>
        </span>
        <span className="small muted">{mode === 'forged' ? t('rune.forgedHint') : t('rune.ephemeralHint')}</span>
      </div>
      <CardRow style={{ marginTop: 8 }}>
        {pool.length === 0 && <span className="muted">{mode === 'forged' ? t('rune.noForged') : t('rune.noHand')}</span>}
        {pool.map((id) => (
          <CardChip
            key={id}
            cardId={id}
            selected={cardId === id}
            disabled={!usable[mode].has(id)}
            onClick={() =>
              dispatchIntent({
                kind: 'pick',
                target: mode === 'forged' ? { kind: 'playCard', seat, cardId: id } : { kind: 'handCard', cardId: id },
              })
            }
            testId={`rune-card-${id}`}
          />
        ))}
      </CardRow>
      {cardId && needs.length > 0 && (
        <AbilityChoiceFields
          view={view}
          seat={seat}
          mode={rune.mode}
          cardId={cardId}
          needs={needs}
          choice={rune.choice}
          onChange={(choice) => dispatchIntent({ kind: 'setChoice', choice })}
        />
      )}
      <div className="confirm-row">
        <ZoneExitButton view={view} started={started} />
        <EndTurnButton view={view} />
        <ConfirmButton view={view} action={action} localWhy={localWhy} label={t('rune.confirm')} keepZone />
      </div>
    </div>
  );
}
