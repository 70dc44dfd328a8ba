import { useEffect, useState } from 'react';
import type { GameView } from '../../../../shared/games/emberforge/index.js';
import { useT } from '../i18n/index.js';
import { nextHint } from '../viewModel/hint.js';
import type { Step } from '../viewModel/step.js';
import { useTouchScreen } from '../../../hud/useTouchScreen.js';
import { TourOffer } from './tour/TourOffer.js';
import { useGuidedTour } from './tour/useGuidedTour.js';

const STORAGE_KEY = 'emberforge.hints';

function hintsWanted(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) !== 'off';
  } catch {
    return true;
  }
}

/**
 * A strip that says what to do next and why (on by default for a first game; "Hide hints" is
 * remembered), with the way to the rules panel. The control it points at gets a glow (data-hinted).
 * At a first-time player's first placement it offers the guided first round, whose steps it then
 * shows in the hint's place.
 */
export function HintStrip({ view, step, onRules }: { view: GameView; step: Step; onRules: () => void }) {
  const t = useT();
  const [on, setOn] = useState(hintsWanted);
  const touch = useTouchScreen();
  const tour = useGuidedTour(view, false);
  const hint = tour.step ? tour.step.step : on ? nextHint(view, step, touch) : null;
  const target = hint?.target ?? null;
  useEffect(() => {
    if (!target) return;
    const el = document.querySelector(`[data-testid="${target}"]`);
    el?.setAttribute('data-hinted', 'true');
    return () => el?.removeAttribute('data-hinted');
  }, [target, view.version]);
  const toggle = (value: boolean) => {
    setOn(value);
    try {
      localStorage.setItem(STORAGE_KEY, value ? 'on' : 'off');
    } catch {
      // private mode: the choice lasts for this page only
    }
  };
  if (!hint)
    return view.phase === 'ended' ? null : (
      <button type="button" className="btn small hint-show" onClick={() => toggle(true)} data-testid="hints-show">
        {t('hint.show')}
      </button>
    );
  if (tour.step)
    return (
      <div className="panel hint-strip tour" data-testid="tour-step" data-target={hint.target ?? ''} role="status">
        <span className="tour-count">
          {tour.step.index}/{tour.step.count}
        </span>
        <span className="hint-text">{t(hint.key, hint.params)}</span>
        <span className="hint-buttons">
          <button type="button" className="btn small primary" onClick={tour.next} data-testid="tour-next">
            {tour.step.index === tour.step.count ? t('tour.play') : t('tour.next')}
          </button>
          <button type="button" className="btn small ghost" onClick={tour.skip} data-testid="tour-skip">
            {t('tour.skip')}
          </button>
        </span>
      </div>
    );
  return (
    <div className="panel hint-strip" data-testid="hint-strip" data-target={hint.target ?? ''} role="status">
      <span className="hint-text" data-testid="hint-text">
        {t(hint.key, hint.params)}
        {tour.offered && <TourOffer onStart={tour.start} onSkip={tour.skip} />}
      </span>
      <span className="hint-buttons">
        <button type="button" className="btn small" onClick={onRules} data-testid="hint-rules">
          {t('hint.howToWin')}
        </button>
        <button type="button" className="btn small ghost" onClick={() => toggle(false)} data-testid="hints-hide" title={t('hint.hide')}>
          ✕
        </button>
      </span>
    </div>
  );
}
