import { catalogEntry } from '../../shared/platform/gameCatalog.js';
import type { TableListing } from '../net/index.js';
import { useT } from '../i18n/index.js';
import { Icon } from '../hud/Icon.js';
import { broadcastTag } from './broadcastNotice.js';

interface Props {
  tables: TableListing[];
  loading: boolean;
  error: string | null;
  onRefresh: () => void;
  onJoin: (table: TableListing) => void;
  onSpectate: (table: TableListing) => void;
}

/** The open and running tables: seats taken, bots (with their level), spectators, round, status. */
export function TableList({ tables, loading, error, onRefresh, onJoin, onSpectate }: Props) {
  const t = useT();
  return (
    <div className="panel card-box" data-testid="table-list">
      <div className="row" style={{ marginBottom: 10 }}>
        <h2 style={{ marginBottom: 0 }}>{t('lobby.tablesTitle')}</h2>
        <span className="spacer" />
        <button type="button" className="btn small" onClick={onRefresh} disabled={loading} data-testid="lobby-refresh">
          <Icon name="refresh" /> {t('common.refresh')}
        </button>
      </div>
      {error && <div className="error-line">{t('lobby.error', { message: error })}</div>}
      {tables.length === 0 ? (
        <p className="muted">{loading ? t('common.loading') : t('lobby.noTables')}</p>
      ) : (
        <table className="tables lobby-tables">
          <thead>
            <tr>
              <th>{t('lobby.table')}</th>
              <th>{t('lobby.players')}</th>
              <th>{t('lobby.status')}</th>
              <th>{t('word.round')}</th>
              <th>{t('word.spectators')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {tables.map((table) => {
              const free = table.seatCount - table.seatsTaken;
              return (
                <tr key={table.id} data-testid={`table-row-${table.id}`}>
                  <td>
                    <b>{table.name || table.id}</b>{' '}
                    <span className="small muted" data-testid={`table-game-${table.id}`}>
                      · {catalogEntry(table.game)?.name ?? table.game}
                    </span>
                    <div className="small muted">
                      {table.id}
                      {table.turnSeconds > 0 && (
                        <>
                          {' '}
                          · <Icon name="clock" size={11} /> {table.turnSeconds}s
                        </>
                      )}
                    </div>
                    {table.broadcastDelaySeconds > 0 && (
                      <div className="small" data-testid={`table-broadcast-${table.id}`}>
                        <span className="badge cool wraps">{broadcastTag(t, table)}</span>
                      </div>
                    )}
                  </td>
                  <td>
                    <div className="row" style={{ gap: 4 }}>
                      {table.players.map((p, i) => {
                        // A bot says its level where the table has one (issue 42): "Brokk · Bot · Hard".
                        const bot = p.botLevel ? t('botLevel.seat', { level: t(`botLevel.${p.botLevel}`) }) : t('word.bot');
                        return (
                          <span key={i} className="badge name-chip" title={p.kind === 'bot' ? `${p.name} · ${bot}` : p.name}>
                            <span className={`swatch ${p.color}`} /> <span className="chip-name">{p.name}</span>
                            {p.kind === 'bot' && <Icon name="bot" size={11} />}
                            {p.kind === 'bot' && p.botLevel && (
                              <span className="muted" data-testid={`table-bot-level-${table.id}-${i}`} data-level={p.botLevel}>
                                {t(`botLevel.${p.botLevel}`)}
                              </span>
                            )}
                          </span>
                        );
                      })}
                    </div>
                    <div className="small muted">
                      {t('lobby.seatsTaken', { taken: table.seatsTaken, total: table.seatCount })} · {t('lobby.bots', { n: table.bots })}
                    </div>
                  </td>
                  <td>
                    <span className={`status ${table.status}`}>{t(`lobby.status.${table.status}`)}</span>
                  </td>
                  <td>
                    {table.status === 'lobby'
                      ? '–'
                      : table.gameOptions.roundLimit === undefined
                        ? table.round
                        : `${table.round}/${String(table.gameOptions.roundLimit)}`}
                  </td>
                  <td>
                    {table.spectatorsAllowed ? (
                      <>
                        <Icon name="eye" /> {table.spectators}
                      </>
                    ) : (
                      <span className="muted small">{t('lobby.spectatorsOff')}</span>
                    )}
                  </td>
                  <td style={{ textAlign: 'right' }}>
                    <div className="row" style={{ justifyContent: 'flex-end' }}>
                      {table.status === 'lobby' && (
                        <button
                          type="button"
                          className="btn small primary"
                          disabled={free <= 0}
                          onClick={() => onJoin(table)}
                          data-testid={`join-${table.id}`}
                        >
                          {free > 0 ? t('lobby.join') : t('lobby.full')}
                        </button>
                      )}
                      {table.spectatorsAllowed && table.status !== 'ended' && (
                        <button type="button" className="btn small" onClick={() => onSpectate(table)} data-testid={`spectate-${table.id}`}>
                          <Icon name="eye" /> {t('lobby.spectate')}
                        </button>
                      )}
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </div>
  );
}
