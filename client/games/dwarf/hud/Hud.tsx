import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { GameView } from '../../../../shared/games/dwarf/index.js';
import { CleanViewBar } from '../../../hud/CleanViewBar.js';
import { ErrorToast } from '../../../hud/ErrorToast.js';
import { SeatNotice } from '../../../hud/SeatNotice.js';
import { useHudStore } from '../../../hud/hudStore.js';
import { useCompactLayout } from '../../../hud/useCompactLayout.js';
import { useHudInsets } from '../../../hud/useHudInsets.js';
import { useKeyboard } from '../../../input/useKeyboard.js';
import { onDwarfKey } from '../play/keys.js';
import { currentStep } from '../viewModel/step.js';
import { ActionPanel } from './actions/ActionPanel.js';
import { CardPreview } from './CardPreview.js';
import { EndScreen } from './EndScreen.js';
import { useInspectStore } from './inspectStore.js';
import { PlayerPanels } from './PlayerPanels.js';
import { RulesPanel } from './rules/RulesPanel.js';
import { StackBrowser } from './StackBrowser.js';
import { TopBar } from './TopBar.js';
import './dwarfHud.css';

/**
 * DWARF's HTML overlay over the 3D table: the top bar (round, phase, whose turn, what is asked), the
 * participants' panels, the card under the pointer shown large, a stack opened, the action panel
 * (players only) and the end screen. `readOnly` (a replay): only watched.
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
  keysActive?: boolean;
  bottom?: ReactNode;
}) {
  const step = currentStep(view, readOnly);
  const spectator = view.viewer === 'spectator' || readOnly;
  useKeyboard(keysActive && !spectator, onDwarfKey);
  const clean = useHudStore((s) => s.clean);
  const compact = useCompactLayout();
  const [rulesOpen, setRulesOpen] = useState(false);
  const openRules = useCallback(() => setRulesOpen(true), []);
  const browsing = useInspectStore((s) => s.browsing !== null);
  const hudRef = useRef<HTMLDivElement>(null);
  useHudInsets(hudRef, clean);

  useEffect(() => {
    if (view.phase !== 'ended') useHudStore.getState().dismissVictory(false);
  }, [view.phase]);

  if (clean)
    return (
      <div className="hud clean" data-testid="hud" data-role={spectator ? 'spectator' : 'player'} data-clean="true">
        <CleanViewBar />
        <ErrorToast />
        <SeatNotice onLeave={onLeave} />
        <EndScreen view={view} onLeave={onLeave} readOnly={readOnly} />
      </div>
    );
  return (
    <div
      className={`hud dwarf-hud${compact ? ' compact' : ''}`}
      ref={hudRef}
      data-testid="hud"
      data-game="dwarf"
      data-role={spectator ? 'spectator' : 'player'}
      data-layout={compact ? 'compact' : 'wide'}
    >
      <div className="hud-top">
        <TopBar view={view} step={step} onLeave={onLeave} onRules={openRules} readOnly={readOnly} />
        {compact && <PlayerPanels view={view} compact />}
      </div>
      {!compact && (
        <div className="hud-left">
          <PlayerPanels view={view} compact={false} />
        </div>
      )}
      <div className="hud-center" />
      <div className="hud-right dwarf-right">{browsing ? <StackBrowser view={view} /> : <CardPreview view={view} />}</div>
      {bottom && <div className="hud-bottom">{bottom}</div>}
      {!spectator && (
        <div className="hud-bottom dwarf-bottom">
          <ActionPanel view={view} step={step} />
        </div>
      )}
      <ErrorToast />
      <SeatNotice onLeave={onLeave} />
      <EndScreen view={view} onLeave={onLeave} readOnly={readOnly} />
      {rulesOpen && <RulesPanel onClose={() => setRulesOpen(false)} />}
    </div>
  );
}
