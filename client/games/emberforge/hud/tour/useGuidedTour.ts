/**
 * Where a player is in the guided first round: offered (their first placement, never taken or declined
 * in this browser), on step k, or done. Taking, finishing and skipping it are remembered (tourMemory).
 */
import { useState } from 'react';
import type { GameView } from '../../../../../shared/games/emberforge/index.js';
import { useCompactLayout } from '../../../../hud/useCompactLayout.js';
import { tourOffered, tourSteps, type TourStep } from '../../viewModel/tour.js';
import { rememberTourSeen, tourSeen } from './tourMemory.js';

export interface GuidedTour {
  /** The offer is on screen ("First game? Take the 30-second tour"). */
  offered: boolean;
  /** The step on screen, its number (1-based) and how many there are; null when the tour is not running. */
  step: { step: TourStep; index: number; count: number } | null;
  start: () => void;
  next: () => void;
  /** Declines the offer or leaves the tour: remembered. */
  skip: () => void;
}

export function useGuidedTour(view: GameView, readOnly: boolean): GuidedTour {
  const compact = useCompactLayout();
  // 'new': not decided yet; a number: the step on screen; 'done': finished, skipped or seen before.
  const [at, setAt] = useState<'new' | 'done' | number>(() => (tourSeen() ? 'done' : 'new'));
  const steps = tourSteps(view, compact);
  const finish = () => {
    rememberTourSeen();
    setAt('done');
  };
  return {
    offered: at === 'new' && tourOffered(view, readOnly),
    step: typeof at === 'number' && !readOnly ? { step: steps[at]!, index: at + 1, count: steps.length } : null,
    start: () => {
      rememberTourSeen();
      setAt(0);
    },
    next: () => (typeof at === 'number' && at + 1 < steps.length ? setAt(at + 1) : finish()),
    skip: finish,
  };
}
