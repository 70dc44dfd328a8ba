import { useState } from 'react';
import type { GameView } from '../../../../../shared/games/dwarf/index.js';
import { useCompactLayout } from '../../../../hud/useCompactLayout.js';
import { useHudStore } from '../../../../hud/hudStore.js';
import { useT } from '../../i18n/index.js';
import { useOffered } from '../../play/useOffered.js';
import type { Step } from '../../viewModel/step.js';
import { ChoicePanel } from './ChoicePanel.js';
import { MineTabs } from './MineTabs.js';
import { PayChoice } from './PayChoice.js';
import { PositionGrid } from './PositionGrid.js';
import { RefusalNotice } from './RefusalNotice.js';
import { SpecialPiles } from './SpecialPiles.js';

/**
 * The player's controls (spectators get none), with why the last gesture was refused above them. The
 * mines' positions are always listed (a press out of turn says why); the Special piles in Selection;
 * the conversions when the player has a choice. While an action is in flight they are disabled (one fieldset).
 */
export function ActionPanel({ view, step }: { view: GameView; step: Step }) {
  const t = useT();
  const busy = useHudStore((s) => s.pending !== null);
  const offered = useOffered();
  const compact = useCompactLayout();
  const [mineShown, setMineShown] = useState(0);
  // A phone lists one mine at a time at a table of two (its names stay readable).
  const only = compact && view.mines.length > 1 ? mineShown : null;
  if (step.kind === 'over') return null;
  return (
    <>
      <RefusalNotice view={view} />
      <fieldset className="action-fieldset" disabled={busy} aria-busy={busy} data-busy={busy ? 'true' : undefined}>
        <div className="panel dwarf-actions" data-testid="dwarf-actions" data-step={step.kind}>
          {step.kind === 'choice' ? (
            <ChoicePanel view={view} choice={step.choice} />
          ) : (
            <>
              {only !== null && <MineTabs mines={view.mines.length} shown={only} onShow={setMineShown} />}
              <div className="dwarf-actions-row">
                <PositionGrid view={view} offered={offered} only={only} />
                {view.phase === 'selection' && <SpecialPiles view={view} offered={offered} only={only} />}
              </div>
              <PayChoice view={view} />
              {!compact && (step.kind === 'place' || step.kind === 'help') && <span className="small muted">{t('dwarf.keysHint')}</span>}
            </>
          )}
          {busy && <span className="small muted">{t('dwarf.busy')}</span>}
        </div>
      </fieldset>
    </>
  );
}
