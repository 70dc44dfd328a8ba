import type { GameView } from '../../../../shared/games/dwarf/index.js';
import { ReplayLink } from '../../../hud/ReplayLink.js';
import { useHudStore } from '../../../hud/hudStore.js';
import { replayPath } from '../../../lobby/url.js';
import { listText, useLang, useT } from '../i18n/index.js';
import { useGameStore } from '../state/gameStore.js';
import { endSummary } from '../viewModel/endSummary.js';
import { FinalStandings } from './FinalStandings.js';

/** The end of the game from the viewer's side: who won, how the game ended and how it was decided, and the standings. */
export function EndScreen({ view, onLeave, readOnly = false }: { view: GameView; onLeave: () => void; readOnly?: boolean }) {
  const t = useT();
  const lang = useLang();
  const tableId = useGameStore((s) => s.tableId);
  const dismissed = useHudStore((s) => s.victoryDismissed);
  const dismiss = useHudStore((s) => s.dismissVictory);
  const summary = endSummary(readOnly ? { ...view, viewer: 'spectator' } : view);
  if (!summary || dismissed) return null;
  const replay = readOnly ? null : replayPath(tableId);
  const title =
    summary.outcome === 'won'
      ? t('dwarf.end.youWon')
      : summary.outcome === 'shared'
        ? t('dwarf.end.youShare')
        : summary.outcome === 'lost'
          ? t('dwarf.end.youLost')
          : t('dwarf.end.title');
  const winners = [
    summary.winners.length ? t('dwarf.end.winner', { names: listText(summary.winners, lang) }) : null,
    summary.automaWins ? t('dwarf.end.automaWins', { name: summary.automaName ?? '?' }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <div className="victory-back">
      <div
        className={`panel victory dwarf-end${summary.outcome === 'won' || summary.outcome === 'shared' ? ' won' : ''}`}
        data-testid="victory"
        role="dialog"
        aria-modal="true"
        aria-labelledby="dwarf-end-title"
      >
        <h1 id="dwarf-end-title" data-testid="victory-title">
          {title}
        </h1>
        <h2 data-testid="victory-winner">{winners}</h2>
        <p data-testid="victory-cause">{t(`dwarf.end.cause.${summary.cause}`, { round: summary.round })}</p>
        {/* Andvéttr's medals: the cause says it all. */}
        {summary.decidedBy !== 'andvettrMedals' && <p data-testid="victory-reason">{t(`dwarf.end.by.${summary.decidedBy}`)}</p>}
        <FinalStandings lines={summary.standings} />
        <div className="row victory-buttons">
          <button type="button" className="btn" onClick={() => dismiss(true)} data-testid="victory-close">
            {t('dwarf.end.keepWatching')}
          </button>
          {replay && <ReplayLink href={replay} />}
          <button type="button" className="btn primary" onClick={onLeave} data-testid="victory-lobby">
            {readOnly ? t('dwarf.end.backToGames') : t('dwarf.end.lobby')}
          </button>
        </div>
      </div>
    </div>
  );
}
