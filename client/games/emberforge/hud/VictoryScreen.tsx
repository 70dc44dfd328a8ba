import type { GameView } from '../../../../shared/games/emberforge/index.js';
import { useLang, useT } from '../i18n/index.js';
import { victorySummary } from '../viewModel/victory.js';
import { FinalStandings } from './FinalStandings.js';
import { useHudStore } from '../../../hud/hudStore.js';
import { useGameStore } from '../state/gameStore.js';
import { replayPath } from '../../../lobby/url.js';
import { ReplayLink } from '../../../hud/ReplayLink.js';

/** The end of the game from the viewer's side: who won and how, and the final standings. */
export function VictoryScreen({ view, onLeave, readOnly = false }: { view: GameView; onLeave: () => void; readOnly?: boolean }) {
  const t = useT();
  const tableId = useGameStore((s) => s.tableId);
  // Once the game ended its replay exists (every action was stored before anyone saw it).
  const replay = readOnly ? null : replayPath(tableId);
  const lang = useLang();
  const dismissed = useHudStore((s) => s.victoryDismissed);
  const dismiss = useHudStore((s) => s.dismissVictory);
  // A replay is watched, whichever seat's view it shows: its end speaks as to a spectator (no "Defeat").
  const seen: GameView = readOnly ? { ...view, viewer: 'spectator' } : view;
  const summary = victorySummary(seen, lang);
  if (!summary || dismissed) return null;
  return (
    <div className="victory-back">
      <div className={`panel victory${summary.iWon ? ' won' : ''}`} data-testid="victory" role="dialog" aria-modal="true">
        <h1 data-testid="victory-title">{summary.title}</h1>
        <h2 data-testid="victory-winner">{summary.headline}</h2>
        {summary.cheer && (
          <p style={{ color: 'var(--ember-hot)' }} data-testid="victory-cheer">
            {summary.cheer}
          </p>
        )}
        <p data-testid="victory-reason">
          {summary.reason} · {summary.round}
        </p>
        {summary.tieBreak && (
          <p className="small" data-testid="victory-tiebreak">
            {t('final.tieBreak', { rule: summary.tieBreak })}
          </p>
        )}
        <FinalStandings view={seen} />
        <div className="row victory-buttons">
          <button type="button" className="btn" onClick={() => dismiss(true)} data-testid="victory-close">
            {t('victory.keepWatching')}
          </button>
          {replay && <ReplayLink href={replay} />}
          <button type="button" className="btn primary" onClick={onLeave} data-testid="victory-lobby">
            {readOnly ? t('replay.backToGames') : t('victory.backToLobby')}
          </button>
        </div>
      </div>
    </div>
  );
}
