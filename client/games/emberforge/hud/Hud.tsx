import { useDraftStore } from '../play/draftStore.js';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { GameView } from '../../../../shared/games/emberforge/index.js';
import { useKeyboard } from '../../../input/useKeyboard.js';
import { onGameKey } from '../play/keys.js';
import { currentStep, type Step } from '../viewModel/step.js';
import { ActionPanel } from './actions/ActionPanel.js';
import { BoardSummary } from './BoardSummary.js';
import { BottomSheet } from './BottomSheet.js';
import { CardInspector } from './CardInspector.js';
import { CleanViewBar } from '../../../hud/CleanViewBar.js';
import { ErrorToast } from '../../../hud/ErrorToast.js';
import { GameLog } from './GameLog.js';
import { HandBar } from './HandBar.js';
import { HandToggle } from './HandToggle.js';
import { useHandOpen } from './useHandOpen.js';
import { HintStrip } from './HintStrip.js';
import { useHudStore } from '../../../hud/hudStore.js';
import { MomentBanner } from './MomentBanner.js';
import { PlayerPanels } from './PlayerPanels.js';
import { RulesPanel } from './rules/RulesPanel.js';
import { SeatNotice } from '../../../hud/SeatNotice.js';
import { StandingsStrip } from './standings/StandingsStrip.js';
import { TopBar } from './TopBar.js';
import { useCompactLayout } from '../../../hud/useCompactLayout.js';
import { useHudInsets } from '../../../hud/useHudInsets.js';
import { useDrafts } from '../play/useDrafts.js';
import { VictoryScreen } from './VictoryScreen.js';

const WATCHING: Step = { kind: 'spectator' };

/**
 * The HTML overlay over the 3D table: everything a player or a spectator reads and does.
 * `readOnly` (a replay): any view, a seat's too, is only watched: no action panel, hint or picks.
 */
export function Hud({
  view,
  onLeave,
  readOnly = false,
  keysActive = true,
  bottom,
}: {
  view: GameView;
  onLeave: () => void;
  readOnly?: boolean;
  /** False while the HUD is laid out but not shown yet: its keyboard shortcuts wait with it. */
  keysActive?: boolean;
  /** Shown at the bottom instead of the action panel (the replay's controls), framed around like it. */
  bottom?: ReactNode;
}) {
  const openZone = useDraftStore((s) => s.openZone);
  const liveStep = useMemo(() => currentStep(view, openZone), [view, openZone]);
  const step = readOnly && liveStep.kind !== 'over' ? WATCHING : liveStep;
  const spectator = view.viewer === 'spectator' || readOnly;
  useDrafts(view, step);
  useKeyboard(keysActive, onGameKey);
  const clean = useHudStore((s) => s.clean);
  const compact = useCompactLayout();
  const [rulesOpen, setRulesOpen] = useState(false);
  const openRules = useCallback(() => setRulesOpen(true), []);
  const hudRef = useRef<HTMLDivElement>(null);
  useHudInsets(hudRef, clean);

  useEffect(() => {
    if (view.phase !== 'ended') useHudStore.getState().dismissVictory(false);
  }, [view.phase]);

  // The 3D scene shows the hand itself; without it (no WebGL, ?noscene=1) the HUD lists it.
  const sceneMounted = useHudStore((s) => s.sceneMounted);
  const handOpen = useHandOpen();
  const handStep = ['placement', 'chooseZone', 'waiting', 'gildar'].includes(step.kind);
  const showHand = !spectator && handStep && (!sceneMounted || handOpen);
  if (clean)
    return (
      <div className="hud clean" data-testid="hud" data-role={spectator ? 'spectator' : 'player'} data-clean="true">
        <CleanViewBar />
        <ErrorToast />
        <SeatNotice onLeave={onLeave} />
        <VictoryScreen view={view} onLeave={onLeave} readOnly={readOnly} />
      </div>
    );
  return (
    <div
      className={`hud${compact ? ' compact' : ''}`}
      ref={hudRef}
      data-testid="hud"
      data-role={spectator ? 'spectator' : 'player'}
      data-layout={compact ? 'compact' : 'wide'}
    >
      <div className="hud-top">
        <TopBar view={view} onLeave={onLeave} onRules={openRules} readOnly={readOnly} />
        <StandingsStrip view={view} />
      </div>
      {!compact && (
        <div className="hud-left">
          <PlayerPanels view={view} />
        </div>
      )}
      <div className="hud-center">
        {!readOnly && <HintStrip view={view} step={step} onRules={openRules} />}
        <MomentBanner view={view} />
      </div>
      {!compact && (
        <div className="hud-right">
          <BoardSummary view={view} />
          <GameLog view={view} />
        </div>
      )}
      {bottom && <div className="hud-bottom">{bottom}</div>}
      {!spectator && (
        <div className="hud-bottom">
          {sceneMounted && handStep && <HandToggle count={view.players[view.viewer as number]?.handCount ?? 0} />}
          <ActionPanel view={view} step={step} />
          {showHand && <HandBar view={view} />}
        </div>
      )}
      {compact && <BottomSheet view={view} />}
      <CardInspector />
      <ErrorToast />
      <SeatNotice onLeave={onLeave} />
      <VictoryScreen view={view} onLeave={onLeave} readOnly={readOnly} />
      {rulesOpen && <RulesPanel onClose={() => setRulesOpen(false)} />}
    </div>
  );
}
