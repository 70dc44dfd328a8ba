/**
 * The drafts' life on the HUD (play/draftStore.ts): a new version of the game invalidates half-built
 * drafts, a step with no zone open closes the one that was, and the highlight (what the scene glows as
 * pickable) follows the view, the step and the drafts (pickMeaning.ts's highlightFor).
 */
import { useEffect } from 'react';
import type { GameView } from '../../../../shared/games/emberforge/index.js';
import type { Step } from '../viewModel/step.js';
import { useDraftStore } from './draftStore.js';
import { highlightFor } from './pickMeaning.js';

export function useDrafts(view: GameView, step: Step): void {
  usePickBridge(view, step);
  useEffect(() => {
    useDraftStore.getState().clearSelection();
    useDraftStore.getState().resetDrafts();
  }, [view.version]);
  useEffect(() => {
    if (step.kind === 'waiting' || step.kind === 'placement' || step.kind === 'over') useDraftStore.getState().setOpenZone(null);
  }, [step.kind]);
}

/** Keeps the highlight in step with the view, the step and the drafts. */
export function usePickBridge(view: GameView | null, step: Step): void {
  const selection = useDraftStore((s) => s.selection);
  const rune = useDraftStore((s) => s.rune);
  const gildar = useDraftStore((s) => s.gildar);
  useEffect(() => {
    useDraftStore.getState().setHighlight(view ? highlightFor(view, step) : {});
  }, [view, step, selection, rune, gildar]);
}
