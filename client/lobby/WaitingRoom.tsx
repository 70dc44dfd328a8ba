import { useState } from 'react';
import { DEFAULT_BOT_LEVEL, type BotLevel } from '../../shared/platform/botLevels.js';
import { botLevelsOf } from '../../shared/platform/gameCatalog.js';
import { useT } from '../i18n/index.js';
import { addBots, removeBot, start } from '../net/index.js';
import type { TableInfo } from '../state/gameStore.js';
import { useGameStore } from '../state/gameStore.js';
import { ErrorToast } from '../hud/ErrorToast.js';
import { LangSwitch } from '../hud/LangSwitch.js';
import { InviteLink } from './InviteLink.js';
import { RulesButton } from './RulesButton.js';
import { SeatLinkButton } from './SeatLinkButton.js';
import { OverlayLinksButton } from '../hud/OverlayLinksButton.js';
import { Icon } from '../hud/Icon.js';
import { broadcastNotice, casterSeesYou } from './broadcastNotice.js';
import { DelayBadge } from '../hud/DelayBadge.js';
import { SEAT_OVERLAY_SAFE_DELAY_SECONDS, seatOverlayTooSoon } from './seatOverlayDelay.js';
import { BotLevelPicker } from './BotLevelPicker.js';
import { BotLevelBadge } from '../hud/BotLevelBadge.js';

/** A joined table before the game starts: seats (a bot's with its level), invite link; the host adds bots at a level the game offers and starts. */
export function WaitingRoom({ table, onLeave }: { table: TableInfo; onLeave: () => void }) {
  const t = useT();
  const role = useGameStore((s) => s.role);
  const mySeat = useGameStore((s) => s.mySeat);
  const spectatorCount = useGameStore((s) => s.spectatorCount);
  const seats = useGameStore((s) => s.seats);
  const tableId = useGameStore((s) => s.tableId) ?? '';
  const seatKey = useGameStore((s) => s.seatKey);
  const empty = seats.filter((s) => s.kind === 'empty').length;
  // The levels the table's game offers (its catalog entry); the table's own (the takeover level) chosen first.
  const levels = botLevelsOf(table.game);
  const [chosenLevel, setLevel] = useState<BotLevel>(table.botLevel ?? DEFAULT_BOT_LEVEL);
  const botLevel = levels.includes(chosenLevel) ? chosenLevel : DEFAULT_BOT_LEVEL;
  const filled = seats.length - empty;
  return (
    <div className="lobby" data-testid="waiting-room">
      <div className="lobby-header">
        <div className="logo">
          <div className="logo-ember" />
          <h1>{t('app.title')}</h1>
        </div>
        <span className="spacer" />
        <RulesButton game={table.game} testId="waiting-rules" />
        <LangSwitch />
        <button type="button" className="btn" onClick={onLeave} data-testid="leave">
          {t('settings.leave')}
        </button>
      </div>
      <div className="panel card-box" style={{ maxWidth: 860 }}>
        <h2>
          {t('lobby.waitingTitle', { id: table.name || tableId })} <DelayBadge />
        </h2>
        <p className="muted" data-testid="waiting-hint">
          {table.isHost && role === 'spectator' && table.casterView ? t('broadcast.casterWaiting') : t('lobby.waitingHint')}
        </p>
        <div className="row small muted">
          <span>
            {t('lobby.roundLimit')}: {String(table.gameOptions.roundLimit ?? '–')}
          </span>
          <span>
            · {t('lobby.turnClock')}: {table.turnSeconds > 0 ? `${table.turnSeconds} ${t('common.seconds')}` : t('common.off')}
          </span>
          <span>
            ·{' '}
            {table.spectatorsAllowed ? (
              <>
                <Icon name="eye" /> {t('hud.spectatorCount', { n: spectatorCount })}
              </>
            ) : (
              t('lobby.spectatorsOff')
            )}
          </span>
          {levels.length > 1 && (
            <span data-testid="waiting-takeover-level">
              · {t('lobby.takeoverLevel')}: {t(`botLevel.${table.botLevel ?? DEFAULT_BOT_LEVEL}`)}
            </span>
          )}
          {table.isPrivate && <span className="badge">{t('lobby.privateTable')}</span>}
        </div>
        {table.broadcastDelaySeconds > 0 && (
          <p className="small" data-testid="waiting-broadcast">
            <Icon name="eye" /> {broadcastNotice(t, table)}
          </p>
        )}
        {role === 'player' && table.casterView && (
          <p className="small" role="note" data-testid="waiting-caster-sees">
            <Icon name="eye" /> {casterSeesYou(t, table)}
          </p>
        )}
        {role === 'player' && seatOverlayTooSoon(table.broadcastDelaySeconds) && (
          <p className="small seat-link-warning" role="note" data-testid="waiting-seat-short-delay">
            {t('overlay.seatShortDelay', { n: table.broadcastDelaySeconds, safe: SEAT_OVERLAY_SAFE_DELAY_SECONDS })}
          </p>
        )}
        <div className="seat-list">
          {seats.map((s) => (
            <div key={s.seat} className={`seat-card${s.kind === 'empty' ? ' empty' : ''}`} data-testid={`seat-${s.seat}`}>
              {s.kind === 'empty' ? (
                <span>{t('lobby.emptySeat')}</span>
              ) : (
                <>
                  <span className={`swatch ${s.color}`} />
                  <b>{s.name}</b>
                  {s.seat === mySeat && role === 'player' && <span className="badge gold">{t('common.you')}</span>}
                  {s.seat === table.hostSeat && <span className="badge">{t('lobby.host')}</span>}
                  {s.kind === 'bot' && <BotLevelBadge level={s.botLevel} testId={`seat-level-${s.seat}`} />}
                  {s.kind === 'bot' && table.isHost && (
                    <button
                      type="button"
                      className="btn small ghost"
                      title={t('lobby.removeBot')}
                      aria-label={t('lobby.removeBot')}
                      onClick={() => removeBot(s.seat)}
                      data-testid={`remove-bot-${s.seat}`}
                    >
                      ×
                    </button>
                  )}
                  {s.kind === 'human' && !s.connected && <span className="badge bad">{t('word.offline')}</span>}
                </>
              )}
            </div>
          ))}
        </div>
        <InviteLink tableId={tableId} />
        <div className="row" style={{ marginBottom: 8 }}>
          {role === 'player' && seatKey && <SeatLinkButton tableId={tableId} seatKey={seatKey} label="text" />}
          <OverlayLinksButton label="text" />
        </div>
        {table.isHost ? (
          <div className="row">
            {levels.length > 1 && <span className="small muted">{t('lobby.botLevel')}</span>}
            <BotLevelPicker levels={levels} value={botLevel} onChange={setLevel} label={t('lobby.botLevel')} testIdPrefix="bot-level" />
            <button type="button" className="btn" disabled={empty === 0} onClick={() => addBots(1, botLevel)} data-testid="add-bot">
              <Icon name="bot" /> {t('lobby.addBot')}
            </button>
            <button
              type="button"
              className="btn"
              disabled={empty === 0}
              onClick={() => addBots(undefined, botLevel)}
              data-testid="add-bots"
            >
              {t('lobby.addBots')}
            </button>
            <button
              type="button"
              className="btn primary"
              disabled={empty > 0 || filled === 0} // a solo table (DWARF against its automa) starts with its one player
              title={empty > 0 ? t('error.table_not_full') : undefined}
              onClick={() => start(false)}
              data-testid="start-game"
            >
              <Icon name="fire" /> {t('lobby.startGame')}
            </button>
            {empty > 0 && <span className="small muted">{t('error.table_not_full')}</span>}
          </div>
        ) : (
          <p className="muted">{t('lobby.hostOnly')}</p>
        )}
      </div>
      <ErrorToast />
    </div>
  );
}
