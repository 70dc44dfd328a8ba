/**
 * The one path from a gesture to the game. An intent becomes a draft update (the draft store,
 * draftStore.ts, that the composers and the scene read) or an engine action sent with sendAction, judged against the current view and
 * step. While an action is pending, nothing else is drafted or sent.
 */
import { planIgnar, unplacedEmbers, type Action, type GameView } from '../../../../shared/games/emberforge/index.js';
import { cancelDraft, sendAction } from './send.js';
import { useHudStore } from '../../../hud/hudStore.js';
import { handlePick } from './pickMeaning.js';
import { useGameStore } from '../state/gameStore.js';
import { useDraftStore } from './draftStore.js';
import { togglePayment } from '../viewModel/durgaz.js';
import { refusal, type Reason } from '../viewModel/legality.js';
import { currentStep, type Step } from '../viewModel/step.js';
import { currentConfirm } from './confirmSlot.js';
import { clearNotice, pressGuard, refuse, useNoticeStore } from './noticeStore.js';
import type { Intent } from './intents.js';

const watchers = new Set<(intent: Intent) => void>();

/** Sees every intent before it is acted on (the dev scene page logs picks with it). */
export function watchIntents(watcher: (intent: Intent) => void): () => void {
  watchers.add(watcher);
  return () => watchers.delete(watcher);
}

/**
 * Acts on an intent; true when it meant something here (a key handler then keeps the key). A refused
 * intent says why (noticeStore's refusal, shown above the controls), whatever device it came from.
 */
export function dispatchIntent(intent: Intent): boolean {
  for (const watch of watchers) watch(intent);
  const hud = useHudStore.getState();
  if (intent.kind === 'toggleClean') {
    hud.toggleClean();
    return true;
  }
  const view = useGameStore.getState().view;
  // A spectator (a replay too, whatever seat it shows) only watches.
  if (!view || view.viewer === 'spectator' || useGameStore.getState().role === 'spectator') return false;
  if (intent.kind === 'cancel') {
    clearNotice();
    cancelDraft();
    return true;
  }
  const step = currentStep(view, useDraftStore.getState().openZone);
  // Busy: Enter still belongs to the composer on screen (never end a turn by accident).
  if (hud.pending) return intent.kind === 'confirm' && currentConfirm() !== null;
  // A new gesture: the last refusal has been read (an armed action waits for its second press).
  if (useNoticeStore.getState().notice?.kind === 'refused') clearNotice();
  switch (intent.kind) {
    case 'pick':
      return said(view, handlePick(view, step, intent.target));
    case 'confirm':
      return confirm(view, step);
    case 'endTurn':
      return sendIfLegal(view, { type: 'endTurn' });
    case 'endPlacement':
      return endPlacement(view);
    case 'closeZone':
      return sendIfLegal(view, { type: 'closeZone' });
    case 'draw':
      return sendIfLegal(view, { type: 'gildar', pick: { kind: 'draw' } }, true);
    case 'togglePayment':
    case 'setTake':
    case 'setRewards':
    case 'setChoice':
      return editDraft(view, step, intent);
  }
}

/** A composer's draft edit, only in the step it belongs to (the engine judges the action on confirm). */
function editDraft(
  view: GameView,
  step: Step,
  intent: Extract<Intent, { kind: 'togglePayment' | 'setTake' | 'setRewards' | 'setChoice' }>,
): boolean {
  const drafts = useDraftStore.getState();
  if (intent.kind === 'togglePayment' && step.kind === 'durgaz') {
    drafts.setSelection({ payments: togglePayment(drafts.selection.payments, intent.payment) });
    return true;
  }
  if (intent.kind === 'setTake' && step.kind === 'ignar' && view.viewer !== 'spectator') {
    drafts.setSelection({ materials: planIgnar(view, view.viewer, drafts.selection.handCards, intent.materials).take });
    return true;
  }
  if (intent.kind === 'setRewards' && step.kind === 'gildar') {
    drafts.setGildar({ materials: intent.materials });
    return true;
  }
  if (intent.kind === 'setChoice' && step.kind === 'runarium') {
    drafts.setRune({ choice: intent.choice });
    return true;
  }
  return false;
}

/**
 * A composer's confirm wins, even incomplete (Enter mid-draft never ends the turn: it says what is
 * missing, as the button does); else end placement / end turn; out of turn, why nothing happens.
 */
function confirm(view: GameView, step: Step): boolean {
  const slot = currentConfirm();
  if (slot) {
    if (slot.action) sendAction(slot.action, { keepZone: slot.keepZone });
    else if (slot.why) refuse({ text: slot.why }, view.version);
    return true;
  }
  if (step.kind === 'placement') return endPlacement(view);
  if (step.kind === 'chooseZone') return sendIfLegal(view, { type: 'endTurn' });
  if (step.kind === 'waiting') return sendIfLegal(view, { type: view.phase === 'placement' ? 'endPlacement' : 'endTurn' });
  return false;
}

/** Shows a refusal, if any; a gesture that got one meant something (its key is kept). */
function said(view: GameView, reason: Reason | null): true {
  if (reason) refuse(reason, view.version);
  return true;
}

/**
 * Ends the placement turn: at once with no ember left to place, else on a second press only (the first
 * says how many embers would stay unplaced: they do nothing this round), from the button or Enter alike.
 */
function endPlacement(view: GameView): boolean {
  const action: Action = { type: 'endPlacement' };
  const error = refusal(view, action);
  if (error || view.viewer === 'spectator') return said(view, error && { error });
  const left = unplacedEmbers(view, view.viewer);
  if (left > 0 && !pressGuard({ type: 'endPlacement', left }, view.version)) return true;
  return sendAction(action);
}

/** Sends the action if the engine accepts it on this view, else says why. */
function sendIfLegal(view: GameView, action: Action, keepZone = false): boolean {
  const error = refusal(view, action);
  if (error) return said(view, { error });
  return sendAction(action, { keepZone });
}
