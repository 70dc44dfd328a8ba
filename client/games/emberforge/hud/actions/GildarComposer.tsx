import { useDraftStore } from '../../play/draftStore.js';
import { useMemo } from 'react';
import { COMMISSION_FREE_MATERIALS, commissionMatches, slotForWeapon } from '../../../../../shared/games/emberforge/index.js';
import type { Action, GameView } from '../../../../../shared/games/emberforge/index.js';
import { useT } from '../../i18n/index.js';
import { legalFor, refusal } from '../../viewModel/legality.js';
import { deliverableWeapons, deliveryMaterialRoom } from '../../viewModel/legalChoices.js';
import { CardChip } from '../CardChip.js';
import { CardRow } from '../../../../hud/CardRow.js';
import { dispatchIntent } from '../../play/dispatch.js';
import { ConfirmButton } from './ConfirmButton.js';
import { EndTurnButton } from './EndTurnButton.js';
import { MaterialPicker } from './MaterialPicker.js';
import { reasonText } from './reasonText.js';
import { Icon } from '../../../../hud/Icon.js';
import { ZoneExitButton } from './ZoneExitButton.js';

/** Gildar, one ember per pick: draw a card, or deliver a forged weapon to a matching commission. */
export function GildarComposer({ view, embers, started }: { view: GameView; embers: number; started: boolean }) {
  const t = useT();
  const gildar = useDraftStore((s) => s.gildar);
  const legal = useMemo(() => legalFor(view), [view]);
  const deliverable = useMemo(() => deliverableWeapons(legal), [legal]);
  if (view.viewer === 'spectator') return null;
  const matches = commissionMatches(view, view.viewer);
  const weapons = [...new Set(matches.map((m) => m.weaponId))].filter((id) => deliverable.has(id));
  const weaponId = gildar.weaponId && weapons.includes(gildar.weaponId) ? gildar.weaponId : null;
  const slot = weaponId ? slotForWeapon(view, weaponId) : null;
  const mats = gildar.materials.slice(0, COMMISSION_FREE_MATERIALS);
  const drawAction: Action = { type: 'gildar', pick: { kind: 'draw' } };
  const drawWhy = reasonText(refusal(view, drawAction), t);
  const action: Action | null =
    weaponId && slot !== null && mats.length === COMMISSION_FREE_MATERIALS
      ? { type: 'gildar', pick: { kind: 'commission', cardId: weaponId, slot, materials: [mats[0]!, mats[1]!] } }
      : null;
  const localWhy = !weaponId
    ? t('why.pickWeapon')
    : slot === null
      ? t('why.pickSlot')
      : mats.length < COMMISSION_FREE_MATERIALS
        ? t('why.pickMaterials')
        : null;
  return (
    <div className="panel actions" data-testid="gildar-composer">
      <h3>{t('gildar.title', { n: embers })}</h3>
      <div className="row">
        <button
          type="button"
          className="btn primary"
          aria-disabled={drawWhy === null ? undefined : true}
          title={drawWhy ?? undefined}
          onClick={() => dispatchIntent({ kind: 'draw' })}
          data-testid="gildar-draw"
        >
          <Icon name="cards" /> {t('gildar.draw')}
        </button>
        <span className="muted small">
          {t('word.deck')}: {view.deckCount}
        </span>
      </div>
      <div className="section-label">{t('gildar.commission')}</div>
      {weapons.length === 0 ? (
        <span className="muted small">{t('gildar.noWeapon')}</span>
      ) : (
        <>
          <CardRow>
            {weapons.map((id) => (
              <CardChip
                key={id}
                cardId={id}
                selected={weaponId === id}
                onClick={() => dispatchIntent({ kind: 'pick', target: { kind: 'playCard', seat: view.viewer as number, cardId: id } })}
                testId={`gildar-weapon-${id}`}
              />
            ))}
          </CardRow>
          <div className="section-label">{t('gildar.materials')}</div>
          <MaterialPicker
            value={mats}
            onChange={(materials) => dispatchIntent({ kind: 'setRewards', materials })}
            roomFor={(m) => (weaponId && mats.length < 2 ? deliveryMaterialRoom(legal, weaponId, [...mats, m]) : 0)}
            testPrefix="gildar-mat"
          />
        </>
      )}
      <div className="confirm-row">
        <ZoneExitButton view={view} started={started} />
        <EndTurnButton view={view} />
        {weapons.length > 0 && <ConfirmButton view={view} action={action} localWhy={localWhy} label={t('gildar.confirm')} keepZone />}
      </div>
    </div>
  );
}
