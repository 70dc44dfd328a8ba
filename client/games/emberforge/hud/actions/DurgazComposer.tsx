import { useDraftStore } from '../../play/draftStore.js';
import type { CSSProperties } from 'react';
import { cardById, COLLECTION_STYLE, MATERIALS, planDurgaz, sumMaterials } from '../../../../../shared/games/emberforge/index.js';
import type { Action, GameView, Material } from '../../../../../shared/games/emberforge/index.js';
import { cardName, materialName, useLang, useT } from '../../i18n/index.js';
import { dispatchIntent } from '../../play/dispatch.js';
import { MaterialList } from '../MaterialList.js';
import { MaterialIcon } from '../MaterialIcon.js';
import { ConfirmButton } from './ConfirmButton.js';
import { EndTurnButton } from './EndTurnButton.js';
import { Icon } from '../../../../hud/Icon.js';
import { ZoneExitButton } from './ZoneExitButton.js';

/** Durgaz: pay material types onto cards within the ember budget; shows instant vs phased forging. */
export function DurgazComposer({ view, embers }: { view: GameView; embers: number }) {
  const t = useT();
  const lang = useLang();
  const payments = useDraftStore((s) => s.selection.payments);
  const me = view.viewer === 'spectator' ? null : view.players[view.viewer];
  if (!me) return null;
  // The engine evaluates the half-built action: what each payment moves, what forges, what one more would move.
  const preview = planDurgaz(view, view.viewer as number, payments);
  const isPaid = (cardId: string, m: Material) => payments.some((p) => p.cardId === cardId && p.material === m);
  const action: Action = { type: 'durgaz', payments };
  const paymentsLeft = preview.embers - payments.length; // one ember a payment (the plan says how many embers)
  const localWhy = payments.length === 0 ? t('why.noPayments') : paymentsLeft < 0 ? t('why.tooMany') : null;
  return (
    <div className="panel actions" data-testid="durgaz-composer">
      <h3>{t('durgaz.title')}</h3>
      <div className="row small">
        <span>{t('durgaz.budget', { used: payments.length, max: embers })}</span>
        <span className="spacer" />
        <span className="muted">{t('word.materials')}:</span>
        <MaterialList counts={preview.materialsLeft} />
      </div>
      <div className="pay-grid" style={{ marginTop: 8 }}>
        {preview.cards.length === 0 && <span className="muted">{t('durgaz.noCards')}</span>}
        {preview.cards.map((c) => {
          const def = cardById(c.cardId);
          const style = { '--coll': COLLECTION_STYLE[def.collection].color } as CSSProperties;
          const touched = payments.some((p) => p.cardId === c.cardId);
          const total = sumMaterials(c.cost);
          return (
            <div className="pay-row" key={c.cardId} style={style} data-testid={`pay-row-${c.cardId}`}>
              <span className="pay-card">
                <b>{cardName(c.cardId, lang)}</b>
                <div className="small muted">
                  {c.fromHand ? t('durgaz.fromHand') : t('durgaz.inPlay')} · <MaterialList counts={def.cost} showZero={false} />
                </div>
              </span>
              <span className="row pay-buttons" style={{ gap: 4 }}>
                {MATERIALS.filter((m) => c.cost[m] > 0).map((m) => {
                  const pressed = isPaid(c.cardId, m);
                  const canAdd = c.next[m] > 0 && paymentsLeft > 0;
                  return (
                    <button
                      key={m}
                      type="button"
                      className="btn small mat-btn"
                      aria-pressed={pressed}
                      disabled={!pressed && !canAdd}
                      onClick={() => dispatchIntent({ kind: 'togglePayment', payment: { cardId: c.cardId, material: m } })}
                      data-testid={`pay-${c.cardId}-${m}`}
                      title={t('durgaz.have', { n: me.materials[m] })}
                    >
                      <span className={`mat ${m}`}>
                        <MaterialIcon material={m} />
                      </span>
                      {t('durgaz.pay', {
                        material: materialName(m, lang),
                        n: pressed ? c.moved[m] : c.next[m],
                      })}
                    </button>
                  );
                })}
              </span>
              <span className="small pay-status">
                {c.forged ? (
                  <span className="status-instant">
                    {c.instant ? (
                      t('durgaz.instant')
                    ) : (
                      <>
                        <Icon name="check" /> {t('word.forged')}
                      </>
                    )}
                  </span>
                ) : touched || !c.fromHand ? (
                  <span className="status-phased">{t('durgaz.phased', { paid: sumMaterials(c.paid), total })}</span>
                ) : (
                  <span className="muted">{t('durgaz.untouched')}</span>
                )}
              </span>
            </div>
          );
        })}
      </div>
      <div className="confirm-row">
        <ZoneExitButton view={view} />
        <EndTurnButton view={view} />
        <ConfirmButton view={view} action={action} localWhy={localWhy} label={t('durgaz.confirm')} />
      </div>
    </div>
  );
}
