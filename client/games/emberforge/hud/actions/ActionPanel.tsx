import type { GameView } from '../../../../../shared/games/emberforge/index.js';
import { useT } from '../../i18n/index.js';
import type { Step } from '../../viewModel/step.js';
import { useHudStore } from '../../../../hud/hudStore.js';
import { DurgazComposer } from './DurgazComposer.js';
import { GildarComposer } from './GildarComposer.js';
import { IgnarComposer } from './IgnarComposer.js';
import { PlacementControls } from './PlacementControls.js';
import { PlayNotice } from './PlayNotice.js';
import { RuneComposer } from './RuneComposer.js';
import { ZoneChooser } from './ZoneChooser.js';

/**
 * The controls of the current step (players only; spectators get none), with the notice of the last
 * gesture above them. While an action is in flight they are disabled (one fieldset) and the panel
 * shows a quiet "…".
 */
export function ActionPanel({ view, step }: { view: GameView; step: Step }) {
  const busy = useHudStore((s) => s.pending !== null);
  return (
    <>
      <PlayNotice view={view} />
      <fieldset className="action-fieldset" disabled={busy} aria-busy={busy} data-busy={busy ? 'true' : undefined}>
        <StepControls view={view} step={step} />
      </fieldset>
    </>
  );
}

function StepControls({ view, step }: { view: GameView; step: Step }) {
  const t = useT();
  switch (step.kind) {
    case 'placement':
      return <PlacementControls view={view} left={step.left} />;
    case 'chooseZone':
      return <ZoneChooser view={view} zones={step.zones} />;
    case 'ignar':
      return <IgnarComposer view={view} embers={step.embers} />;
    case 'durgaz':
      return <DurgazComposer view={view} embers={step.embers} />;
    case 'runarium':
      return <RuneComposer view={view} embers={step.embers} started={step.started} />;
    case 'gildar':
      return <GildarComposer view={view} embers={step.embers} started={step.started} />;
    case 'waiting':
      return (
        <div className="panel actions" data-testid="waiting">
          <span className="muted">{t('action.waiting', { name: view.players[step.seat]?.name ?? '?' })}</span>
        </div>
      );
    default:
      return null;
  }
}
