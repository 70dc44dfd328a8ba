import { memo } from 'react';
import { COLLECTION_STYLE, COLLECTIONS } from '../../../../shared/games/emberforge/index.js';
import { collectionName, useLang, useT } from '../i18n/index.js';
import type { PlayerPanel as PanelData } from '../viewModel/players.js';
import { MaterialList } from './MaterialList.js';
import { Icon } from '../../../hud/Icon.js';
import { BotLevelBadge } from '../../../hud/BotLevelBadge.js';
import { CasterHand } from './CasterHand.js';

/** One seat: name, colour, materials, forged collections, commission tokens, hand, connection / bot. */
export const PlayerPanel = memo(PlayerPanelView);

function PlayerPanelView({ p, watching = false, hand }: { p: PanelData; watching?: boolean; hand?: readonly string[] }) {
  const t = useT();
  const lang = useLang();
  return (
    <div className={`panel player ${p.color}${p.isActive ? ' active' : ''}`} data-testid={`player-${p.seat}`}>
      <div className="row" style={{ gap: 6 }}>
        <span className={`swatch ${p.color}`} />
        <span className="name">{p.name}</span>
        {p.isMe && <span className="badge gold">{watching ? t('replay.viewpoint') : t('common.you')}</span>}
        <span className="spacer" />
        {p.isForgemaster && (
          <span className="badge hot" title={t('word.forgemaster')}>
            <Icon name="hammer" size={11} />
          </span>
        )}
        {p.bot && <BotLevelBadge level={p.botLevel} testId={`bot-${p.seat}`} />}
        {p.away && (
          <span className="badge bad" data-testid={`away-${p.seat}`}>
            {t('word.away')}
          </span>
        )}
        {!p.connected && <span className="badge bad">{t('word.offline')}</span>}
      </div>
      <div className="mats">
        <MaterialList counts={p.materials} />
      </div>
      <div className="row small" style={{ gap: 10 }}>
        <span className="gems" title={p.forgedCollections.map((c) => collectionName(c, lang)).join(', ')}>
          {COLLECTIONS.map((c) => (
            <span
              key={c}
              className={`gem${p.forgedCollections.includes(c) ? '' : ' off'}`}
              style={{ background: COLLECTION_STYLE[c].color }}
            />
          ))}
        </span>
        <span className="tokens" title={t('word.commissionTokens')}>
          ✦ {p.commissionTokens}
        </span>
        <span className="muted" title={t('panel.handCount', { n: p.handCount })}>
          <Icon name="cards" size={12} /> {p.handCount}
        </span>
      </div>
      <div className="small muted">
        {t('panel.forgedCount', { n: p.forgedCount })} · {t('panel.inProgressCount', { n: p.inProgressCount })}
        {p.embersUnplaced > 0 && <> · {t('panel.embersLeft', { n: p.embersUnplaced })}</>}
      </div>
      {hand && <CasterHand cards={hand} seat={p.seat} />}
    </div>
  );
}
