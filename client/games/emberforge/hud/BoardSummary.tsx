import { useDraftStore } from '../play/draftStore.js';
import { cardById, COLLECTION_STYLE, ZONES } from '../../../../shared/games/emberforge/index.js';
import type { GameView } from '../../../../shared/games/emberforge/index.js';
import { cardName, collectionName, useLang, useT } from '../i18n/index.js';
import { dispatchIntent } from '../play/dispatch.js';
import { MaterialList } from './MaterialList.js';
import { HeatBadge } from './HeatBadge.js';
import { ZoneTip } from './ZoneTip.js';

/** The public board in HTML: embers and heat per zone, commissions, deck, discard and supply. */
export function BoardSummary({ view }: { view: GameView }) {
  const t = useT();
  const lang = useLang();
  const highlight = useDraftStore((s) => s.highlight);
  const colorOf = (seat: number) => view.players[seat]?.color ?? 'red';
  return (
    <div className="panel board" data-testid="board">
      <h3>{t('word.embers')}</h3>
      {ZONES.map((z) => {
        const zone = view.zones[z];
        return (
          <div className="zone-row" key={z} data-testid={`board-zone-${z}`}>
            <ZoneTip zone={z} playerCount={view.playerCount} />
            <span className="row" style={{ gap: 3 }}>
              {zone.embers.map((s, i) => (
                <span key={i} className={`ember-dot ${colorOf(s)}`} />
              ))}
            </span>
            <span className="spacer" />
            <HeatBadge heat={zone.heat} />
          </div>
        );
      })}
      <h3 style={{ marginTop: 8 }}>{t('word.commissions')}</h3>
      <div className="commission-list">
        {view.commissions.map((id, slot) => {
          const pickable = highlight.commissionSlots.includes(slot);
          const coll = id ? cardById(id).collection : null;
          return (
            <div
              key={slot}
              className={`commission${pickable ? ' pickable' : ''}`}
              onClick={pickable ? () => dispatchIntent({ kind: 'pick', target: { kind: 'commission', slot } }) : undefined}
              data-testid={`commission-${slot}`}
            >
              {coll ? (
                <>
                  <span className="gem" style={{ background: COLLECTION_STYLE[coll].color }} />
                  <b>{collectionName(coll, lang)}</b>
                  <span className="muted">{cardName(id, lang)}</span>
                </>
              ) : (
                <span className="muted">{t('word.emptySlot')}</span>
              )}
            </div>
          );
        })}
      </div>
      <div className="row small muted" style={{ marginTop: 8 }}>
        <span>
          {t('word.deck')}: {view.deckCount}
        </span>
        <span>
          {t('word.discard')}: {view.discard.length}
        </span>
      </div>
      <div className="row small" style={{ marginTop: 4 }}>
        <span className="muted">{t('word.supply')}:</span>
        <MaterialList counts={view.supply} />
      </div>
    </div>
  );
}
