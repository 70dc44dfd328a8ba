import { useMemo } from 'react';
import type { GameView } from '../../../../../shared/games/emberforge/index.js';
import { closestToWin, standings } from '../../../../../shared/games/emberforge/engine/rules/standings.js';
import { useT } from '../../i18n/index.js';
import { useShared } from '../../../../state/useShared.js';
import { StandingRow } from './StandingRow.js';

/**
 * Who is leading, for players and spectators alike: per player the collections forged out of 5 and
 * the commissions out of 3 (the two victories), the closest to a win marked. All from the engine.
 */
export function StandingsStrip({ view }: { view: GameView }) {
  const t = useT();
  // The same row objects while a player's standing holds: most moves re-render no row (memo).
  const rows = useShared(useMemo(() => standings(view), [view]));
  // Once the game is over the strip names its winners, not who is closest.
  const winners = view.winner?.seats ?? null;
  const leaders = useShared(useMemo(() => winners ?? closestToWin(view), [view, winners]));
  return (
    <div className="panel standings" data-testid="standings" data-version={view.version} aria-label={t('standings.title')}>
      <span className="stitle" title={t('standings.help')}>
        {t('standings.title')}
      </span>
      <ol>
        {rows.map((s) => {
          const p = view.players[s.seat]!;
          return <StandingRow key={s.seat} s={s} name={p.name} color={p.color} leading={leaders.includes(s.seat)} over={!!winners} />;
        })}
      </ol>
      <span className="small muted sleader" data-testid="standings-leader">
        {leaders.length === 0
          ? t('standings.nobody')
          : t(winners ? 'standings.won' : 'standings.closest', { names: leaders.map((s) => view.players[s]!.name).join(' · ') })}
      </span>
    </div>
  );
}
