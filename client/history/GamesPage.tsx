/** /games: the finished games, newest first, a page at a time ("load more"), each linked to its replay. */
import { useCallback, useEffect, useState } from 'react';
import type { GameSummary } from '../../shared/protocol/gamesApi.js';
import { LangSwitch } from '../hud/LangSwitch.js';
import { isMessageKey, useLang, useT } from '../i18n/index.js';
import { loadGameTexts } from '../platform/gamePackages.js';
import { fetchGames, type GamesCursor } from './historyApi.js';
import '../styles/history.css';

export function GamesPage() {
  const t = useT();
  /**
   * A victory in its game's words: the game's own name for it (`victoryShort.<game>.<reason>`, in its
   * texts, loaded with the page's games), else the shell's (Emberforge's, from before games had their
   * own), else the reason as the game gave it.
   */
  const victoryName = (game: string, v: string) => {
    const own = `victoryShort.${game}.${v}`;
    if (isMessageKey(own)) return t(own);
    const key = `victoryShort.${v}`;
    return isMessageKey(key) ? t(key) : v;
  };
  const lang = useLang();
  const [games, setGames] = useState<GameSummary[]>([]);
  const [next, setNext] = useState<GamesCursor | undefined>(undefined);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback((after?: GamesCursor) => {
    setLoading(true);
    fetchGames(after)
      // Each listed game's words (its victories' names) before the rows show; without them, the reasons as given.
      .then((page) =>
        Promise.all([...new Set(page.games.map((g) => g.game))].map((id) => loadGameTexts(id).catch(() => {}))).then(() => page),
      )
      .then((page) => {
        setGames((old) => (after === undefined ? page.games : [...old, ...page.games]));
        setNext(page.next === undefined ? undefined : { before: page.next, ...(page.nextId ? { beforeId: page.nextId } : {}) });
        setError(null);
      })
      .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)))
      .finally(() => setLoading(false));
  }, []);
  useEffect(() => load(), [load]);
  const date = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className="history-page" data-testid="games-page">
      <div className="row">
        <h1>{t('games.title')}</h1>
        <span className="spacer" />
        <LangSwitch />
        <a className="btn small" href="/" data-testid="games-back">
          {t('games.back')}
        </a>
      </div>
      {error && <div className="error-line">{t('games.error', { message: error })}</div>}
      {games.length === 0 ? (
        <p className="muted">{loading ? t('common.loading') : t('games.empty')}</p>
      ) : (
        <div className="panel games-list">
          <table className="tables">
            <thead>
              <tr>
                <th>{t('games.players')}</th>
                <th>{t('games.winner')}</th>
                <th>{t('games.victory')}</th>
                <th>{t('games.rounds')}</th>
                <th>{t('games.date')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {games.map((g) => (
                <tr key={g.id} data-testid={`game-row-${g.id}`}>
                  <td>
                    <div className="small muted">
                      {g.tableName}
                      {g.caster && (
                        <span data-testid="game-caster">
                          {' '}
                          · {t('broadcast.listCastBy', { name: g.caster.name ?? t('broadcast.theCaster') })}
                        </span>
                      )}
                    </div>
                    {/* Phones hide the rounds and date columns: the same facts, under the table's name. */}
                    <div className="small muted games-when" data-testid="game-when">
                      {t('games.when', { date: date.format(new Date(g.endedAt)), n: g.rounds })}
                    </div>
                    <div className="row" style={{ gap: 4 }}>
                      {g.players.map((p, i) => (
                        <span
                          key={i}
                          className={`badge name-chip${g.winners.includes(i) ? ' gold' : ''}`}
                          title={p.kind === 'bot' ? `${p.name} · ${t('word.bot')}` : p.name}
                        >
                          <span className={`swatch ${p.color}`} /> <span className="chip-name">{p.name}</span>
                        </span>
                      ))}
                    </div>
                  </td>
                  <td data-testid="game-winner">
                    <WinnerNames names={g.winners.map((s) => g.players[s]?.name ?? '?').join(', ')} />
                  </td>
                  <td data-testid="game-victory" data-reason={g.victory}>
                    {victoryName(g.game, g.victory)}
                  </td>
                  <td>
                    {g.rounds}
                    <div className="small muted">{t('games.actions', { n: g.actions })}</div>
                  </td>
                  <td className="small">{date.format(new Date(g.endedAt))}</td>
                  <td>
                    <a className="btn small primary" href={`/replay/${encodeURIComponent(g.id)}`} data-testid={`game-watch-${g.id}`}>
                      {t('games.watch')}
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {next !== undefined ? (
        <button type="button" className="btn" disabled={loading} onClick={() => load(next)} data-testid="games-more">
          {t('games.loadMore')}
        </button>
      ) : (
        games.length > 0 && <p className="small muted">{t('games.noMore')}</p>
      )}
    </div>
  );
}

/** The winners' names, a long one ending in an ellipsis: all of them in its title. */
function WinnerNames({ names }: { names: string }) {
  return (
    <span className="winner-names" title={names}>
      {names}
    </span>
  );
}
