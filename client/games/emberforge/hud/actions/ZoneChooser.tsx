import { useMemo } from 'react';
import type { GameView, Zone } from '../../../../../shared/games/emberforge/index.js';
import { legalFor, zoneRefusal } from '../../viewModel/legality.js';
import { reasonWords } from './reasonText.js';
import { zonesWithActions } from '../../viewModel/legalChoices.js';
import { useT } from '../../i18n/index.js';
import { dispatchIntent } from '../../play/dispatch.js';
import { EndTurnButton } from './EndTurnButton.js';
import { ZoneButtons } from './ZoneButtons.js';

/** Activation: choose which of my zones to resolve next, or end the turn. */
export function ZoneChooser({ view, zones }: { view: GameView; zones: Zone[] }) {
  const t = useT();
  // Runarium and Gildar open only when some use is legal (the engine lists those completely).
  const open = useMemo(() => zonesWithActions(legalFor(view), zones), [view, zones]);
  return (
    <div className="panel actions" data-testid="zone-chooser">
      <h3>{open.length ? t('action.chooseZone') : t('prompt.resolveNone')}</h3>
      <ZoneButtons
        view={view}
        enabled={(z) => open.includes(z)}
        why={(z) => (open.includes(z) ? null : reasonWords(zoneRefusal(view, z) ?? { key: 'why.nothingToDo', zone: z }, t))}
        onZone={(zone) => dispatchIntent({ kind: 'pick', target: { kind: 'zone', zone } })}
      />
      <div className="confirm-row">
        <span className="hint">{t('action.keyHint')}</span>
        <EndTurnButton view={view} primary={open.length === 0} />
      </div>
    </div>
  );
}
